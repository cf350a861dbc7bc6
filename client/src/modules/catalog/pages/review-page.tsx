import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  List,
  Skeleton,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { LoadError } from '../../owner/components/load-error';
import { PageHeader } from '../../owner/components/page-header';
import { useCategories } from '../../reference/hooks/use-categories';
import { useRegions } from '../../reference/hooks/use-regions';
import { responseTimeText } from '../components/preview/conditions';
import { RevisionReviewSection } from '../components/revision-review';
import { useReviewActions, useServicesForReview } from '../hooks/use-review';
import type { Service } from '../hooks/use-services';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function ReviewCard({ service, categoryName, regionName }: { service: Service; categoryName?: string; regionName?: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { approve, sendBack } = useReviewActions();
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [working, setWorking] = useState<'approve' | 'return' | null>(null);

  async function run(kind: 'approve' | 'return', work: () => Promise<void>, success: 'review.approved' | 'review.returned') {
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
    void run('return', () => sendBack(service.id, note.trim()), 'review.returned');
  }

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`review-${service.id}`} data-testid="review-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={`review-${service.id}`} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {service.title}
          </Title>
          {Boolean(service.submittedAt) && (
            <Badge variant="light" color="sea" tt="none">
              {intl.formatMessage(
                { id: 'review.submitted' },
                { date: intl.formatDate(String(service.submittedAt), { dateStyle: 'medium', timeStyle: 'short' }) },
              )}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={intl.formatMessage({ id: 'service.category' })}>{categoryName ?? '—'}</Fact>
          <Fact label={intl.formatMessage({ id: 'service.region' })}>{regionName ?? '—'}</Fact>
          <Fact label={intl.formatMessage({ id: 'review.people' })}>
            {service.minPeople}–{service.maxPeople}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'review.answer' })}>{responseTimeText(service.answerMinutes, intl)}</Fact>
        </SimpleGrid>
        <Fact label={intl.formatMessage({ id: 'service.meetingPoint' })}>{service.meetingPoint}</Fact>
        <Spoiler maxHeight={72} showLabel={intl.formatMessage({ id: 'generate.more' })} hideLabel={intl.formatMessage({ id: 'generate.less' })}>
          <Stack gap="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {service.description}
            </Text>
            <Fact label={intl.formatMessage({ id: 'service.ownerStatement' })}>{service.ownerStatement}</Fact>
            <Fact label={intl.formatMessage({ id: 'service.microLocation' })}>{service.microLocation}</Fact>
            {service.included.length > 0 && (
              <List size="sm">
                {service.included.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Spoiler>
        {returning ? (
          <Stack gap="xs">
            <Textarea
              label={intl.formatMessage({ id: 'review.note' })}
              description={intl.formatMessage({ id: 'review.noteHint' })}
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
            <Button color="olive" onClick={() => void run('approve', () => approve(service.id), 'review.approved')} loading={working === 'approve'}>
              {intl.formatMessage({ id: 'review.approve' })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Staff (/staff/review): services waiting for approval, oldest first; approve and release, or send back with a note. */
export default function ReviewPage() {
  const intl = useIntl();
  const { services, loading, error } = useServicesForReview();
  const { categories } = useCategories();
  const { regions } = useRegions();
  const names = useMemo(
    () => ({
      categories: new Map(categories.map((category) => [category.id, category.name])),
      regions: new Map(regions.map((region) => [region.id, region.name])),
    }),
    [categories, regions],
  );

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={intl.formatMessage({ id: 'review.title' })}
        description={intl.formatMessage({ id: 'review.lead' })}
      />
      <RevisionReviewSection />
      {loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : services.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState
            title={intl.formatMessage({ id: 'review.empty.title' })}
            description={intl.formatMessage({ id: 'review.empty.text' })}
          />
        </Card>
      ) : (
        <>
          <Alert color="sea" variant="light">
            {intl.formatMessage({ id: 'review.count' }, { count: services.length })}
          </Alert>
          {services.map((service) => (
            <ReviewCard
              key={service.id}
              service={service}
              categoryName={names.categories.get(service.categoryId)}
              regionName={names.regions.get(service.regionId)}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
