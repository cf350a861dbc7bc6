// The provider's insights over the REST facade: revenue statistics, the recent activity ("Today")
// and the day manifest PDF (downloaded with the bearer token, saved through a blob link).
import { apiFetch } from '../../../shared/api/rest';
import type { Reservation } from '../reservation-api';

export interface RevenueFigures {
  grossCents: number;
  commissionCents: number;
  netCents: number;
  bookings: number;
  guests: number;
}

export interface RevenueServiceLine extends RevenueFigures {
  serviceId: number;
  title: string;
  brandName: string;
}

export interface RevenueMonth extends RevenueFigures {
  /** YYYY-MM */
  month: string;
  services: RevenueServiceLine[];
}

export interface RevenueReport {
  from: string;
  to: string;
  brandId: number | null;
  months: RevenueMonth[];
  services: RevenueServiceLine[];
  totals: RevenueFigures;
}

export interface DayBooking {
  id: number;
  number: string;
  serviceTitle: string;
  brandName: string;
  date: string;
  startTime: string;
  people: number;
  guestName: string | null;
  email: string;
  phone: string;
  message: string | null;
  offers: { name: string; quantity: number }[];
}

export type ActivityEventKind =
  | 'REQUESTED' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED' | 'CAPTURED' | 'REFUNDED'
  | 'CHANGE_PROPOSED' | 'CHANGE_ACCEPTED' | 'CHANGE_DECLINED' | 'CHANGE_WITHDRAWN' | 'CHANGE_EXPIRED';

export interface ActivityEvent {
  kind: ActivityEventKind;
  at: string;
  number: string;
  serviceTitle: string;
  date: string;
  startTime: string;
  people: number;
  cancelledBy: 'GUEST' | 'PROVIDER' | null;
  amountCents: number | null;
  link: string;
}

export interface RecentActivity {
  today: DayBooking[];
  needsAnswer: Reservation[];
  events: ActivityEvent[];
  now: string;
}

export interface BrandOption {
  id: number;
  name: string;
}

export function ownerRevenue(query: { brandId?: number; from: string; to: string }): Promise<RevenueReport> {
  return apiFetch<RevenueReport>('/owner/reservations/revenue', { query });
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
