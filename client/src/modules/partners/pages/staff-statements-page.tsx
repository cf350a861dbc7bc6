// Staff (/staff/partner-statements): the partners' monthly statements, due ones first (oldest first),
// then paid; each with whom to pay, how much and to which IBAN. "Mark paid" (after a confirmation)
// writes the payout entries: the partner sees the statement paid.
import { Badge, Button, Card, EmptyState, Group, Pagination, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatIban } from '../../../../../common/iban';
import type { PartnerStatementStatus } from '../../../graphql/generated';
import { useCurrency } from '../../../shared/format/currency-store';
import { formatCents } from '../../../shared/format/money';
import { MoneyText } from '../../../shared/format/money-text';
import type { MessageId } from '../../../shared/i18n/messages';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { statementPeriod } from '../components/statement-period';
import { useStaffStatements, usePayStatement, type StaffStatement } from '../hooks/use-staff-statements';

type Filter = PartnerStatementStatus | 'ALL';
const FILTERS: Filter[] = ['READY', 'PAID', 'ALL'];

function isFilter(value: string | null): value is Filter {
  return FILTERS.includes(value as Filter);
}

function StatementCard({ statement, onPay }: { statement: StaffStatement; onPay(): void }) {
  const intl = useIntl();
  const paid = statement.status === 'PAID';
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'Europe/Zagreb' });
  const period = statementPeriod(statement, intl.locale);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={`staff-statement-${statement.id}`}
      data-testid="staff-statement"
      data-month={statement.month}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={`staff-statement-${statement.id}`} style={{ overflowWrap: 'anywhere' }}>
              {statement.partnerLegalName} · {period}
            </Title>
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'partnerStatements.issued' }, { date: date(statement.createdAt), count: statement.reservations })}
            </Text>
          </Stack>
          <Badge color={paid ? 'olive' : 'terracotta'} variant="light" data-testid="statement-status">
            {paid
              ? intl.formatMessage({ id: 'partnerStatements.paidOn' }, { date: date(statement.paidAt!) })
              : intl.formatMessage({ id: 'partnerStatements.status.READY' })}
          </Badge>
        </Group>
        <Stack component="dl" gap={6} m={0}>
          <Group gap="xs" align="baseline" wrap="wrap">
            <Text component="dt" size="sm" fw={600}>
              {intl.formatMessage({ id: 'partnerStatements.total' })}
            </Text>
            <dd style={{ margin: 0 }}>
              <MoneyText cents={statement.totalCents} strong />
            </dd>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm" fw={600}>
              {intl.formatMessage({ id: 'company.iban' })}:
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
              {formatIban(statement.partnerIban)}
            </Text>
          </Group>
        </Stack>
        {!paid && (
          <Group gap="xs">
            <Button color="olive" size="sm" onClick={onPay}>
              {intl.formatMessage({ id: 'staffStatements.markPaid' })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export default function StaffStatementsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const currency = useCurrency();
  const pay = usePayStatement();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: Filter = isFilter(requested) ? requested : 'READY';
  const [page, setPage] = useState(0);
  const { page: result, loading, error } = useStaffStatements(filter === 'ALL' ? null : filter, page);
  const [paying, setPaying] = useState<StaffStatement | null>(null);
  const [working, setWorking] = useState(false);

  async function confirm() {
    if (!paying) return;
    setWorking(true);
    try {
      const done = await pay(paying.id);
      notify.success({
        id: 'staffStatements.paid',
        values: { partner: done.partnerLegalName, period: statementPeriod(done, intl.locale) },
      });
      setPaying(null);
    } catch {
      notify.error({ id: 'error.generic' });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={intl.formatMessage({ id: 'staffStatements.title' })}
        description={intl.formatMessage({ id: 'staffStatements.lead' })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600} id="statement-filter-label">
          {intl.formatMessage({ id: 'staffStatements.filter' })}
        </Text>
        <SegmentedControl
          aria-labelledby="statement-filter-label"
          value={filter}
          onChange={(value) => {
            setPage(0);
            setParams({ status: value }, { replace: true });
          }}
          data={FILTERS.map((value) => ({ value, label: intl.formatMessage({ id: `staffStatements.filter.${value}` }) }))}
          w="fit-content"
          maw="100%"
        />
      </Stack>
      {loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : !result || result.totalElements === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="staff-statements-empty">
          <EmptyState
            title={intl.formatMessage({ id: `staffStatements.empty.${filter}` })}
            description={filter === 'READY' ? intl.formatMessage({ id: 'staffStatements.empty.READY.text' }) : undefined}
          />
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'staffStatements.count' }, { count: result.totalElements })}
          </Text>
          {result.content.map((statement) => (
            <StatementCard key={statement.id} statement={statement} onPay={() => setPaying(statement)} />
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
        </>
      )}
      <ConfirmDialog
        opened={paying !== null}
        title={intl.formatMessage(
          { id: 'staffStatements.confirmTitle' },
          { partner: paying?.partnerLegalName ?? '', period: paying ? statementPeriod(paying, intl.locale) : '' },
        )}
        text={intl.formatMessage(
          { id: 'staffStatements.confirmText' },
          {
            amount: paying ? formatCents(paying.totalCents, currency, intl.locale) : '',
            iban: paying ? formatIban(paying.partnerIban) : '',
          },
        )}
        confirmLabel={intl.formatMessage({ id: 'staffStatements.markPaid' })}
        confirmColor="olive"
        working={working}
        onConfirm={() => void confirm()}
        onClose={() => setPaying(null)}
      />
    </Stack>
  );
}
