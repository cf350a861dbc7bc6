// The Reviews tab of /dashboard/statistics: the rating over all the provider's services with the
// sub-ratings, reviews and average per month (last 12), the star distribution, and the latest
// reviews where the provider writes or edits their one public reply.
import { Alert, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Textarea, Title, Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../shared/api/api-error';
import { TableScroll } from '../../shared/ui/table-scroll';
import { useNotify } from '../../shared/ui/use-notify';
import { ReviewCard, SUB_RATINGS } from './review-card';
import { replyToReview, reviewStatistics, type PublicReview, type ReviewStatistics } from './reviews-api';
import { ReviewsPolicyLink } from './service-reviews';
import { Stars } from './stars';

function ReplyForm({ review, onSaved }: { review: PublicReview; onSaved: (review: PublicReview) => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!open) {
    return (
      <Button size="compact-sm" variant="light" w="fit-content" onClick={() => setOpen(true)} data-testid="reply-open">
        {intl.formatMessage({ id: review.reply ? 'reviews.editReply' : 'reviews.reply' })}
      </Button>
    );
  }
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await replyToReview(review.id, text));
      setOpen(false);
      notify.success({ id: 'reviews.replySaved' });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.text ?? failure.message) : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={intl.formatMessage({ id: 'reviews.replyLabel' })}
        description={intl.formatMessage({ id: 'reviews.replyPublic' })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={3}
        error={error}
      />
      <Group gap="xs">
        <Button size="compact-sm" onClick={save} loading={saving} disabled={!text.trim()} data-testid="reply-save">
          {intl.formatMessage({ id: 'reviews.replySend' })}
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(false)}>
          {intl.formatMessage({ id: 'reviews.cancelEdit' })}
        </Button>
      </Group>
    </Stack>
  );
}

export function OwnerReviews() {
  const intl = useIntl();
  const [stats, setStats] = useState<ReviewStatistics | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    reviewStatistics().then(setStats, () => setFailed(true));
  }, []);

  if (failed) return <Alert color="red">{intl.formatMessage({ id: 'reviews.loadFailed' })}</Alert>;
  if (!stats) return <Loader />;
  const { rating } = stats;
  if (rating.count === 0 && stats.latest.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="reviews-empty">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {intl.formatMessage({ id: 'insights.reviews.emptyTitle' })}
          </Title>
          <Text c="dimmed">{intl.formatMessage({ id: 'insights.reviews.emptyText' })}</Text>
        </Stack>
      </Paper>
    );
  }
  const most = Math.max(1, ...stats.distribution.map((entry) => entry.count));
  const month = (value: string) => intl.formatDate(`${value}-15T12:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const updateLatest = (saved: PublicReview) =>
    setStats({ ...stats, latest: stats.latest.map((review) => (review.id === saved.id ? { ...review, ...saved } : review)) });
  return (
    <Stack gap="md" data-testid="owner-reviews">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {intl.formatMessage({ id: 'insights.reviews.average' })}
            </Text>
            {rating.average != null && <Stars value={rating.average} size="md" count={rating.count} />}
            {SUB_RATINGS.map((key) => (
              <Group key={key} justify="space-between" gap="xs">
                <Text size="sm">{intl.formatMessage({ id: `reviews.sub.${key}` })}</Text>
                <Text size="sm" fw={600}>
                  {rating[key] != null ? intl.formatNumber(rating[key], { maximumFractionDigits: 1 }) : '–'}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {intl.formatMessage({ id: 'insights.reviews.distribution' })}
            </Text>
            {stats.distribution.map((entry) => (
              <Group key={entry.stars} gap="xs" wrap="nowrap">
                <Text size="sm" w={56}>
                  {intl.formatMessage({ id: 'reviews.filter.stars' }, { stars: entry.stars })}
                </Text>
                <Progress
                  value={(entry.count / most) * 100}
                  color="orange.7"
                  style={{ flex: 1 }}
                  aria-label={intl.formatMessage({ id: 'reviews.filter.stars' }, { stars: entry.stars })}
                />
                <Text size="sm" w={32} ta="right">
                  {entry.count}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {intl.formatMessage({ id: 'insights.reviews.overTime' })}
        </Title>
        <TableScroll minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage({ id: 'insights.reviews.month' })}</Table.Th>
                <Table.Th ta="right">{intl.formatMessage({ id: 'insights.reviews.count' })}</Table.Th>
                <Table.Th ta="right">{intl.formatMessage({ id: 'insights.reviews.monthAverage' })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.months.map((entry) => (
                <Table.Tr key={entry.month}>
                  <Table.Td>{month(entry.month)}</Table.Td>
                  <Table.Td ta="right">{entry.count}</Table.Td>
                  <Table.Td ta="right">{entry.count > 0 ? intl.formatNumber(entry.average, { maximumFractionDigits: 1 }) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Paper>
      <Title order={2} size="h4">
        {intl.formatMessage({ id: 'insights.reviews.latest' })}
      </Title>
      {stats.latest.map((review) => (
        <ReviewCard key={review.id} review={review}>
          <Group gap="xs">
            <Badge variant="light">{review.serviceTitle}</Badge>
            {review.hidden && (
              <Badge color="red" variant="light">
                {intl.formatMessage({ id: 'insights.reviews.hidden' })}
              </Badge>
            )}
          </Group>
          <ReplyForm review={review} onSaved={updateLatest} />
        </ReviewCard>
      ))}
      <ReviewsPolicyLink />
    </Stack>
  );
}
