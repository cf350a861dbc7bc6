// /dashboard/statistics: tabs Revenues and Reviews (reviews/owner-reviews.tsx). Revenues: filter
// by brand and period, the totals, a chart per month (its own chunk) and the numbers as a table;
// an empty period says what to do next. Below, a month's bookings one by one: commission, the sales
// partner's share of it when a partner referred the booking, and the provider's net.
import { Alert, Button, Container, Group, Loader, Paper, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCurrency } from '../../../shared/format/currency-store';
import type { MessageId } from '../../../shared/i18n/messages';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { amounts } from '../flow/booking-format';
import { ownerBrands, ownerRevenue, type BrandOption, type RevenueReport } from '../insights/insights-api';
import { chartRows, PERIODS, periodRange, zagrebDay, type Period } from '../insights/insights-format';
import { RevenueReservations } from '../insights/revenue-reservations';
import { RevenueTable } from '../insights/revenue-table';
import { OwnerReviews } from '../../reviews/owner-reviews';

const RevenueChart = lazy(() => import('../insights/revenue-chart'));

const ALL_BRANDS = 'all';

function Figure({ label, value, other }: { label: string; value: string; other?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {other && (
        <Text size="xs" c="dimmed">
          {other}
        </Text>
      )}
    </Paper>
  );
}

function Totals({ report }: { report: RevenueReport }) {
  const intl = useIntl();
  const currency = useCurrency();
  const money = (cents: number) => amounts(cents, currency, intl.locale);
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      <Figure
        label={label('insights.revenue.gross')}
        value={money(report.totals.grossCents).chosen}
        other={money(report.totals.grossCents).other}
      />
      <Figure
        label={label('insights.revenue.commission')}
        value={money(report.totals.commissionCents).chosen}
        other={money(report.totals.commissionCents).other}
      />
      <Figure
        label={label('insights.revenue.net')}
        value={money(report.totals.netCents).chosen}
        other={money(report.totals.netCents).other}
      />
      <Figure label={label('insights.revenue.bookings')} value={String(report.totals.bookings)} />
      <Figure label={label('insights.revenue.guests')} value={String(report.totals.guests)} />
    </SimpleGrid>
  );
}

function EmptyRevenue() {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="revenue-empty">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {intl.formatMessage({ id: 'insights.revenue.emptyTitle' })}
        </Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'insights.revenue.emptyText' })}</Text>
        <Group>
          <Button component={Link} to="/dashboard/reservations">
            {intl.formatMessage({ id: 'insights.revenue.openBookings' })}
          </Button>
          <Button component={Link} to="/dashboard/brands" variant="light">
            {intl.formatMessage({ id: 'insights.revenue.openServices' })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Revenues() {
  const intl = useIntl();
  const [brands, setBrands] = useState<BrandOption[]>([]);
  const [brand, setBrand] = useState<string>(ALL_BRANDS);
  const [period, setPeriod] = useState<Period>('LAST_12');
  const [report, setReport] = useState<RevenueReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const currentMonth = zagrebDay(new Date()).slice(0, 7);
  const range = useMemo(() => periodRange(period, currentMonth), [period, currentMonth]);

  useEffect(() => {
    ownerBrands().then(setBrands, () => setBrands([]));
  }, []);

  useEffect(() => {
    let current = true;
    setError(null);
    ownerRevenue({ ...range, brandId: brand === ALL_BRANDS ? undefined : Number(brand) }).then(
      (answer) => current && setReport(answer),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [range, brand]);

  const empty = report !== null && report.totals.grossCents === 0 && report.totals.bookings === 0;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={intl.formatMessage({ id: 'insights.revenue.brand' })}
          data={[
            { value: ALL_BRANDS, label: intl.formatMessage({ id: 'insights.revenue.allBrands' }) },
            ...brands.map((item) => ({ value: String(item.id), label: item.name })),
          ]}
          value={brand}
          onChange={(value) => setBrand(value ?? ALL_BRANDS)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={intl.formatMessage({ id: 'insights.revenue.period' })}
          data={PERIODS.map((value) => ({ value, label: intl.formatMessage({ id: `insights.period.${value}` }) }))}
          value={period}
          onChange={(value) => setPeriod((value as Period | null) ?? 'LAST_12')}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {!report && !error && <Loader />}
      {report && empty && <EmptyRevenue />}
      {report && !empty && (
        <>
          <Totals report={report} />
          <Paper withBorder radius="md" p="md" data-testid="revenue-chart">
            <Suspense fallback={<Loader />}>
              <RevenueChart rows={chartRows(report.months, intl.locale)} />
            </Suspense>
          </Paper>
          <RevenueTable report={report} />
          <RevenueReservations
            key={`${range.from}:${range.to}`}
            from={range.from}
            to={range.to}
            current={currentMonth}
            brandId={brand === ALL_BRANDS ? undefined : Number(brand)}
          />
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: 'insights.revenue.definitions' })}
          </Text>
        </>
      )}
    </Stack>
  );
}

export default function StatisticsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'statistics.title' });
  usePageTitle(title);
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Tabs defaultValue="revenues" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="revenues">{intl.formatMessage({ id: 'insights.tab.revenues' })}</Tabs.Tab>
            <Tabs.Tab value="reviews">{intl.formatMessage({ id: 'insights.tab.reviews' })}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="revenues" pt="md">
            <Revenues />
          </Tabs.Panel>
          <Tabs.Panel value="reviews" pt="md">
            <OwnerReviews />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
