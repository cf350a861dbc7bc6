// Staff (/staff/resellers): every reseller with its commission, providers and balances (what it owes,
// what it has paid), switched off ones marked; "New reseller" opens the form.
import { Anchor, Badge, Button, Card, EmptyState, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MoneyText } from '../../../shared/format/money-text';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { useResellers } from '../hooks/use-resellers';

export default function StaffResellersPage() {
  const intl = useIntl();
  const { resellers, loading, error } = useResellers();
  const percent = (bp: number) => intl.formatNumber(bp / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={intl.formatMessage({ id: 'resellers.staff.title' })}
        description={intl.formatMessage({ id: 'resellers.staff.lead' })}
        actions={
          <Button component={Link} to="/staff/resellers/new">
            {intl.formatMessage({ id: 'resellers.staff.new' })}
          </Button>
        }
      />
      {loading ? (
        <Skeleton height={200} radius="md" />
      ) : error ? (
        <LoadError error={error} />
      ) : !resellers || resellers.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState title={intl.formatMessage({ id: 'resellers.staff.empty' })} />
        </Card>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <TableScroll minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.column.name' })}</Table.Th>
                  <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.column.contact' })}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {intl.formatMessage({ id: 'resellers.column.commission' })}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {intl.formatMessage({ id: 'resellers.column.providers' })}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {intl.formatMessage({ id: 'resellers.column.due' })}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {intl.formatMessage({ id: 'resellers.column.paid' })}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {resellers.map((reseller) => (
                  <Table.Tr key={reseller.id} data-testid="reseller-row" data-name={reseller.name}>
                    <Table.Td>
                      <Anchor component={Link} to={`/staff/resellers/${reseller.id}`} fw={600}>
                        {reseller.name}
                      </Anchor>
                      {!reseller.active && (
                        <Badge color="gray" variant="light" ml="xs" size="sm">
                          {intl.formatMessage({ id: 'resellers.inactive' })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{reseller.contactName ?? '—'}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {reseller.contactEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{percent(reseller.commissionBp)}</Table.Td>
                    <Table.Td ta="right">{reseller.providers}</Table.Td>
                    <Table.Td ta="right">
                      <MoneyText cents={reseller.dueCents} strong={reseller.dueCents > 0} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText cents={reseller.paidCents} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Card>
      )}
    </Stack>
  );
}
