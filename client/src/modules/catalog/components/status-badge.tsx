import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ServiceStatus } from '../../../graphql/generated';

const COLORS: Record<ServiceStatus, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'sea',
  APPROVED: 'olive',
  RETURNED: 'terracotta',
};

/** Where a service stands: draft, waiting for approval, approved, or sent back. */
export function StatusBadge({ status }: { status: ServiceStatus }) {
  const intl = useIntl();
  return (
    <Badge
      color={COLORS[status]}
      variant={status === 'APPROVED' ? 'filled' : 'light'}
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="service-status"
    >
      {intl.formatMessage({ id: `status.${status}` })}
    </Badge>
  );
}
