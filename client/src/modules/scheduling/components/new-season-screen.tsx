import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useScheduleService } from '../hooks/use-schedule-service';
import { useSeasons } from '../hooks/use-seasons';
import { ScheduleHeader } from './schedule-header';
import { SeasonEditor } from './season-editor';
import { SeasonListSkeleton } from './season-list';
import { seasonsPath } from './service-seasons-screen';
import { ServiceMissing } from './service-missing';

/** /dashboard/brands/{brandId}/service/{serviceId}/seasons/new: adds a season, then back to the list. */
export function NewSeasonScreen({ brandId, serviceId }: { brandId: number; serviceId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = intl.formatMessage({ id: 'scheduling.editor.newTitle' });
  usePageTitle(title);
  const { service, notFound, failed } = useScheduleService(serviceId);
  // The other seasons are needed to refuse overlapping dates before saving.
  const { seasons, loading } = useSeasons(serviceId);
  const backToList = () => navigate(seasonsPath(brandId, serviceId));

  return (
    <Stack gap="lg" maw={880}>
      <ScheduleHeader brandId={brandId} serviceId={serviceId} service={service} title={title} />
      {notFound || failed ? (
        <ServiceMissing failed={failed} />
      ) : loading ? (
        <SeasonListSkeleton />
      ) : (
        <SeasonEditor serviceId={serviceId} others={seasons} onSaved={backToList} onCancel={backToList} withHeading={false} />
      )}
    </Stack>
  );
}
