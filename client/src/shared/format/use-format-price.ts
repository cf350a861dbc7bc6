import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useCurrency } from './currency-store';
import { formatMoney } from './money';

/** Formats an EUR amount in the visitor's currency and language, e.g. "1.234,50 €" in Croatian. */
export function useFormatPrice(): (amountEur: number) => string {
  const { locale } = useIntl();
  const currency = useCurrency();
  return useCallback((amountEur: number) => formatMoney(amountEur, currency, locale), [currency, locale]);
}
