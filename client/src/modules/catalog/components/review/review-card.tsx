import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ServiceView } from '../preview/service-view';
import { StatusBadge } from '../status-badge';
import { useReviewActions, type ServiceReview } from '../../hooks/use-review';
import { DecisionActions } from './decision-actions';
import { ReviewFacts } from './review-facts';
import { ReviewHistory } from './review-history';

export const reviewPath = (serviceId: number) => `/staff/review/${serviceId}`;

const SERVICE_DECISION = {
  approve: 'review.approve',
  noteHint: 'review.noteHint',
  approved: 'review.approved',
  returned: 'review.returned',
} as const;

/**
 * One service under review, as a stack of sections: header, who offers it, history, decision,
 * and the guest view. A further section (e.g. a revision's differences) slots in before the decision.
 */
export function ReviewCard({ review, expanded = false, onDecided }: { review: ServiceReview; expanded?: boolean; onDecided?: () => void }) {
  const intl = useIntl();
  const { approve, sendBack } = useReviewActions();
  const [showGuestView, setShowGuestView] = useState(expanded);
  const id = review.serviceId;
  const title = review.preview.title;
  const guestViewId = `review-${id}-guest-view`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`review-${id}`} data-testid="review-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={`review-${id}`} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {title}
          </Title>
          <Group gap="xs">
            <StatusBadge status={review.status} />
            {review.submittedAt && (
              <Badge variant="light" color="sea" tt="none">
                {intl.formatMessage(
                  { id: 'review.submitted' },
                  { date: intl.formatDate(review.submittedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
                )}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          {[
            review.preview.regionName,
            review.preview.categoryName,
            intl.formatMessage(
              { id: 'preview.people' },
              { min: review.preview.conditions.minPeople, max: review.preview.conditions.maxPeople },
            ),
          ].join(' · ')}
        </Text>
        <ReviewFacts review={review} />
        <ReviewHistory review={review} headingId={`review-${id}-history`} />
        {review.status === 'SUBMITTED' && (
          <>
            <Divider />
            <DecisionActions
              title={title}
              onApprove={() => approve(id)}
              onSendBack={(note) => sendBack(id, note)}
              messages={SERVICE_DECISION}
              onDone={onDecided}
            />
          </>
        )}
        {!expanded && (
          <>
            <Divider />
            <Group gap="xs">
              <Button
                variant="default"
                aria-expanded={showGuestView}
                aria-controls={guestViewId}
                onClick={() => setShowGuestView((shown) => !shown)}
              >
                {intl.formatMessage({ id: showGuestView ? 'review.guestView.hide' : 'review.guestView.show' })}
              </Button>
              <Button component={Link} to={reviewPath(id)} variant="subtle">
                {intl.formatMessage({ id: 'review.fullPreview' })}
              </Button>
            </Group>
          </>
        )}
        <section id={guestViewId} aria-label={intl.formatMessage({ id: 'review.guestView' })} hidden={!showGuestView}>
          {showGuestView && <ServiceView service={review.preview} photos={review.photos} />}
        </section>
      </Stack>
    </Card>
  );
}
