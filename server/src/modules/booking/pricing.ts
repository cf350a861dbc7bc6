// The price of a booking (spec section 9), in integer EUR cents: per offer line the unit is the
// offer's discounted price, line = unit × quantity; the totals (discount code, the buyer's fee of
// BOOKING_FEE_PERCENT, 0 by default) by common/booking-rules.ts, the rule the client shows; the
// platform's commission of 15% and 25% VAT on it are recorded, not charged to the guest.
// Every percent is rounded half up to the cent with integer arithmetic (no float drift).
import {
  bookingTotals,
  changePrice,
  percentOf,
  peoplePerUnit,
  unitPriceCents,
  type BookableOffer,
  type PriceTerms,
} from '../../../../common/booking-rules.js';
import { DomainError } from '../../shared/errors.js';
import { discountRate } from '../../shared/money.js';
import { COMMISSION_PERCENT, COMMISSION_VAT_PERCENT } from '../../../../common/commission.js';
import { MAX_PAYMENT_CENTS } from '../payments/payment-gateway.js';

export { COMMISSION_PERCENT, COMMISSION_VAT_PERCENT };

/** 422 AMOUNT_TOO_LARGE: the booking costs more than one card payment may be (€999,999.99). */
export const amountTooLarge = () =>
  new DomainError(
    'UNPROCESSABLE',
    { id: 'booking.amountTooLarge', values: { limit: MAX_PAYMENT_CENTS / 100 } },
    undefined,
    'AMOUNT_TOO_LARGE',
    { limit: String(MAX_PAYMENT_CENTS) },
  );

/** Checked before any place is held and before the card is asked: subtotal and total within the payment limit. */
export function assertPayable(price: Pick<Price, 'subtotalCents' | 'totalCents'>): void {
  if (price.subtotalCents > MAX_PAYMENT_CENTS || price.totalCents > MAX_PAYMENT_CENTS) throw amountTooLarge();
}

export interface PricedOffer extends BookableOffer {
  name: string;
}

export interface PriceLine {
  offerId: number;
  name: string;
  groupNumber: number;
  quantity: number;
  people: number;
  priceCents: number;
  /** The offer's own discount in percent (0: none). */
  discountRate: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface Price {
  lines: PriceLine[];
  people: number;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  commissionCents: number;
  commissionVatCents: number;
}

/**
 * The price of `quantities` of `offers`, with an optional discount code's percent and the fee
 * percent. Lines keep the order of `quantities`; an offer missing from `offers` is a RangeError
 * (the caller checks the choice first); quantities of 0 are left out.
 */
export function priceBooking(
  offers: readonly PricedOffer[],
  quantities: readonly { offerId: number; quantity: number }[],
  terms: PriceTerms = {},
): Price {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const lines: PriceLine[] = [];
  for (const { offerId, quantity } of quantities) {
    if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a non-negative integer, got ${quantity}`);
    if (quantity === 0) continue;
    const offer = byId.get(offerId);
    if (!offer) throw new RangeError(`unknown offer ${offerId}`);
    const unit = unitPriceCents(offer);
    lines.push({
      offerId,
      name: offer.name,
      groupNumber: peoplePerUnit(offer),
      quantity,
      people: quantity * peoplePerUnit(offer),
      priceCents: offer.priceCents,
      discountRate: discountRate(offer.priceCents, offer.discountPriceCents),
      unitPriceCents: unit,
      lineTotalCents: unit * quantity,
    });
  }
  const totals = bookingTotals(offers, lines, terms);
  const commissionCents = percentOf(totals.subtotalCents - totals.discountCents, COMMISSION_PERCENT);
  return { lines, ...totals, commissionCents, commissionVatCents: percentOf(commissionCents, COMMISSION_VAT_PERCENT) };
}

/**
 * A provider's change priced by common's changePrice (at the service's current offers, the booking's
 * discount code percent and the fee percent), with its lines and commission, and the difference to
 * the booking's total.
 */
export function priceChange(
  currentOffers: readonly PricedOffer[],
  quantities: readonly { offerId: number; quantity: number }[],
  terms: PriceTerms,
  bookedTotalCents: number,
): Price & { differenceCents: number } {
  const { lines, commissionCents, commissionVatCents } = priceBooking(currentOffers, quantities, terms);
  return { lines, ...changePrice(currentOffers, lines, terms, bookedTotalCents), commissionCents, commissionVatCents };
}
