// Totals are integer EUR cents; shown in the chosen currency with the other one beside it
// (HRK converted from cents at the fixed rate, rounded once).
import { hrkCents } from '../../../../../common/booking-rules';
import type { Currency } from '../../../shared/format/money';

export function formatCents(eurCents: number, currency: Currency, locale: string): string {
  const cents = currency === 'HRK' ? hrkCents(eurCents) : eurCents;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

export function otherCurrency(currency: Currency): Currency {
  return currency === 'EUR' ? 'HRK' : 'EUR';
}
