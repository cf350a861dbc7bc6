// octo/pricing: EUR cents. Retail is the site's price of a unit (an offer: its discounted price);
// net, what the reseller owes, is retail minus the reseller's commission (commission_bp of retail),
// the commission rounded half up to the cent in integer arithmetic. A booking's net is computed
// on its retail total (not summed per unit), so it may differ from the units' nets by a cent.

export interface OctoPricing {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes: never[];
}

/** retail − round_half_up(retail × commission_bp / 10000). */
export function netCents(retailCents: number, commissionBp: number): number {
  return retailCents - Math.floor((retailCents * commissionBp + 5000) / 10000);
}

export function pricing(originalCents: number, retailCents: number, commissionBp: number): OctoPricing {
  return {
    original: originalCents,
    retail: retailCents,
    net: netCents(retailCents, commissionBp),
    currency: 'EUR',
    currencyPrecision: 2,
    includedTaxes: [],
  };
}
