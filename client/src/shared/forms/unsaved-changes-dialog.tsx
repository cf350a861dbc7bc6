// The "leave without saving?" dialog of the unsaved-changes guard, in its own chunk.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

export default function UnsavedChangesDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const intl = useIntl();
  return (
    <Modal
      opened
      onClose={onStay}
      title={intl.formatMessage({ id: 'unsaved.title' })}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'app.close' }) }}
    >
      <Stack gap="lg">
        <Text>{intl.formatMessage({ id: 'unsaved.text' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} data-autofocus>
            {intl.formatMessage({ id: 'unsaved.stay' })}
          </Button>
          <Button color="red" onClick={onLeave}>
            {intl.formatMessage({ id: 'unsaved.leave' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
