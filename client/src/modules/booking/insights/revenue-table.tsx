// The revenue numbers as a table: months × gross, commission, net, bookings, guests, and the totals;
// money in the chosen currency with the other beside it.
import { TableScroll } from '../../../shared/ui/table-scroll';
import { Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import { amounts } from '../flow/booking-format';
import type { RevenueFigures, RevenueReport } from './insights-api';
import type { MessageId } from '../../../shared/i18n/messages';
import { monthLabel } from './insights-format';

function Money({ cents }: { cents: number }) {
  const { locale } = useIntl();
  const currency = useCurrency();
  const { chosen, other } = amounts(cents, currency, locale);
  return (
    <>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {chosen}
      </Text>
      <Text span size="xs" c="dimmed" display="block" style={{ whiteSpace: 'nowrap' }}>
        {other}
      </Text>
    </>
  );
}

function Cells({ figures }: { figures: RevenueFigures }) {
  return (
    <>
      <Table.Td ta="right">
        <Money cents={figures.grossCents} />
      </Table.Td>
      <Table.Td ta="right">
        <Money cents={figures.commissionCents} />
      </Table.Td>
      <Table.Td ta="right">
        <Money cents={figures.netCents} />
      </Table.Td>
      <Table.Td ta="right">{figures.bookings}</Table.Td>
      <Table.Td ta="right">{figures.guests}</Table.Td>
    </>
  );
}

export function RevenueTable({ report }: { report: RevenueReport }) {
  const intl = useIntl();
  const head = (id: MessageId) => <Table.Th ta="right">{intl.formatMessage({ id })}</Table.Th>;
  return (
    <TableScroll minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="revenue-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage({ id: 'insights.revenue.month' })}</Table.Th>
            {head('insights.revenue.gross')}
            {head('insights.revenue.commission')}
            {head('insights.revenue.net')}
            {head('insights.revenue.bookings')}
            {head('insights.revenue.guests')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...report.months].reverse().map((month) => (
            <Table.Tr key={month.month} data-month={month.month}>
              <Table.Td>{monthLabel(month.month, intl.locale)}</Table.Td>
              <Cells figures={month} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-month="total" fw={700}>
            <Table.Td>{intl.formatMessage({ id: 'insights.revenue.total' })}</Table.Td>
            <Cells figures={report.totals} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
