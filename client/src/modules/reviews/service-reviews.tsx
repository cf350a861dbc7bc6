// The reviews section of a service page: the rating with its sub-ratings, the visible reviews (sort,
// filter by stars, more on demand) with the provider's replies and "Report", and the link to how
// reviews are verified (/reviews-policy, the Omnibus directive's disclosure).
import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePublicData } from '../../shared/api/use-public-data';
import { serviceReviews, type PublicReview, type ReviewSort } from './reviews-api';
import { ReportButton } from './report-button';
import { ReviewCard, SUB_RATINGS } from './review-card';
import { Stars } from './stars';

const PAGE_SIZE = 5;

/** The reviews loaded after the first page, for one order and filter (`key`). */
interface MorePages {
  key: string;
  reviews: PublicReview[];
  page: number;
  failed: boolean;
}

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
  const starsFilter = stars === 'all' ? undefined : Number(stars);
  // The first page of the chosen order and filter is a public answer: the server renders the page with it.
  const first = usePublicData(`service-reviews:${serviceId}:${sort}:${stars}`, (signal) =>
    serviceReviews(serviceId, { page: 0, size: PAGE_SIZE, sort, stars: starsFilter }, signal),
  );
  // Pages after the first, asked for with "More reviews", for the order and filter they were loaded with.
  const listKey = `${serviceId}:${sort}:${stars}`;
  const [more, setMore] = useState<MorePages>({ key: '', reviews: [], page: 0, failed: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const extra: MorePages = more.key === listKey ? more : { key: listKey, reviews: [], page: 0, failed: false };

  const loadMore = () => {
    const page = extra.page + 1;
    setLoadingMore(true);
    serviceReviews(serviceId, { page, size: PAGE_SIZE, sort, stars: starsFilter })
      .then((answer) => setMore({ key: listKey, reviews: [...extra.reviews, ...answer.content], page, failed: false }))
      .catch(() => setMore({ ...extra, failed: true }))
      .finally(() => setLoadingMore(false));
  };

  const reviews = [...(first.data?.content ?? []), ...extra.reviews];
  const total = first.data?.totalElements ?? 0;
  const loading = first.loading || loadingMore;
  const failed = Boolean(first.error) || extra.failed;

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
            onChange={(value) => setSort((value as ReviewSort | null) ?? 'NEWEST')}
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
            onChange={(value) => setStars(value ?? 'all')}
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
        <Button variant="light" onClick={loadMore} w="fit-content">
          {intl.formatMessage({ id: 'reviews.more' })}
        </Button>
      )}
      <ReviewsPolicyLink />
    </Stack>
  );
}
