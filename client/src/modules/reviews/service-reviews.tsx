// The reviews section of a service page: the rating with its sub-ratings, the visible reviews (sort,
// filter by stars, more on demand) with the provider's replies and "Report", and the link to how
// reviews are verified (/reviews-policy, the Omnibus directive's disclosure).
import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { serviceReviews, type PublicReview, type ReviewSort } from './reviews-api';
import { ReportButton } from './report-button';
import { ReviewCard, SUB_RATINGS } from './review-card';
import { Stars } from './stars';

const PAGE_SIZE = 5;

export interface RatingSummary {
  average?: number | null;
  count: number;
  serviceQuality?: number | null;
  organisation?: number | null;
  valueForMoney?: number | null;
  safety?: number | null;
}

export function ReviewsPolicyLink() {
  const intl = useIntl();
  return (
    <Text size="sm" c="dimmed">
      {intl.formatMessage({ id: 'reviews.verifiedNote' })}{' '}
      <Anchor component={Link} to="/reviews-policy" underline="always">
        {intl.formatMessage({ id: 'reviews.policyLink' })}
      </Anchor>
    </Text>
  );
}

export function ServiceReviews({ serviceId, rating }: { serviceId: number; rating: RatingSummary }) {
  const intl = useIntl();
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  const [stars, setStars] = useState<string>('all');
  const [reviews, setReviews] = useState<PublicReview[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setFailed(false);
    serviceReviews(serviceId, { page, size: PAGE_SIZE, sort, stars: stars === 'all' ? undefined : Number(stars) }, abort.signal)
      .then((answer) => {
        setReviews((before) => (page === 0 ? answer.content : [...before, ...answer.content]));
        setTotal(answer.totalElements);
      })
      .catch(() => !abort.signal.aborted && setFailed(true))
      .finally(() => !abort.signal.aborted && setLoading(false));
    return () => abort.abort();
  }, [serviceId, sort, stars, page, intl.locale]);

  const choose = (next: () => void) => {
    setPage(0);
    next();
  };

  return (
    <Stack gap="md" data-testid="service-reviews">
      <Title order={2}>{intl.formatMessage({ id: 'reviews.title' })}</Title>
      {rating.count > 0 && rating.average != null ? (
        <Stack gap={4}>
          <Stars value={rating.average} size="md" count={rating.count} />
          <Group gap="md" wrap="wrap">
            {SUB_RATINGS.filter((key) => rating[key] != null).map((key) => (
              <Text size="sm" key={key}>
                {intl.formatMessage({ id: `reviews.sub.${key}` })}: {intl.formatNumber(rating[key] ?? 0, { maximumFractionDigits: 1 })}/5
              </Text>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">{intl.formatMessage({ id: 'reviews.none' })}</Text>
      )}
      {rating.count > 0 && (
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={intl.formatMessage({ id: 'reviews.sort' })}
            data={(['NEWEST', 'HIGHEST', 'LOWEST'] as const).map((value) => ({
              value,
              label: intl.formatMessage({ id: `reviews.sort.${value}` }),
            }))}
            value={sort}
            onChange={(value) => choose(() => setSort((value as ReviewSort | null) ?? 'NEWEST'))}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={intl.formatMessage({ id: 'reviews.filter' })}
            data={[
              { value: 'all', label: intl.formatMessage({ id: 'reviews.filter.all' }) },
              ...[5, 4, 3, 2, 1].map((value) => ({
                value: String(value),
                label: intl.formatMessage({ id: 'reviews.filter.stars' }, { stars: value }),
              })),
            ]}
            value={stars}
            onChange={(value) => choose(() => setStars(value ?? 'all'))}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
      )}
      {failed && <Alert color="red">{intl.formatMessage({ id: 'reviews.loadFailed' })}</Alert>}
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} actions={<ReportButton reviewId={review.id} />} />
      ))}
      {loading && <Loader size="sm" />}
      {!loading && reviews.length < total && (
        <Button variant="light" onClick={() => setPage((current) => current + 1)} w="fit-content">
          {intl.formatMessage({ id: 'reviews.more' })}
        </Button>
      )}
      <ReviewsPolicyLink />
    </Stack>
  );
}
