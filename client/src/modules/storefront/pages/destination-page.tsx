// /destination/{slug}: the experiences of one region with the other filters; an unknown slug is not found.
import { useParams } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useRegions } from '../../reference/hooks/use-regions';
import { ServiceList } from '../components/service-list';

export default function DestinationPage() {
  const { slug = '' } = useParams();
  const { regions, loading } = useRegions();
  const region = regions.find((candidate) => candidate.slug === slug);
  if (!region) return loading ? <PageSkeleton /> : <NotFoundPage />;
  return <ServiceList key={slug} title={region.name} defaultSort="POPULAR" fixed={{ key: 'destination', value: slug }} />;
}
