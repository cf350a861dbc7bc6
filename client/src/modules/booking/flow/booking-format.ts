// How the booking screens write a request's date, time and amounts.
import type { IntlShape } from 'react-intl';
import type { Currency } from '../../../shared/format/money';
import { formatCents, otherCurrency } from '../widget/booking-money';

/** "Tuesday, 1 December 2026" (the wall-clock date in Zagreb, whatever the visitor's zone). */
export function formatBookingDate(date: string, intl: IntlShape): string {
  return intl.formatDate(new Date(`${date}T12:00:00Z`), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An amount in the chosen currency and, beside it, in the other one. */
export function amounts(eurCents: number, currency: Currency, locale: string): { chosen: string; other: string } {
  return { chosen: formatCents(eurCents, currency, locale), other: formatCents(eurCents, otherCurrency(currency), locale) };
}

/** The service's public page, where the guest chooses again. */
export function servicePathOf(service: { regionSlug: string; slug: string; id: number }): string {
  return `/${service.regionSlug}/${service.slug}/${service.id}`;
}
