import { Skeleton, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { ReviewCard } from '../components/review/review-card';
import { useServiceReview } from '../hooks/use-review';

/** Staff (/staff/review/{serviceId}): the full preview of one service, with its review facts and the decision. */
export default function ServiceReviewPage({ serviceId }: { serviceId?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { review, loading, error } = useServiceReview(serviceId ?? 0);
  if (serviceId === undefined) return <NotFoundPage />;
  const back = { to: '/staff/review', label: intl.formatMessage({ id: 'review.back' }) };

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader
        title={
          review
            ? intl.formatMessage({ id: 'review.detail.title' }, { title: review.preview.title })
            : intl.formatMessage({ id: 'review.title' })
        }
        back={back}
      />
      {loading ? (
        <Skeleton height={480} radius="md" aria-busy="true" />
      ) : error || !review ? (
        <LoadError error={error} back={back} />
      ) : (
        <ReviewCard review={review} expanded onDecided={() => void navigate('/staff/review')} />
      )}
    </Stack>
  );
}
