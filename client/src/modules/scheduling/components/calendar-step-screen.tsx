import { Alert, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { WizardNav } from '../../owner/wizard/wizard-nav';
import { WizardSteps } from '../../owner/wizard/wizard-step-bar';
import { wizardPath } from '../../owner/wizard/wizard-steps';
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

      <WizardNav
        back={wizardPath('offers', brandId, serviceId)}
        next={{ to: wizardPath('photogallery', brandId, serviceId), step: 'photogallery' }}
        hint={!loading && seasons.length === 0 ? 'scheduling.wizard.nextWithout' : undefined}
      />
    </Stack>
  );
}
