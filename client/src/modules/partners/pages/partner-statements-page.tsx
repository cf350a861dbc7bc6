// /partner/statements: the monthly statements, newest first: what each covers, its total and whether
// staff paid it; the document as a PDF in English or Croatian, or as CSV.
import { Badge, Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MoneyText } from '../../../shared/format/money-text';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { NoProfileCard } from '../components/no-profile-card';
import { statementPeriod } from '../components/statement-period';
import { downloadStatement, usePartnerStatements, type PartnerStatement, type StatementFormat } from '../hooks/use-partner-ledger';

const FORMATS: StatementFormat[] = ['pdf-en', 'pdf-hr', 'csv'];

function StatementCard({ statement }: { statement: PartnerStatement }) {
  const intl = useIntl();
  const notify = useNotify();
  const [working, setWorking] = useState<StatementFormat | null>(null);
  const period = statementPeriod(statement, intl.locale);
  const paid = statement.status === 'PAID';
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'Europe/Zagreb' });

  async function download(format: StatementFormat) {
    setWorking(format);
    try {
      await downloadStatement(statement.month, format);
    } catch {
      notify.error({ id: 'partnerStatements.downloadFailed' });
    } finally {
      setWorking(null);
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={`statement-${statement.id}`}
      data-testid="partner-statement"
      data-month={statement.month}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`statement-${statement.id}`}>
              {period}
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
        <Group gap="xs" align="baseline">
          <Text size="sm" fw={600}>
            {intl.formatMessage({ id: 'partnerStatements.total' })}
          </Text>
          <div data-testid="statement-total">
            <MoneyText cents={statement.totalCents} strong />
          </div>
        </Group>
        <Group gap="xs">
          {FORMATS.map((format) => (
            <Button
              key={format}
              variant="default"
              size="xs"
              loading={working === format}
              disabled={working !== null && working !== format}
              onClick={() => void download(format)}
              aria-label={intl.formatMessage({ id: `partnerStatements.downloadLabel.${format}` }, { period })}
            >
              {intl.formatMessage({ id: `partnerStatements.format.${format}` })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

export default function PartnerStatementsPage() {
  const intl = useIntl();
  const { statements, missingProfile, loading, error } = usePartnerStatements();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={intl.formatMessage({ id: 'partnerStatements.title' })}
        description={intl.formatMessage({ id: 'partnerStatements.lead' })}
      />
      {loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={150} radius="md" />
          <Skeleton height={150} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : missingProfile ? (
        <NoProfileCard />
      ) : statements.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="statements-empty">
          <EmptyState
            title={intl.formatMessage({ id: 'partnerStatements.empty.title' })}
            description={intl.formatMessage({ id: 'partnerStatements.empty.text' })}
          />
        </Card>
      ) : (
        statements.map((statement) => <StatementCard key={statement.id} statement={statement} />)
      )}
    </Stack>
  );
}
