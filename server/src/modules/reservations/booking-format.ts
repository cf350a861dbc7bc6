// How booking emails and documents (voucher, receipt) write amounts, dates and the receipt's rows,
// in the reader's language.
import { intlFor, translate, type Locale } from '../../shared/i18n/index.js';
import { EUR_TO_HRK } from '../../../../common/money.js';
import type { ReservationView } from './reservation-views.js';

/** "45.00 EUR (339.05 HRK)" in English, "45,00 EUR (339,05 HRK)" in Croatian. */
export function formatMoney(cents: number, locale: Locale): string {
  const intl = intlFor(locale);
  const amount = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  return `${amount(cents / 100)} EUR (${amount(Math.round(cents * EUR_TO_HRK) / 100)} HRK)`;
}

export const formatDay = (date: Date, locale: Locale) =>
  intlFor(locale).formatDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const zagrebOffset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Zagreb', timeZoneName: 'longOffset' });

/** "CET" or "CEST": Europe/Zagreb's zone at that moment (from its offset, as English Intl would say "GMT+1"). */
export function zagrebZone(date: Date): 'CET' | 'CEST' {
  const offset = zagrebOffset.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  return offset === 'GMT+02:00' ? 'CEST' : 'CET';
}

/**
 * A Zagreb wall-clock time of day with its zone, "04:49 (Croatian time, CET)", "04:49 (hrvatsko vrijeme, CEST)":
 * every time an email or document shows goes through here. `at` is the moment it names (for CET or CEST).
 */
export const formatClock = (time: string, at: Date, locale: Locale) =>
  `${time} ${translate({ id: 'email.time.zone', values: { zone: zagrebZone(at) } }, locale)}`;

/** "Saturday, 28 November 2026, 04:49 (Croatian time, CET)". */
export const formatDateTime = (date: Date, locale: Locale) =>
  `${formatDay(date, locale)}, ${formatClock(intlFor(locale).formatTime(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), date, locale)}`;

/** The receipt's [label, amount] rows: one per offer, then subtotal, discount, fee and the total (last). */
export function receiptRows(view: ReservationView, locale: Locale): [string, string][] {
  const t = (id: string, values?: Record<string, string>) => translate({ id, values }, locale);
  const rows: [string, string][] = view.offers.map((offer) => [
    `${offer.quantity} × ${offer.name}`,
    formatMoney(offer.lineTotalCents, locale),
  ]);
  rows.push([t('email.booking.detail.subtotal'), formatMoney(view.subtotalCents, locale)]);
  if (view.discountCents > 0)
    rows.push([t('email.booking.detail.discount', { code: view.discountCode ?? '' }), `−${formatMoney(view.discountCents, locale)}`]);
  rows.push([t('email.booking.detail.fee'), formatMoney(view.feeCents, locale)]);
  rows.push([t('email.booking.detail.total'), formatMoney(view.totalCents, locale)]);
  return rows;
}
