import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/api-error';
import { useNotify } from '../../../../shared/ui/use-notify';
import { clearSession } from '../../auth-store';
import { forgetMe } from '../../profile-api';

/** "Forget me": the guest deactivates the account after confirming; the session ends. */
export function ForgetMeCard() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [working, setWorking] = useState(false);

  async function deactivate() {
    setWorking(true);
    try {
      await forgetMe();
      clearSession();
      await navigate('/account-deleted', { replace: true });
    } catch (error) {
      setWorking(false);
      close();
      if (error instanceof ApiError && error.status < 500) notify.error({ text: error.message });
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="forget-me-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="forget-me-heading">
          {intl.formatMessage({ id: 'forgetMe.title' })}
        </Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'forgetMe.text' })}</Text>
        <Button variant="outline" color="red" onClick={open}>
          {intl.formatMessage({ id: 'forgetMe.button' })}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: 'forgetMe.confirmTitle' })}
        centered
        styles={{ title: { fontWeight: 700 } }}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'app.close' }) }}
      >
        <Stack gap="lg">
          <Text>{intl.formatMessage({ id: 'forgetMe.confirmText' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={working}>
              {intl.formatMessage({ id: 'app.cancel' })}
            </Button>
            <Button color="red" onClick={() => void deactivate()} loading={working}>
              {intl.formatMessage({ id: 'forgetMe.confirm' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
