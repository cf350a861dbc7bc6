// /category/{slug}: the experiences of one category with the other filters; an unknown slug is not found.
import { useParams } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useCategories } from '../../reference/hooks/use-categories';
import { ServiceList } from '../components/service-list';

export default function CategoryPage() {
  const { slug = '' } = useParams();
  const { categories, loading } = useCategories();
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) return loading ? <PageSkeleton /> : <NotFoundPage />;
  return <ServiceList key={slug} title={category.name} defaultSort="POPULAR" fixed={{ key: 'category', value: slug }} />;
}
