// /destinations: every region of Croatia with its number of experiences and a cover photo, each linking to its list.
import { usePublicData } from '../../../shared/api/use-public-data';
import { regionOverview } from '../public-api';
import { OverviewPage } from './overview-page';

export default function DestinationsPage() {
  const { data, loading, error } = usePublicData('regionOverview', (signal) => regionOverview({ signal }));
  return (
    <OverviewPage
      title="overview.destinations.title"
      lead="overview.destinations.lead"
      groups={data?.regionOverview ?? []}
      loading={loading}
      failed={Boolean(error && !data)}
      pathOf={(slug) => `/destination/${slug}`}
    />
  );
}
