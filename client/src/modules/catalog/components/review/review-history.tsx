import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ServiceReview } from '../../hooks/use-review';

const COLORS = { SUBMITTED: 'sea', APPROVED: 'olive', RETURNED: 'terracotta' } as const;

/** Sent for approval, sent back (with the note), approved: oldest first. */
export function ReviewHistory({ review, headingId }: { review: ServiceReview; headingId: string }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {intl.formatMessage({ id: 'review.history' })}
      </Title>
      {review.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'review.history.empty' })}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={review.history.length - 1} color="sea" data-testid="review-history">
          {review.history.map((event) => (
            <Timeline.Item key={event.id} color={COLORS[event.kind]} title={intl.formatMessage({ id: `review.event.${event.kind}` })}>
              <Text size="xs" c="dimmed">
                {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
              {event.note && (
                <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
                  “{event.note}”
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
