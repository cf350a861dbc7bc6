import { NativeSelect } from '@mantine/core';
import { useIntl } from 'react-intl';
import { setCurrency, useCurrency } from './currency-store';
import { CURRENCIES, isCurrency } from './money';

export function CurrencySwitcher() {
  const intl = useIntl();
  const currency = useCurrency();
  return (
    <NativeSelect
      size="xs"
      aria-label={intl.formatMessage({ id: 'header.currency' })}
      value={currency}
      onChange={(event) => isCurrency(event.currentTarget.value) && setCurrency(event.currentTarget.value)}
      data={CURRENCIES.map((code) => ({ value: code, label: intl.formatMessage({ id: `currency.${code}` }) }))}
    />
  );
}
