// The API key just made, shown this once: a read-only field with a copy button and the warning
// that it cannot be shown again (only its hash is kept).
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';

export function KeyDialog({ issued, onClose }: { issued: { key: string; companyName: string } | null; onClose(): void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'resellers.key.dialogTitle' }, { provider: issued?.companyName ?? '' })}
      size="lg"
      closeOnClickOutside={false}
    >
      {issued && (
        <Stack gap="md">
          <Alert color="terracotta" variant="light" role="status">
            <Text fw={600}>{intl.formatMessage({ id: 'resellers.key.once' })}</Text>
            <Text size="sm">{intl.formatMessage({ id: 'resellers.key.onceText' })}</Text>
          </Alert>
          <TextInput
            label={intl.formatMessage({ id: 'resellers.key.label' })}
            value={issued.key}
            readOnly
            data-testid="issued-key"
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Group justify="space-between" wrap="wrap">
            <CopyButton value={issued.key}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'light' : 'filled'} color={copied ? 'olive' : undefined} onClick={copy}>
                  {intl.formatMessage({ id: copied ? 'resellers.key.copied' : 'resellers.key.copy' })}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'resellers.key.done' })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
