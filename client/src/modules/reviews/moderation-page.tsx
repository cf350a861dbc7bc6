// /staff/moderation: staff's moderation queue. Reported reviews first (each with its open reports), or
// the hidden ones, or all; hide with a reason code (abuse, personal data, not about the experience:
// there is no code for a negative review), show again, or keep a reported one; every step's log.
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useNotify } from '../../shared/ui/use-notify';
import { ReviewCard } from './review-card';
import {
  dismissReports,
  HIDDEN_REASONS,
  hideReview,
  moderationQueue,
  unhideReview,
  type HiddenReason,
  type ModerationFilter,
  type ModerationItem,
  type ModerationPage,
} from './reviews-api';

const PAGE_SIZE = 10;

function Item({ item, onChanged }: { item: ModerationItem; onChanged: (item: ModerationItem) => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [reason, setReason] = useState<HiddenReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (
    action: () => Promise<ModerationItem>,
    done: 'reviews.moderation.hiddenDone' | 'reviews.moderation.shownDone' | 'reviews.moderation.keptDone',
  ) => {
    setBusy(true);
    try {
      onChanged(await action());
      notify.success({ id: done });
    } catch (failure) {
      notify.error({ text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  };
  const when = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' });
  return (
    <ReviewCard review={item.review}>
      <Group gap="xs">
        <Badge variant="light">{item.serviceTitle}</Badge>
        {item.hiddenReason && (
          <Badge color="red" variant="light">
            {intl.formatMessage(
              { id: 'reviews.moderation.hiddenAs' },
              { reason: intl.formatMessage({ id: `reviews.reason.${item.hiddenReason}` }) },
            )}
          </Badge>
        )}
      </Group>
      {item.reports.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {intl.formatMessage({ id: 'reviews.moderation.reports' })}
          </Text>
          {item.reports.map((report) => (
            <Text size="sm" key={report.id}>
              {intl.formatMessage({ id: `reviews.moderation.by.${report.reporterRole}` })} · {when(report.createdAt)}: {report.reason}
            </Text>
          ))}
        </Stack>
      )}
      {item.hiddenReason ? (
        <Button
          variant="light"
          w="fit-content"
          loading={busy}
          onClick={() => run(() => unhideReview(item.review.id), 'reviews.moderation.shownDone')}
        >
          {intl.formatMessage({ id: 'reviews.moderation.unhide' })}
        </Button>
      ) : (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={intl.formatMessage({ id: 'reviews.moderation.reason' })}
            data={HIDDEN_REASONS.map((value) => ({ value, label: intl.formatMessage({ id: `reviews.reason.${value}` }) }))}
            value={reason}
            onChange={(value) => setReason(value as HiddenReason | null)}
            w={{ base: '100%', xs: 240 }}
          />
          <TextInput
            label={intl.formatMessage({ id: 'reviews.moderation.note' })}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            w={{ base: '100%', xs: 240 }}
          />
          <Button
            color="red"
            disabled={!reason}
            loading={busy}
            onClick={() => reason && run(() => hideReview(item.review.id, reason, note.trim() || null), 'reviews.moderation.hiddenDone')}
          >
            {intl.formatMessage({ id: 'reviews.moderation.hide' })}
          </Button>
          {item.reports.length > 0 && (
            <Button variant="light" loading={busy} onClick={() => run(() => dismissReports(item.review.id), 'reviews.moderation.keptDone')}>
              {intl.formatMessage({ id: 'reviews.moderation.keep' })}
            </Button>
          )}
        </Group>
      )}
      {item.log.length > 0 && (
        <Timeline bulletSize={12} lineWidth={2} active={item.log.length}>
          {item.log.map((step) => (
            <Timeline.Item key={step.id} title={intl.formatMessage({ id: `reviews.moderation.action.${step.action}` })}>
              <Text size="xs" c="dimmed">
                {when(step.at)}
                {step.reasonCode ? ` · ${intl.formatMessage({ id: `reviews.reason.${step.reasonCode}` })}` : ''}
                {step.note ? ` · ${step.note}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </ReviewCard>
  );
}

export default function ModerationQueuePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'reviews.moderation.title' });
  usePageTitle(title);
  const [filter, setFilter] = useState<ModerationFilter>('REPORTED');
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<ModerationPage | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    moderationQueue({ filter, page, size: PAGE_SIZE }).then(setAnswer, () => setFailed(true));
  }, [filter, page]);
  useEffect(load, [load]);
  const changed = (item: ModerationItem) =>
    answer && setAnswer({ ...answer, content: answer.content.map((entry) => (entry.review.id === item.review.id ? item : entry)) });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{intl.formatMessage({ id: 'reviews.moderation.lead' })}</Text>
      <SegmentedControl
        value={filter}
        onChange={(value) => {
          setPage(0);
          setFilter(value as ModerationFilter);
        }}
        data={(['REPORTED', 'HIDDEN', 'ALL'] as const).map((value) => ({
          value,
          label: intl.formatMessage({ id: `reviews.moderation.filter.${value}` }),
        }))}
        w="fit-content"
      />
      {failed && <Alert color="red">{intl.formatMessage({ id: 'reviews.loadFailed' })}</Alert>}
      {!answer && !failed && <Loader />}
      {answer && answer.content.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text>{intl.formatMessage({ id: 'reviews.moderation.empty' })}</Text>
        </Paper>
      )}
      {answer?.content.map((item) => (
        <Item key={item.review.id} item={item} onChanged={changed} />
      ))}
      {answer && answer.totalPages > 1 && (
        <Pagination total={answer.totalPages} value={page + 1} onChange={(value) => setPage(value - 1)} />
      )}
    </Stack>
  );
}
