// "via Demo OTA": marks a booking a reseller sold through the OCTO API (no card payment: the reseller
// pays its net amount) in the provider's desk, Today list and revenue.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';

export function ViaResellerBadge({ name }: { name: string | null | undefined }) {
  const intl = useIntl();
  if (!name) return null;
  return (
    <Badge color="grape" variant="light" size="sm" data-testid="via-reseller" style={{ textTransform: 'none' }}>
      {intl.formatMessage({ id: 'desk.viaReseller' }, { name })}
    </Badge>
  );
}
