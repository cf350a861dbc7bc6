import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useSetServiceEnabled, useSubmitService, type Service } from '../hooks/use-services';
import { RevisionBanner } from './revision-banner';
import { StatusBadge } from './status-badge';

/** Where each part of a service is edited in the dashboard (spec section 2). */
export function servicePaths(brandId: number, serviceId: number) {
  const base = `/dashboard/brands/${brandId}/services/${serviceId}`;
  return {
    edit: base,
    offers: `${base}/offers`,
    season: `${base}/season`,
    photos: `${base}/photogallery`,
    preview: `/${brandId}/service/${serviceId}/preview`,
  };
}

/** One service of a brand: its state, the active toggle, sending for approval and every part to edit. */
export function ServiceCard({ service, onDelete }: { service: Service; onDelete(): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const setEnabled = useSetServiceEnabled();
  const submit = useSubmitService();
  const [sending, setSending] = useState(false);
  const paths = servicePaths(service.brandId, service.id);
  const canSend = service.status === 'DRAFT' || service.status === 'RETURNED';

  async function act(work: () => Promise<unknown>, success: Parameters<typeof notify.success>[0]) {
    try {
      await work();
      notify.success(success);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
      else if (!(failure instanceof ApiError)) notify.error({ id: 'error.generic' });
    }
  }

  async function send() {
    setSending(true);
    await act(() => submit(service.id), { id: 'services.sent', values: { title: service.title } });
    setSending(false);
  }

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`service-${service.id}`} data-testid="service-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ flex: '1 1 16rem' }} miw={0}>
            <Group gap="xs">
              <StatusBadge status={service.status} />
              {!service.enabled && (
                <Text size="xs" c="dimmed">
                  {intl.formatMessage({ id: 'services.inactive' })}
                </Text>
              )}
            </Group>
            <Title order={2} size="h4" id={`service-${service.id}`} style={{ overflowWrap: 'anywhere' }}>
              {service.title}
            </Title>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(
                { id: 'services.updated' },
                { date: intl.formatDate(String(service.updatedAt), { dateStyle: 'medium' }) },
              )}
            </Text>
          </Stack>
          <Switch
            checked={service.enabled}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              void act(() => setEnabled(service.id, enabled), { id: enabled ? 'services.enabled' : 'services.disabled' });
            }}
            label={intl.formatMessage({ id: 'service.enabled' })}
            aria-label={intl.formatMessage({ id: 'services.activeToggle' }, { title: service.title })}
            labelPosition="left"
          />
        </Group>
        {service.status === 'RETURNED' && service.reviewNote && (
          <Alert color="terracotta" variant="light" title={intl.formatMessage({ id: 'services.returnedTitle' })} data-testid="review-note">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {intl.formatMessage({ id: 'services.returnedNote' }, { note: service.reviewNote })}
            </Text>
          </Alert>
        )}
        {service.status === 'SUBMITTED' && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'services.waiting' })}
          </Text>
        )}
        <RevisionBanner revision={service.pendingRevision} compact />
        <Group justify="space-between" gap="xs" align="center">
          <Group gap={6}>
            {canSend && (
              <Button size="xs" color="terracotta" onClick={() => void send()} loading={sending}>
                {intl.formatMessage({ id: 'preview.send' })}
              </Button>
            )}
            <Button component={Link} to={paths.edit} variant="default" size="xs">
              {intl.formatMessage({ id: 'form.edit' })}
            </Button>
            <Button component={Link} to={paths.offers} variant="default" size="xs">
              {intl.formatMessage({ id: 'services.offers' })}
            </Button>
            <Button component={Link} to={paths.season} variant="default" size="xs">
              {intl.formatMessage({ id: 'services.season' })}
            </Button>
            <Button component={Link} to={paths.photos} variant="default" size="xs">
              {intl.formatMessage({ id: 'services.photos' })}
            </Button>
            <Button component={Link} to={paths.preview} variant="default" size="xs">
              {intl.formatMessage({ id: 'services.preview' })}
            </Button>
          </Group>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {intl.formatMessage({ id: 'form.delete' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
