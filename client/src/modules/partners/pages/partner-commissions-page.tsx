// /partner/commissions: the commission ledger, newest first, a page at a time, of one statement month
// or all: each entry's kind and balance in words, its booking and the amount (signed: a reversal or a
// move out of a balance is negative).
import { TableScroll } from '../../../shared/ui/table-scroll';
import { Badge, Card, EmptyState, Group, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PartnerLedgerState } from '../../../graphql/generated';
import { MoneyText } from '../../../shared/format/money-text';
import { monthLabel, monthsUpTo, zagrebMonth } from '../../../shared/format/month';
import type { MessageId } from '../../../shared/i18n/messages';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { NoProfileCard } from '../components/no-profile-card';
import { usePartnerCommissions, type PartnerCommission } from '../hooks/use-partner-ledger';

const ALL = 'all';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const STATE_COLOR: Record<PartnerLedgerState, string> = { PENDING: 'sand', PAYABLE: 'terracotta', PAID: 'olive' };

function EntryRow({ entry }: { entry: PartnerCommission }) {
  const intl = useIntl();
  return (
    <Table.Tr data-testid="ledger-entry" data-kind={entry.kind} data-state={entry.state}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {intl.formatDate(entry.occurredAt, { dateStyle: 'medium', timeZone: 'Europe/Zagreb' })}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {entry.reservationNumber}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.serviceTitle}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(
            { id: 'partnerLedger.experienceOn' },
            { date: intl.formatDate(new Date(`${entry.experienceDate}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) },
          )}
        </Text>
      </Table.Td>
      <Table.Td>{entry.objectName}</Table.Td>
      <Table.Td>
        <Text size="sm">{intl.formatMessage({ id: `partnerLedger.kind.${entry.kind}` })}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOR[entry.state]} variant="light" data-testid="ledger-state">
          {intl.formatMessage({ id: `partnerLedger.state.${entry.state}` })}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText cents={entry.amountCents} />
      </Table.Td>
    </Table.Tr>
  );
}

export default function PartnerCommissionsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = requested && MONTH.test(requested) ? requested : null;
  const [page, setPage] = useState(0);
  const { page: result, missingProfile, loading, error } = usePartnerCommissions(month, page);
  const months = useMemo(() => monthsUpTo(zagrebMonth(new Date()), 24), []);
  const head = (id: MessageId, right = false) => (
    <Table.Th scope="col" ta={right ? 'right' : undefined}>
      {intl.formatMessage({ id })}
    </Table.Th>
  );

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={intl.formatMessage({ id: 'partnerLedger.title' })}
        description={intl.formatMessage({ id: 'partnerLedger.lead' })}
      />
      <Group gap="sm" align="flex-end">
        <Select
          label={intl.formatMessage({ id: 'partnerLedger.month' })}
          data={[
            { value: ALL, label: intl.formatMessage({ id: 'partnerLedger.allMonths' }) },
            ...(month && !months.includes(month) ? [month] : []).concat(months).map((value) => ({
              value,
              label: monthLabel(value, intl.locale, 'long'),
            })),
          ]}
          value={month ?? ALL}
          onChange={(value) => {
            setPage(0);
            setParams(value && value !== ALL ? { month: value } : {}, { replace: true });
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {loading ? (
        <Skeleton height={320} radius="md" aria-busy="true" />
      ) : error ? (
        <LoadError error={error} />
      ) : missingProfile ? (
        <NoProfileCard />
      ) : !result || result.totalElements === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="ledger-empty">
          <EmptyState
            title={intl.formatMessage({ id: month ? 'partnerLedger.emptyMonth.title' : 'partnerLedger.empty.title' })}
            description={intl.formatMessage({ id: 'partnerLedger.empty.text' })}
          />
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'partnerLedger.count' }, { count: result.totalElements })}
          </Text>
          <TableScroll minWidth={760}>
            <Table striped verticalSpacing="xs" data-testid="ledger-table">
              <Table.Caption>{intl.formatMessage({ id: 'partnerLedger.caption' })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {head('partnerLedger.date')}
                  {head('partnerLedger.booking')}
                  {head('partnerDashboard.object')}
                  {head('partnerLedger.kind')}
                  {head('partnerLedger.state')}
                  {head('partnerLedger.amount', true)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.content.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {result.totalPages > 1 && (
            <Pagination
              total={result.totalPages}
              value={page + 1}
              onChange={(next) => setPage(next - 1)}
              getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `staffInquiries.page.${control}` as MessageId }) })}
              getItemProps={(item) => ({ 'aria-label': intl.formatMessage({ id: 'staffInquiries.page.number' }, { page: item }) })}
            />
          )}
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: 'partnerLedger.definitions' })}
          </Text>
        </>
      )}
    </Stack>
  );
}
