// The dashboard's two charts (@mantine/charts on recharts), in a chunk of their own: the funnel from
// visit to experience, and the commission per month stacked by state. The same figures are in the
// tables beside them, which is what assistive technology reads.
import '@mantine/charts/styles.css';
import { BarChart, FunnelChart } from '@mantine/charts';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import { formatCents } from '../../../shared/format/money';
import { monthLabel } from '../../../shared/format/month';
import type { FunnelStage } from './partner-figures';

export const STAGE_COLORS: Record<FunnelStage, string> = {
  visits: 'sea.3',
  requests: 'sea.5',
  accepted: 'sea.7',
  completed: 'olive.7',
};

export const STATE_COLORS = { pendingCents: 'sand.6', payableCents: 'terracotta.6', paidCents: 'olive.6' } as const;

export function PartnerFunnelChart({ stages }: { stages: { stage: FunnelStage; value: number }[] }) {
  const intl = useIntl();
  return (
    <FunnelChart
      size={220}
      withLabels
      labelsPosition="right"
      labelColor="var(--mantine-color-text)"
      accessibilityLayer={false}
      data={stages.map(({ stage, value }) => ({
        name: intl.formatMessage({ id: `partnerDashboard.stage.${stage}` }),
        // A stage at 0 would vanish: it keeps a sliver, the label says 0.
        value,
        color: STAGE_COLORS[stage],
      }))}
      valueFormatter={(value) => intl.formatNumber(value)}
    />
  );
}

export interface CommissionMonth {
  month: string;
  pendingCents: number;
  payableCents: number;
  paidCents: number;
}

export function PartnerCommissionChart({ months }: { months: CommissionMonth[] }) {
  const intl = useIntl();
  const currency = useCurrency();
  return (
    <BarChart
      h={260}
      data={months.map((month) => ({
        month: monthLabel(month.month, intl.locale),
        pendingCents: month.pendingCents,
        payableCents: month.payableCents,
        paidCents: month.paidCents,
      }))}
      dataKey="month"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      accessibilityLayer={false}
      valueFormatter={(cents) => formatCents(cents, currency, intl.locale)}
      yAxisProps={{ width: 90 }}
      series={(Object.keys(STATE_COLORS) as (keyof typeof STATE_COLORS)[]).map((name) => ({
        name,
        label: intl.formatMessage({ id: `partnerDashboard.${name}` }),
        color: STATE_COLORS[name],
      }))}
    />
  );
}
