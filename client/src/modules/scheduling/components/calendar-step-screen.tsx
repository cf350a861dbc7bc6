import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { WizardSteps, wizardPath } from '../../catalog/components/wizard-steps';
import { useScheduleService } from '../hooks/use-schedule-service';
import { useSeasons } from '../hooks/use-seasons';
import { SeasonList } from './season-list';
import { ServiceMissing } from './service-missing';

/** /add/{brandId}/service/{serviceId}/seasons: the Calendar step of adding a service. */
export function CalendarStepScreen({ brandId, serviceId }: { brandId: number; serviceId: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'scheduling.wizard.title' });
  usePageTitle(title);
  const { service, notFound, failed: serviceFailed } = useScheduleService(serviceId);
  const { seasons, loading, error } = useSeasons(serviceId);

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <WizardSteps active="calendar" brandId={brandId} serviceId={serviceId} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {service && (
          <Text fw={500} c="sea.8">
            {service.title}
          </Text>
        )}
        <Text c="dimmed">{intl.formatMessage({ id: 'scheduling.wizard.text' })}</Text>
      </Stack>

      {notFound || serviceFailed ? (
        <ServiceMissing failed={serviceFailed} />
      ) : (
        <>
          {error && !loading && (
            <Alert color="red" variant="light" role="alert">
              {intl.formatMessage({ id: 'error.generic' })}
            </Alert>
          )}
          <SeasonList serviceId={serviceId} seasons={seasons} loading={loading} />
        </>
      )}

      <Group justify="space-between" gap="sm" mt="md">
        <Button variant="default" component={Link} to={wizardPath('offers', brandId, serviceId)}>
          {intl.formatMessage({ id: 'scheduling.wizard.back' })}
        </Button>
        <Group gap="sm" justify="flex-end">
          {!loading && seasons.length === 0 && (
            <Text size="sm" c="dimmed" maw={320}>
              {intl.formatMessage({ id: 'scheduling.wizard.nextWithout' })}
            </Text>
          )}
          <Button component={Link} to={wizardPath('photogallery', brandId, serviceId)}>
            {intl.formatMessage({ id: 'scheduling.wizard.next' })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
