// Money is integer cents (EUR). Prices shown in HRK use the fixed conversion rate (common/money.ts).

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Percent off the base price, rounded; 0 when there is no (lower) discount price. */
export function discountRate(priceCents: number, discountPriceCents: number | null | undefined): number {
  if (discountPriceCents === null || discountPriceCents === undefined || discountPriceCents >= priceCents || priceCents <= 0) return 0;
  return Math.round(((priceCents - discountPriceCents) / priceCents) * 100);
}
