import { AspectRatio, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import { ServicePhoto } from '../../../shared/ui/service-photo';
import { useNotify } from '../../../shared/ui/use-notify';
import { LoadError } from '../../owner/components/load-error';
import { useRevisionActions, useRevisionsForReview, type RevisionReview } from '../hooks/use-revision-review';
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

function RevisionCard({ review }: { review: RevisionReview }) {
  const intl = useIntl();
  const notify = useNotify();
  const { approve, sendBack } = useRevisionActions();
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [working, setWorking] = useState<'approve' | 'return' | null>(null);
  const { revision, service } = review;
  const headingId = `revision-${revision.id}`;

  async function run(kind: 'approve' | 'return', work: () => Promise<void>, success: 'revision.approved' | 'revision.sentBack') {
    setWorking(kind);
    try {
      await work();
      notify.success({ id: success, values: { title: service.title } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
      else if (!(failure instanceof ApiError)) notify.error({ id: 'error.generic' });
      setWorking(null);
    }
  }

  function confirmReturn() {
    if (note.trim() === '') {
      setNoteError(intl.formatMessage({ id: 'validation.reviewNote.required' }));
      return;
    }
    void run('return', () => sendBack(revision.id, revision.version, note.trim()), 'revision.sentBack');
  }

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
        {returning ? (
          <Stack gap="xs">
            <Textarea
              label={intl.formatMessage({ id: 'review.note' })}
              description={intl.formatMessage({ id: 'revision.noteHint' })}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
              error={noteError}
              autosize
              minRows={3}
              maxLength={2000}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setReturning(false)} disabled={working !== null}>
                {intl.formatMessage({ id: 'app.cancel' })}
              </Button>
              <Button color="terracotta" onClick={confirmReturn} loading={working === 'return'}>
                {intl.formatMessage({ id: 'review.sendBack' })}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end" gap="xs">
            <Button variant="light" color="terracotta" onClick={() => setReturning(true)} disabled={working !== null}>
              {intl.formatMessage({ id: 'review.sendBackOpen' })}
            </Button>
            <Button color="olive" onClick={() => void run('approve', () => approve(revision.id, revision.version), 'revision.approved')} loading={working === 'approve'}>
              {intl.formatMessage({ id: 'revision.approve' })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Staff review screen: changes to live services, each as a field-by-field difference with Approve / Send back. */
export function RevisionReviewSection({ whenEmpty }: { whenEmpty?: ReactNode }) {
  const intl = useIntl();
  const { reviews, loading, error } = useRevisionsForReview();
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
        <RevisionCard key={review.revision.id} review={review} />
      ))}
    </Stack>
  );
}
