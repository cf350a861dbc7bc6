import { Alert, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Service } from '../hooks/use-services';

/**
 * A live service's open revision: changes waiting for review, or sent back with the staff note.
 * Guests see the approved version meanwhile. `compact` is the one-line form of the service list.
 */
export function RevisionBanner({ revision, compact = false }: { revision: Service['pendingRevision']; compact?: boolean }) {
  const intl = useIntl();
  if (!revision) return null;
  const returned = revision.state === 'RETURNED';
  const title = intl.formatMessage({ id: returned ? 'revision.returned.title' : 'revision.pending.title' });
  const note =
    returned && revision.staffNote ? (
      <Text size="sm" fs="italic" mb={4} style={{ whiteSpace: 'pre-line' }}>
        “{revision.staffNote}”
      </Text>
    ) : null;
  if (compact) {
    return (
      <Alert color={returned ? 'terracotta' : 'sea'} variant="light" p="xs" title={title} data-testid="revision-banner">
        {note}
      </Alert>
    );
  }
  return (
    <Alert color={returned ? 'terracotta' : 'sea'} variant="light" title={title} data-testid="revision-banner">
      {note}
      <Text size="sm">{intl.formatMessage({ id: returned ? 'revision.returned.text' : 'revision.pending.text' })}</Text>
    </Alert>
  );
}
