// An amount of EUR cents in the chosen currency with the other one beside it (smaller), as the
// dashboards' tables show money.
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCurrency } from './currency-store';
import { formatCents, otherCurrency } from './money';

export function MoneyText({ cents, strong = false }: { cents: number; strong?: boolean }) {
  const { locale } = useIntl();
  const currency = useCurrency();
  return (
    <>
      <Text span size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatCents(cents, currency, locale)}
      </Text>
      <Text span size="xs" c="dimmed" display="block" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatCents(cents, otherCurrency(currency), locale)}
      </Text>
    </>
  );
}
