import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { monthOf, todayIn } from '../calendar-month';
import { useScheduleService } from '../hooks/use-schedule-service';
import { useSeasons, type Season } from '../hooks/use-seasons';
import { CalendarFeedCard } from './calendar-feed-card';
import { GuestViewPanel } from './guest-view-panel';
import { ScheduleHeader } from './schedule-header';
import { SeasonList } from './season-list';
import { ServiceMissing } from './service-missing';

export const newSeasonPath = (brandId: number, serviceId: number) => `/dashboard/brands/${brandId}/service/${serviceId}/seasons/new`;
export const seasonsPath = (brandId: number, serviceId: number) => `/dashboard/brands/${brandId}/services/${serviceId}/season`;

/**
 * /dashboard/brands/{brandId}/services/{serviceId}/season: the service's seasons (edited in place),
 * what guests see in its calendar, and the calendar-app address of confirmed bookings.
 */
export function ServiceSeasonsScreen({ brandId, serviceId }: { brandId: number; serviceId: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'scheduling.dashboard.title' });
  usePageTitle(title);
  const { service, notFound, failed } = useScheduleService(serviceId);
  const { seasons, loading, error } = useSeasons(serviceId);
  const [preview, setPreview] = useState<{ month: string; at: number }>();

  function showInCalendar(season: Season) {
    const today = todayIn();
    setPreview({ month: monthOf(season.from > today ? season.from : today), at: Date.now() });
    document.getElementById('guest-view-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  if (notFound || failed) {
    return (
      <Stack gap="lg">
        <ScheduleHeader brandId={brandId} serviceId={serviceId} service={null} title={title} />
        <ServiceMissing failed={failed} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ScheduleHeader brandId={brandId} serviceId={serviceId} service={service} title={title}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text c="dimmed" maw={560}>
            {intl.formatMessage({ id: 'scheduling.dashboard.text' })}
          </Text>
          {seasons.length > 0 && (
            <Button component={Link} to={newSeasonPath(brandId, serviceId)}>
              {intl.formatMessage({ id: 'scheduling.list.add' })}
            </Button>
          )}
        </Group>
      </ScheduleHeader>
      {error && !loading && (
        <Alert color="red" variant="light" role="alert">
          {intl.formatMessage({ id: 'error.generic' })}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SeasonList
            serviceId={serviceId}
            seasons={seasons}
            loading={loading}
            addHref={newSeasonPath(brandId, serviceId)}
            onPreview={service?.status === 'APPROVED' && service.enabled ? showInCalendar : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            {service && <GuestViewPanel service={service} preview={preview} />}
            <CalendarFeedCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
