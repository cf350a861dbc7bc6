// /dashboard/resellers: the resellers Lokalno lets sell the provider's services through the OCTO API.
// The provider refuses one (its keys stop working for this provider) or allows it again, and per
// service chooses which resellers sell it and whether their bookings are confirmed at once.
import { Alert, Badge, Button, Card, Checkbox, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { useProviderResellers } from '../hooks/use-resellers';

export default function ProviderResellersPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { overview, loading, error, refuse, setSells, setInstant } = useProviderResellers();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<unknown>) {
    setBusy(key);
    try {
      await work();
    } catch {
      notify.error({ id: 'error.generic' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={intl.formatMessage({ id: 'resellers.provider.title' })}
        description={intl.formatMessage({ id: 'resellers.provider.lead' })}
      />
      {loading ? (
        <Skeleton height={240} radius="md" />
      ) : error || !overview ? (
        <LoadError error={error} />
      ) : (
        <>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="provider-resellers">
            <Stack gap="md">
              <Title order={2} size="h4" id="provider-resellers">
                {intl.formatMessage({ id: 'resellers.provider.resellers' })}
              </Title>
              {overview.resellers.length === 0 ? (
                <Text c="dimmed" data-testid="provider-resellers-empty">
                  {intl.formatMessage({ id: 'resellers.provider.none' })}
                </Text>
              ) : (
                overview.resellers.map((reseller) => (
                  <Group
                    key={reseller.id}
                    justify="space-between"
                    gap="sm"
                    wrap="wrap"
                    data-testid="provider-reseller"
                    data-name={reseller.name}
                  >
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{reseller.name}</Text>
                      {reseller.refusedAt ? (
                        <Badge color="red" variant="light">
                          {intl.formatMessage({ id: 'resellers.provider.refused' })}
                        </Badge>
                      ) : (
                        <Badge color="olive" variant="light">
                          {intl.formatMessage({ id: 'resellers.provider.allowed' })}
                        </Badge>
                      )}
                      {!reseller.active && (
                        <Badge color="gray" variant="light">
                          {intl.formatMessage({ id: 'resellers.inactive' })}
                        </Badge>
                      )}
                    </Group>
                    <Button
                      size="xs"
                      variant={reseller.refusedAt ? 'filled' : 'light'}
                      color={reseller.refusedAt ? 'olive' : 'red'}
                      loading={busy === `refuse:${reseller.id}`}
                      onClick={() => void run(`refuse:${reseller.id}`, () => refuse(reseller.id, reseller.refusedAt === null))}
                    >
                      {intl.formatMessage({ id: reseller.refusedAt ? 'resellers.provider.allow' : 'resellers.provider.refuse' })}
                    </Button>
                  </Group>
                ))
              )}
            </Stack>
          </Card>
          {overview.services.length === 0 ? (
            <Alert variant="light" color="sand">
              {intl.formatMessage({ id: 'resellers.provider.noServices' })}
            </Alert>
          ) : (
            overview.services.map((service) => (
              <Card
                key={service.id}
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby={`reseller-service-${service.id}`}
                data-testid="reseller-service"
                data-title={service.title}
              >
                <Stack gap="sm">
                  <Title order={2} size="h5" id={`reseller-service-${service.id}`}>
                    {service.title}
                  </Title>
                  <Switch
                    checked={service.resellerInstantConfirmation}
                    disabled={busy === `instant:${service.id}`}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      void run(`instant:${service.id}`, () => setInstant(service.id, checked));
                    }}
                    label={intl.formatMessage({ id: 'resellers.provider.instant' })}
                    description={intl.formatMessage({ id: 'resellers.provider.instantHint' })}
                  />
                  {overview.resellers.length > 0 && (
                    <Checkbox.Group
                      label={intl.formatMessage({ id: 'resellers.provider.soldBy' })}
                      value={overview.resellers
                        .filter((reseller) => !service.excludedResellerIds.includes(reseller.id))
                        .map((r) => String(r.id))}
                      onChange={(values) => {
                        // One box changed: the reseller whose presence differs from before.
                        const changed = overview.resellers.find(
                          (reseller) => values.includes(String(reseller.id)) === service.excludedResellerIds.includes(reseller.id),
                        );
                        if (!changed) return;
                        const sold = values.includes(String(changed.id));
                        void run(`sells:${service.id}`, () => setSells(service.id, changed.id, sold));
                      }}
                    >
                      <Group gap="md" mt={6} wrap="wrap">
                        {overview.resellers.map((reseller) => (
                          <Checkbox
                            key={reseller.id}
                            value={String(reseller.id)}
                            label={reseller.name}
                            disabled={busy === `sells:${service.id}`}
                          />
                        ))}
                      </Group>
                    </Checkbox.Group>
                  )}
                </Stack>
              </Card>
            ))
          )}
        </>
      )}
    </Stack>
  );
}
