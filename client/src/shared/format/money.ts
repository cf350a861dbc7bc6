// HRK amounts are always derived from EUR with the official rate, fixed by law (common/money.ts).
import { hrkCents } from '../../../../common/booking-rules';
import { EUR_TO_HRK } from '../../../../common/money';

export const CURRENCIES = ['EUR', 'HRK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function convertFromEur(amountEur: number, currency: Currency): number {
  return roundMoney(currency === 'HRK' ? amountEur * EUR_TO_HRK : amountEur);
}

/** Prices are stored in EUR; they are shown in the chosen currency, formatted by the locale. */
export function formatMoney(amountEur: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(convertFromEur(amountEur, currency));
}

/** Integer EUR cents in `currency` (HRK converted from cents at the fixed rate, rounded once), by the locale. */
export function formatCents(eurCents: number, currency: Currency, locale: string): string {
  const cents = currency === 'HRK' ? hrkCents(eurCents) : eurCents;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

export function otherCurrency(currency: Currency): Currency {
  return currency === 'EUR' ? 'HRK' : 'EUR';
}
