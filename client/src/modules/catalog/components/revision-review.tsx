import { AspectRatio, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ServicePhoto } from '../../../shared/ui/service-photo';
import { LoadError } from '../../../shared/ui/load-error';
import { useRevisionActions, useRevisionsForReview, type RevisionReview } from '../hooks/use-revision-review';
import { DecisionActions } from './review/decision-actions';
import { RevisionDiff } from './revision-diff';

/** Photos added to the live service: they go public with the revision. */
function NewPhotos({ photos, title }: { photos: RevisionReview['newPhotos']; title: string }) {
  const intl = useIntl();
  if (photos.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="revision-new-photos">
      <Stack gap={2}>
        <Text fw={600}>{intl.formatMessage({ id: 'revision.newPhotos' })}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'revision.newPhotos.hint' })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {photos.map((photo, index) => (
          <AspectRatio key={photo.name} ratio={4 / 3}>
            <ServicePhoto
              name={photo.name}
              description={photo.description || `${title}: ${intl.formatMessage({ id: 'photos.photoLabel' }, { number: index + 1 })}`}
              width={photo.width}
              height={photo.height}
              sizes="(min-width: 36em) 25vw, 50vw"
              fit="cover"
              radius="sm"
            />
          </AspectRatio>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const REVISION_DECISION = {
  approve: 'revision.approve',
  noteHint: 'revision.noteHint',
  approved: 'revision.approved',
  returned: 'revision.sentBack',
} as const;

function RevisionCard({ review, onConflict }: { review: RevisionReview; onConflict(): void }) {
  const intl = useIntl();
  const { approve, sendBack } = useRevisionActions();
  const { revision, service } = review;
  const headingId = `revision-${revision.id}`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} data-testid="revision-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {service.title}
          </Title>
          <Badge variant="light" color="sea" tt="none">
            {intl.formatMessage(
              { id: 'revision.changedAt' },
              { date: intl.formatDate(String(revision.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) },
            )}
          </Badge>
        </Group>
        {review.changes.length > 0 && (
          <RevisionDiff changes={review.changes} caption={intl.formatMessage({ id: 'revision.diff.caption' }, { title: service.title })} />
        )}
        <NewPhotos photos={review.newPhotos} title={service.title} />
        <DecisionActions
          title={service.title}
          // Staff decide on the version they read: a newer one is refused (409) and the list reloads.
          onApprove={() => approve(revision.id, revision.version)}
          onSendBack={(note) => sendBack(revision.id, revision.version, note)}
          messages={REVISION_DECISION}
          onConflict={onConflict}
        />
      </Stack>
    </Card>
  );
}

/** Staff review screen: changes to live services, each as a field-by-field difference with Approve / Send back. */
export function RevisionReviewSection({ whenEmpty }: { whenEmpty?: ReactNode }) {
  const intl = useIntl();
  const { reviews, loading, error, reload } = useRevisionsForReview();
  if (loading) return <Skeleton height={220} radius="md" />;
  if (error) return <LoadError error={error} />;
  if (reviews.length === 0) return whenEmpty ?? null;
  return (
    <Stack gap="md" component="section" aria-labelledby="revisions-heading" data-testid="revision-section">
      <Stack gap={4}>
        <Title order={2} size="h3" id="revisions-heading">
          {intl.formatMessage({ id: 'revision.section.title' })}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'revision.section.lead' })}
        </Text>
      </Stack>
      {reviews.map((review) => (
        <RevisionCard key={review.revision.id} review={review} onConflict={reload} />
      ))}
    </Stack>
  );
}
