// /partner/dashboard: the last 12 months at a glance. The funnel (visits → requests → accepted →
// completed) in total or per object, and the commission per month by state (pending, payable, paid),
// each as a chart (its own chunk) and as a table; before there is anything, what will appear and when.
import { TableScroll } from '../../../shared/ui/table-scroll';
import { Box, Button, Card, EmptyState, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MoneyText } from '../../../shared/format/money-text';
import { monthLabel } from '../../../shared/format/month';
import type { MessageId } from '../../../shared/i18n/messages';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { AgreementNotice } from '../components/agreement-notice';
import { NoProfileCard } from '../components/no-profile-card';
import { conversion, FUNNEL_STAGES, funnelStages, isEmpty, type Figures } from '../components/partner-figures';
import { PartnerStatusPanel } from '../components/partner-status-panel';
import { usePartnerProfile } from '../hooks/use-partner';
import { usePartnerSummary, type PartnerSummary } from '../hooks/use-partner-ledger';

const PartnerFunnelChart = lazy(() => import('../components/partner-charts').then((charts) => ({ default: charts.PartnerFunnelChart })));
const PartnerCommissionChart = lazy(() =>
  import('../components/partner-charts').then((charts) => ({ default: charts.PartnerCommissionChart })),
);

const ALL = 'all';
const MONEY = ['pendingCents', 'payableCents', 'paidCents'] as const;

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fw={700} size="lg">
        {children}
      </Text>
    </Paper>
  );
}

function Totals({ totals }: { totals: Figures }) {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {FUNNEL_STAGES.map((stage) => (
        <Figure key={stage} label={intl.formatMessage({ id: `partnerDashboard.stage.${stage}` })} testId={`figure-${stage}`}>
          {intl.formatNumber(totals[stage])}
        </Figure>
      ))}
      {MONEY.map((state) => (
        <Figure key={state} label={intl.formatMessage({ id: `partnerDashboard.${state}` })} testId={`figure-${state}`}>
          <MoneyText cents={totals[state]} strong />
        </Figure>
      ))}
    </SimpleGrid>
  );
}

function FunnelCells({ figures }: { figures: Figures }) {
  const intl = useIntl();
  return (
    <>
      {FUNNEL_STAGES.map((stage) => {
        const share = conversion(figures, stage);
        return (
          <Table.Td key={stage} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {intl.formatNumber(figures[stage])}
            {share !== null && (
              <Text span size="xs" c="dimmed" display="block">
                {intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })}
              </Text>
            )}
          </Table.Td>
        );
      })}
    </>
  );
}

function Funnel({ summary }: { summary: PartnerSummary }) {
  const intl = useIntl();
  const titleId = useId();
  const [chosen, setChosen] = useState(ALL);
  const object = summary.objects.find((item) => String(item.objectId) === chosen);
  const figures = object?.totals ?? summary.totals;
  const head = (id: MessageId) => (
    <Table.Th ta="right" scope="col">
      {intl.formatMessage({ id })}
    </Table.Th>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {intl.formatMessage({ id: 'partnerDashboard.funnel.title' })}
          </Title>
          {summary.objects.length > 1 && (
            <Select
              label={intl.formatMessage({ id: 'partnerDashboard.funnel.object' })}
              data={[
                { value: ALL, label: intl.formatMessage({ id: 'partnerDashboard.funnel.allObjects' }) },
                ...summary.objects.map((item) => ({ value: String(item.objectId), label: item.objectName })),
              ]}
              value={chosen}
              onChange={(value) => setChosen(value ?? ALL)}
              allowDeselect={false}
              w={{ base: '100%', xs: 280 }}
            />
          )}
        </Group>
        <Box aria-hidden data-testid="funnel-chart">
          <Suspense fallback={<Skeleton height={220} />}>
            <PartnerFunnelChart stages={funnelStages(figures)} />
          </Suspense>
        </Box>
        <TableScroll minWidth={560}>
          <Table striped verticalSpacing="xs" data-testid="funnel-table">
            <Table.Caption>
              {intl.formatMessage(
                { id: 'partnerDashboard.funnel.caption' },
                { from: monthLabel(summary.from, intl.locale, 'long'), to: monthLabel(summary.to, intl.locale, 'long') },
              )}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{intl.formatMessage({ id: 'partnerDashboard.object' })}</Table.Th>
                {head('partnerDashboard.stage.visits')}
                {head('partnerDashboard.stage.requests')}
                {head('partnerDashboard.stage.accepted')}
                {head('partnerDashboard.stage.completed')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.objects.map((item) => (
                <Table.Tr key={item.objectId} data-object={item.objectName}>
                  <Table.Th scope="row" fw={500}>
                    {item.objectName}
                    {item.archived && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({intl.formatMessage({ id: 'partnerDashboard.archived' })})
                      </Text>
                    )}
                  </Table.Th>
                  <FunnelCells figures={item.totals} />
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-object="total" fw={700}>
                <Table.Th scope="row">{intl.formatMessage({ id: 'partnerDashboard.total' })}</Table.Th>
                <FunnelCells figures={summary.totals} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      </Stack>
    </Paper>
  );
}

function Commission({ summary }: { summary: PartnerSummary }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {intl.formatMessage({ id: 'partnerDashboard.commission.title' })}
        </Title>
        <Box aria-hidden data-testid="commission-chart">
          <Suspense fallback={<Skeleton height={260} />}>
            <PartnerCommissionChart months={summary.months} />
          </Suspense>
        </Box>
        <TableScroll minWidth={560}>
          <Table striped verticalSpacing="xs" data-testid="commission-table">
            <Table.Caption>{intl.formatMessage({ id: 'partnerDashboard.commission.caption' })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{intl.formatMessage({ id: 'partnerDashboard.month' })}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {intl.formatMessage({ id: 'partnerDashboard.stage.requests' })}
                </Table.Th>
                {MONEY.map((state) => (
                  <Table.Th key={state} scope="col" ta="right">
                    {intl.formatMessage({ id: `partnerDashboard.${state}` })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...summary.months].reverse().map((month) => (
                <Table.Tr key={month.month} data-month={month.month}>
                  <Table.Th scope="row" fw={500}>
                    {monthLabel(month.month, intl.locale)}
                  </Table.Th>
                  <Table.Td ta="right">{intl.formatNumber(month.requests)}</Table.Td>
                  {MONEY.map((state) => (
                    <Table.Td key={state} ta="right">
                      <MoneyText cents={month[state]} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-month="total" fw={700}>
                <Table.Th scope="row">{intl.formatMessage({ id: 'partnerDashboard.total' })}</Table.Th>
                <Table.Td ta="right">{intl.formatNumber(summary.totals.requests)}</Table.Td>
                {MONEY.map((state) => (
                  <Table.Td key={state} ta="right">
                    <MoneyText cents={summary.totals[state]} strong />
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'partnerDashboard.definitions' })}
        </Text>
      </Stack>
    </Paper>
  );
}

export default function PartnerDashboardPage() {
  const intl = useIntl();
  const { profile } = usePartnerProfile();
  const { summary, missingProfile, loading, error } = usePartnerSummary();

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={intl.formatMessage({ id: 'partnerDashboard.title' })}
        description={intl.formatMessage({ id: 'partnerDashboard.lead' })}
      />
      {loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={90} radius="md" />
          <Skeleton height={320} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : missingProfile || !summary ? (
        <NoProfileCard />
      ) : (
        <>
          {profile && profile.status !== 'APPROVED' && <PartnerStatusPanel status={profile.status} />}
          <AgreementNotice />
          {isEmpty(summary.totals) ? (
            <Card withBorder radius="md" padding="xl" data-testid="dashboard-empty">
              <EmptyState
                title={intl.formatMessage({ id: 'partnerDashboard.empty.title' })}
                description={intl.formatMessage({ id: 'partnerDashboard.empty.text' })}
              >
                <EmptyState.Actions>
                  <Button component={Link} to="/partner/objects">
                    {intl.formatMessage({ id: 'partnerDashboard.empty.action' })}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            </Card>
          ) : (
            <>
              <Totals totals={summary.totals} />
              <Funnel summary={summary} />
              <Commission summary={summary} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
