// /categories: every category with its number of experiences and a cover photo, each linking to its list.
import { usePublicData } from '../../../shared/api/use-public-data';
import { categoryOverview } from '../public-api';
import { OverviewPage } from './overview-page';

export default function CategoriesPage() {
  const { data, loading, error } = usePublicData('categoryOverview', (signal) => categoryOverview({ signal }));
  return (
    <OverviewPage
      title="overview.categories.title"
      lead="overview.categories.lead"
      groups={data?.categoryOverview ?? []}
      loading={loading}
      failed={Boolean(error && !data)}
      pathOf={(slug) => `/category/${slug}`}
    />
  );
}
