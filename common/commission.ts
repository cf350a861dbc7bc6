// The platform's commission (spec section 9: 15% + VAT of the offer price), as the booking records it
// and as the providers' cooperation agreement states it.

/** The platform's commission, in percent of the booking after the discount code. */
export const COMMISSION_PERCENT = 15;

/** Croatian VAT (PDV) on the commission, in percent of it. */
export const COMMISSION_VAT_PERCENT = 25;

/** A sales partner's share of the commission (0–1, PARTNER_COMMISSION_SHARE) in basis points, as kept on a reservation and in their agreement. */
export function shareBasisPoints(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 10_000);
}
