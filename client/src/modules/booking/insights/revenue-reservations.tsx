// The revenue per booking of one month (its start): what the guest paid (net of refunds), Lokalno's
// commission, of it the sales partner's share when a partner referred the booking, and what the
// provider keeps. A page at a time.
import { ViaResellerBadge } from '../desk/via-reseller-badge';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { Alert, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { MoneyText } from '../../../shared/format/money-text';
import { monthLabel, monthsUpTo } from '../../../shared/format/month';
import type { MessageId } from '../../../shared/i18n/messages';
import { ownerRevenueReservations, type RevenueReservation, type RevenueReservationPage } from './insights-api';

const PAGE_SIZE = 20;
const STATES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'EXPIRED'];

function monthsBetween(from: string, to: string): string[] {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return monthsUpTo(to, (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1);
}

function Row({ booking }: { booking: RevenueReservation }) {
  const intl = useIntl();
  return (
    <Table.Tr data-testid="revenue-booking" data-number={booking.number}>
      <Table.Td>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {booking.number}
        </Text>
        <Text size="xs" c="dimmed">
          {booking.serviceTitle}
        </Text>
        <ViaResellerBadge name={booking.resellerName} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {intl.formatDate(new Date(`${booking.date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}
        <Text size="xs" c="dimmed">
          {STATES.includes(booking.state)
            ? intl.formatMessage({ id: `reservationCard.state.${booking.state}` as MessageId })
            : booking.state}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText cents={booking.grossCents} />
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText cents={booking.commissionCents} />
      </Table.Td>
      <Table.Td ta="right" data-testid="partner-share">
        {booking.partnerShareCents === null ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'insights.split.notReferred' })}
          </Text>
        ) : (
          <MoneyText cents={booking.partnerShareCents} />
        )}
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText cents={booking.netCents} strong />
      </Table.Td>
    </Table.Tr>
  );
}

export function RevenueReservations({ from, to, current, brandId }: { from: string; to: string; current: string; brandId?: number }) {
  const intl = useIntl();
  const titleId = useId();
  const months = useMemo(() => monthsBetween(from, to), [from, to]);
  const [month, setMonth] = useState(months.includes(current) ? current : to);
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<RevenueReservationPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = months.includes(month) ? month : months.includes(current) ? current : to;

  useEffect(() => {
    let live = true;
    setError(null);
    ownerRevenueReservations({ month: shown, page, size: PAGE_SIZE, brandId }).then(
      (answer) => live && setResult(answer),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [shown, page, brandId]);

  const head = (id: MessageId) => (
    <Table.Th scope="col" ta="right">
      {intl.formatMessage({ id })}
    </Table.Th>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-testid="revenue-split">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {intl.formatMessage({ id: 'insights.split.title' })}
            </Title>
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'insights.split.lead' })}
            </Text>
          </Stack>
          <Select
            label={intl.formatMessage({ id: 'insights.revenue.month' })}
            data={months.map((value) => ({ value, label: monthLabel(value, intl.locale, 'long') }))}
            value={shown}
            onChange={(value) => {
              setPage(0);
              setMonth(value ?? current);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {!result && !error && <Skeleton height={160} />}
        {result && result.totalElements === 0 && (
          <Text size="sm" c="dimmed" data-testid="revenue-split-empty">
            {intl.formatMessage({ id: 'insights.split.empty' }, { month: monthLabel(shown, intl.locale, 'long') })}
          </Text>
        )}
        {result && result.totalElements > 0 && (
          <>
            <TableScroll minWidth={720}>
              <Table striped verticalSpacing="xs" data-testid="revenue-split-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{intl.formatMessage({ id: 'insights.split.booking' })}</Table.Th>
                    <Table.Th scope="col">{intl.formatMessage({ id: 'insights.split.date' })}</Table.Th>
                    {head('insights.revenue.gross')}
                    {head('insights.revenue.commission')}
                    {head('insights.split.partnerShare')}
                    {head('insights.revenue.net')}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.content.map((booking) => (
                    <Row key={booking.reservationId} booking={booking} />
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
              {intl.formatMessage({ id: 'insights.split.definitions' })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
