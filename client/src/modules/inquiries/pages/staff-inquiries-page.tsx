// Staff (/staff/inquiries): the inquiries of each kind in tabs, newest first, with paging and the handled toggle.
import { Anchor, Badge, Card, EmptyState, Group, Pagination, Skeleton, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatPhone } from '../../../../../common/phone';
import type { InquiryKind } from '../../../graphql/generated';
import type { MessageId } from '../../../shared/i18n/messages';
import { useNotify } from '../../../shared/ui/use-notify';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { INQUIRY_KINDS, useInquiries, useSetInquiryHandled, type StaffInquiry } from '../use-inquiries';

function isKind(value: string | null): value is InquiryKind {
  return INQUIRY_KINDS.includes(value as InquiryKind);
}

/** The sent fields of one inquiry, as label and value, skipping what its kind does not use. */
function useDetails(inquiry: StaffInquiry): [string, string][] {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const rows: [string, string | null][] = [
    [t('inquiry.phone'), inquiry.phone ? formatPhone(inquiry.phone) : null],
    [t('inquiry.subject'), inquiry.subject ?? null],
    [t('staffInquiries.dates'), inquiry.dateFrom ? `${inquiry.dateFrom} – ${inquiry.dateTo}` : null],
    [t('inquiry.groupSize'), inquiry.groupSize == null ? null : String(inquiry.groupSize)],
    [t('inquiry.interests'), inquiry.interests ?? null],
    [t('inquiry.budget'), inquiry.budget == null ? null : money(inquiry.budget)],
    [
      t('cooperation.category'),
      inquiry.category ? intl.formatMessage({ id: `cooperation.category.${inquiry.category}` as MessageId }) : null,
    ],
    [t('cooperation.description'), inquiry.description ?? null],
    [t('staffInquiries.brand'), inquiry.brandId == null ? null : `#${inquiry.brandId}`],
    [t('inquiry.message'), inquiry.message ?? null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

function InquiryCard({ inquiry }: { inquiry: StaffInquiry }) {
  const intl = useIntl();
  const notify = useNotify();
  const setHandled = useSetInquiryHandled();
  const [saving, setSaving] = useState(false);
  const details = useDetails(inquiry);
  const handled = inquiry.handledAt != null;
  const received = intl.formatDate(inquiry.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' });

  async function toggle(next: boolean) {
    setSaving(true);
    try {
      await setHandled(inquiry.id, next);
    } catch {
      notify.error({ id: 'error.generic' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`${inquiry.name}, ${received}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {inquiry.name}
            </Text>
            <Anchor href={`mailto:${inquiry.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {inquiry.email}
            </Anchor>
            <Text size="sm" c="dimmed">
              {received} · {inquiry.language.toUpperCase()}
            </Text>
          </Stack>
          <Badge color={handled ? 'olive' : 'terracotta'} variant="light">
            {intl.formatMessage({ id: handled ? 'staffInquiries.handled' : 'staffInquiries.open' })}
          </Badge>
        </Group>
        {details.length > 0 && (
          <Stack component="dl" gap={6} m={0}>
            {details.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        <Switch
          checked={handled}
          disabled={saving}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          label={intl.formatMessage({ id: 'staffInquiries.markHandled' })}
        />
      </Stack>
    </Card>
  );
}

function KindPanel({ kind }: { kind: InquiryKind }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const { page: result, loading, error } = useInquiries(kind, page);
  if (loading) return <Skeleton height={180} radius="md" aria-busy="true" />;
  if (error) return <LoadError error={error} />;
  if (!result || result.totalElements === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <EmptyState title={intl.formatMessage({ id: 'staffInquiries.empty' })} />
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'staffInquiries.count' }, { count: result.totalElements })}
      </Text>
      {result.content.map((inquiry) => (
        <InquiryCard key={inquiry.id} inquiry={inquiry} />
      ))}
      {result.totalPages > 1 && (
        <Pagination
          total={result.totalPages}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `staffInquiries.page.${control}` as MessageId }) })}
          getItemProps={(item) => ({ 'aria-label': intl.formatMessage({ id: 'staffInquiries.page.number' }, { page: item }) })}
        />
      )}
    </Stack>
  );
}

/** Staff (/staff/inquiries): the inquiries of each kind, newest first; mark them handled. */
export default function StaffInquiriesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: InquiryKind = isKind(requested) ? requested : 'HELP';

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageHeader
        title={intl.formatMessage({ id: 'staffInquiries.title' })}
        description={intl.formatMessage({ id: 'staffInquiries.lead' })}
      />
      <Tabs value={kind} onChange={(value) => isKind(value) && setParams({ kind: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
          {INQUIRY_KINDS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {intl.formatMessage({ id: `staffInquiries.kind.${value}` })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INQUIRY_KINDS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <KindPanel kind={value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
