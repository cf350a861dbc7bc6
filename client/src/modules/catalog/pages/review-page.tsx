import { Alert, Card, EmptyState, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewFilter } from '../../../graphql/generated';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { ReviewCard } from '../components/review/review-card';
import { useServiceReviews } from '../hooks/use-review';
import { RevisionReviewSection } from '../components/revision-review';

const FILTERS: ReviewFilter[] = ['NEW', 'REVISIONS', 'RETURNED'];

function Empty({ filter }: { filter: ReviewFilter }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        title={intl.formatMessage({ id: 'review.empty.title' })}
        description={intl.formatMessage({ id: filter === 'NEW' ? 'review.empty.text' : `review.empty.${filter}` })}
      />
    </Card>
  );
}

/** Staff (/staff/review): services by filter (new, revisions, sent back); approve and release, or send back with a note. */
export default function ReviewPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<ReviewFilter>('NEW');
  const { reviews, loading, error } = useServiceReviews(filter);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageHeader title={intl.formatMessage({ id: 'review.title' })} description={intl.formatMessage({ id: 'review.lead' })} />
      <Stack gap={4}>
        <Text size="sm" fw={600} id="review-filter-label">
          {intl.formatMessage({ id: 'review.filter.label' })}
        </Text>
        <SegmentedControl
          aria-labelledby="review-filter-label"
          value={filter}
          onChange={(value) => setFilter(value as ReviewFilter)}
          data={FILTERS.map((value) => ({ value, label: intl.formatMessage({ id: `review.filter.${value}` }) }))}
          w="fit-content"
          maw="100%"
        />
      </Stack>
      {filter === 'REVISIONS' ? (
        <RevisionReviewSection whenEmpty={<Empty filter="REVISIONS" />} />
      ) : loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : reviews.length === 0 ? (
        <Empty filter={filter} />
      ) : (
        <>
          <Alert color="sea" variant="light">
            {intl.formatMessage({ id: filter === 'RETURNED' ? 'review.countReturned' : 'review.count' }, { count: reviews.length })}
          </Alert>
          {reviews.map((review) => (
            <ReviewCard key={review.serviceId} review={review} />
          ))}
        </>
      )}
    </Stack>
  );
}
