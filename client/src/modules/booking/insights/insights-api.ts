// The provider's insights over the REST facade: revenue statistics, the recent activity ("Today")
// and the day manifest PDF (downloaded with the bearer token, saved through a blob link).
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';

export type RevenueFigures = RestSchema['RevenueFigures'];
export type RevenueServiceLine = RestSchema['RevenueServiceLine'];
export type RevenueMonth = RestSchema['RevenueMonth'];
export type RevenueReport = RestSchema['RevenueReport'];
export type DayBooking = RestSchema['DayBooking'];
export type ActivityEvent = RestSchema['ActivityEvent'];
export type ActivityEventKind = ActivityEvent['kind'];
export type RecentActivity = RestSchema['RecentActivity'];
export type RevenueReservationPage = RestSchema['RevenueReservationPage'];
export type RevenueReservation = RestSchema['RevenueReservation'];
export type BrandOption = Pick<RestSchema['Brand'], 'id' | 'name'>;

export function ownerRevenue(query: { brandId?: number; from: string; to: string }): Promise<RevenueReport> {
  return apiFetch<RevenueReport>('/owner/reservations/revenue', { query });
}

/** Per booking of `month` (its start, YYYY-MM): gross, commission, net and the sales partner's share of the commission. */
export function ownerRevenueReservations(query: {
  brandId?: number;
  month: string;
  page: number;
  size: number;
}): Promise<RevenueReservationPage> {
  return apiFetch<RevenueReservationPage>('/owner/reservations/revenue/reservations', { query });
}

export function ownerBrands(): Promise<BrandOption[]> {
  return apiFetch<BrandOption[]>('/owner/brands');
}

export function ownerRecentActivity(): Promise<RecentActivity> {
  return apiFetch<RecentActivity>('/owner/reservations/activity');
}

/** Fetches the day manifest of `date` (YYYY-MM-DD) and hands it to the browser as a download. */
export async function downloadDayManifest(date: string): Promise<void> {
  const pdf = await apiFetch<Blob>('/owner/reservations/manifest', { query: { date }, blob: true });
  const href = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = href;
  link.download = `lokalno-manifest-${date}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
