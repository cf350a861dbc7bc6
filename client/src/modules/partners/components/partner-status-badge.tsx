// A partner's state as staff decided it: pending (not checked yet), approved (links earn), suspended.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PartnerStatus } from '../../../graphql/generated';

const COLOR: Record<PartnerStatus, string> = { PENDING: 'terracotta', APPROVED: 'olive', SUSPENDED: 'red' };

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  const intl = useIntl();
  return (
    <Badge color={COLOR[status]} variant="light" size="lg" tt="none" data-testid="partner-status">
      {intl.formatMessage({ id: `partnerStatus.${status}` })}
    </Badge>
  );
}
