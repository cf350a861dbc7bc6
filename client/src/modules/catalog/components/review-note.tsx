import { Alert, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Staff sent the service back: their note, and what to do. */
export function ReviewNote({ note }: { note: string | null | undefined }) {
  const intl = useIntl();
  return (
    <Alert color="terracotta" variant="light" title={intl.formatMessage({ id: 'service.returned.title' })}>
      {note && (
        <Text size="sm" fs="italic" mb={4} style={{ whiteSpace: 'pre-line' }}>
          “{note}”
        </Text>
      )}
      <Text size="sm">{intl.formatMessage({ id: 'service.returned.text' })}</Text>
    </Alert>
  );
}
