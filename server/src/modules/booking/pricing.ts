// The price of a booking (spec section 9), in integer EUR cents: per offer line the unit is the
// offer's discounted price, line = unit × quantity; the discount code takes a percent off the
// subtotal; the buyer's fee (BOOKING_FEE_PERCENT, 0 by default) is added on what is left; the
// platform's commission of 15% and 25% VAT on it are recorded, not charged to the guest.
// Every percent is rounded half up to the cent with integer arithmetic (no float drift).
import { peoplePerUnit, unitPriceCents, type BookableOffer } from '../../../../common/booking-rules.js';
import { DomainError } from '../../shared/errors.js';
import { discountRate } from '../../shared/money.js';
import { MAX_PAYMENT_CENTS } from '../payments/payment-gateway.js';

export const COMMISSION_PERCENT = 15;

/** 422 AMOUNT_TOO_LARGE: the booking costs more than one card payment may be (€999,999.99). */
export const amountTooLarge = () =>
  new DomainError('UNPROCESSABLE', { id: 'booking.amountTooLarge', values: { limit: MAX_PAYMENT_CENTS / 100 } }, undefined, 'AMOUNT_TOO_LARGE', { limit: String(MAX_PAYMENT_CENTS) });

/** Checked before any place is held and before the card is asked: subtotal and total within the payment limit. */
export function assertPayable(price: Pick<Price, 'subtotalCents' | 'totalCents'>): void {
  if (price.subtotalCents > MAX_PAYMENT_CENTS || price.totalCents > MAX_PAYMENT_CENTS) throw amountTooLarge();
}
export const COMMISSION_VAT_PERCENT = 25;

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

/** amount × percent / 100, rounded half up to the cent; `percent` may have up to 2 decimals. */
export function percentOf(amountCents: number, percent: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError(`amount must be a non-negative integer of cents, got ${amountCents}`);
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`percent must be a non-negative number, got ${percent}`);
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

/**
 * The price of `quantities` of `offers`, with an optional discount code's percent and the fee
 * percent. Lines keep the order of `quantities`; an offer missing from `offers` is a RangeError
 * (the caller checks the choice first); quantities of 0 are left out.
 */
export function priceBooking(offers: readonly PricedOffer[], quantities: readonly { offerId: number; quantity: number }[], options: { discountPercent?: number | null; feePercent?: number } = {}): Price {
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
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = options.discountPercent ? percentOf(subtotalCents, options.discountPercent) : 0;
  const afterDiscount = subtotalCents - discountCents;
  const feeCents = percentOf(afterDiscount, options.feePercent ?? 0);
  const commissionCents = percentOf(afterDiscount, COMMISSION_PERCENT);
  return {
    lines,
    people: lines.reduce((sum, line) => sum + line.people, 0),
    subtotalCents,
    discountCents,
    feeCents,
    totalCents: afterDiscount + feeCents,
    commissionCents,
    commissionVatCents: percentOf(commissionCents, COMMISSION_VAT_PERCENT),
  };
}
