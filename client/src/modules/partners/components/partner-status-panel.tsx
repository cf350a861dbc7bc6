// Where the partner stands: no profile yet, waiting for staff (what that means for their links),
// approved, or suspended.
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PartnerStatus } from '../../../graphql/generated';
import { PartnerStatusBadge } from './partner-status-badge';

const COLOR: Record<PartnerStatus, string> = { PENDING: 'terracotta', APPROVED: 'olive', SUSPENDED: 'red' };

export function PartnerStatusPanel({ status }: { status: PartnerStatus | null }) {
  const intl = useIntl();
  if (status === null) {
    return (
      <Alert color="sea" variant="light" title={intl.formatMessage({ id: 'partnerStatus.none.title' })}>
        {intl.formatMessage({ id: 'partnerStatus.none.text' })}
      </Alert>
    );
  }
  return (
    <Alert color={COLOR[status]} variant="light" data-testid="partner-status-panel">
      <Stack gap={6}>
        <Group gap="sm">
          <Text fw={600}>{intl.formatMessage({ id: 'partnerStatus.label' })}</Text>
          <PartnerStatusBadge status={status} />
        </Group>
        <Text size="sm">{intl.formatMessage({ id: `partnerStatus.${status}.text` })}</Text>
      </Stack>
    </Alert>
  );
}
