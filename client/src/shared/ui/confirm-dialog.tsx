import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  working?: boolean;
  /** The confirm button's colour: red for what cannot be undone (the default). */
  confirmColor?: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be undone (a delete), or that others feel at once (staff's decisions). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  working,
  confirmColor = 'red',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'app.close' }) }}
    >
      <Stack gap="lg">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={working}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={working}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
