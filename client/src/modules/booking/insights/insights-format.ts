// Pure helpers of the statistics and "Today" screens: the period choices in Europe/Zagreb months,
// month labels, the chart's rows and which events are about money.
import { monthLabel, shiftMonth } from '../../../shared/format/month';
import type { ActivityEventKind, RevenueMonth } from './insights-api';

export const PERIODS = ['LAST_12', 'NEXT_12', 'THIS_YEAR', 'LAST_YEAR', 'LAST_36'] as const;
export type Period = (typeof PERIODS)[number];

/** The Europe/Zagreb month (YYYY-MM) and day (YYYY-MM-DD) of an instant. */
export function zagrebDay(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The first and last month of a period choice, counted from the current month (YYYY-MM). */
export function periodRange(period: Period, currentMonth: string): { from: string; to: string } {
  const year = Number(currentMonth.slice(0, 4));
  switch (period) {
    case 'THIS_YEAR':
      return { from: `${year}-01`, to: currentMonth };
    case 'LAST_YEAR':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
    // Bookings count in the month of their start: the months to come show what is booked already.
    case 'NEXT_12':
      return { from: currentMonth, to: shiftMonth(currentMonth, 11) };
    case 'LAST_36':
      return { from: shiftMonth(currentMonth, -35), to: currentMonth };
    default:
      return { from: shiftMonth(currentMonth, -11), to: currentMonth };
  }
}

export { monthLabel };

export interface ChartRow {
  month: string;
  /** EUR (not cents): what the provider keeps, and the commission; together the gross. */
  net: number;
  commission: number;
}

export function chartRows(months: RevenueMonth[], locale: string): ChartRow[] {
  return months.map((month) => ({
    month: monthLabel(month.month, locale),
    net: month.netCents / 100,
    commission: month.commissionCents / 100,
  }));
}

/** Events with an amount of money (shown beside the event). */
export function isMoneyEvent(kind: ActivityEventKind): boolean {
  return kind === 'CAPTURED' || kind === 'REFUNDED';
}
