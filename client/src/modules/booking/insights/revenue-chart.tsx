// The revenue chart (@mantine/charts on recharts): per month, what the provider keeps (net) and the
// commission stacked to the gross. Its own chunk, loaded by the statistics screen only.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useIntl } from 'react-intl';
import { useFormatPrice } from '../../../shared/format/use-format-price';
import type { ChartRow } from './insights-format';

export default function RevenueChart({ rows }: { rows: ChartRow[] }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  return (
    <BarChart
      h={280}
      data={rows}
      dataKey="month"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      valueFormatter={formatPrice}
      yAxisProps={{ width: 90 }}
      series={[
        { name: 'net', label: intl.formatMessage({ id: 'insights.revenue.net' }), color: 'teal.6' },
        { name: 'commission', label: intl.formatMessage({ id: 'insights.revenue.commission' }), color: 'gray.4' },
      ]}
    />
  );
}
