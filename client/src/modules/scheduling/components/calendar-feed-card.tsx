import { Button, CopyButton, Group, Modal, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useCalendarFeed } from '../hooks/use-calendar-feed';

/** The secret address calendar apps subscribe to for the provider's confirmed bookings. */
export function CalendarFeedCard() {
  const intl = useIntl();
  const notify = useNotify();
  const { url, loading, failed, reset, resetting } = useCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  async function confirmReset() {
    try {
      await reset();
      setConfirming(false);
      notify.success({ id: 'scheduling.feed.resetDone' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 500) notify.error({ id: 'error.generic' });
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {intl.formatMessage({ id: 'scheduling.feed.title' })}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'scheduling.feed.text' })}
        </Text>
        {loading ? (
          <Skeleton height={36} radius="sm" />
        ) : failed || !url ? (
          <Text size="sm" c="red.7">
            {intl.formatMessage({ id: 'error.generic' })}
          </Text>
        ) : (
          <>
            <TextInput
              label={intl.formatMessage({ id: 'scheduling.feed.address' })}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button size="xs" color={copied ? 'olive' : 'sea'} onClick={copy}>
                    {intl.formatMessage({ id: copied ? 'scheduling.feed.copied' : 'scheduling.feed.copy' })}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {intl.formatMessage({ id: 'scheduling.feed.reset' })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage({ id: 'scheduling.feed.resetTitle' })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{intl.formatMessage({ id: 'scheduling.feed.resetText' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={resetting}>
              {intl.formatMessage({ id: 'app.cancel' })}
            </Button>
            <Button color="red" onClick={confirmReset} loading={resetting}>
              {intl.formatMessage({ id: 'scheduling.feed.resetConfirm' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
