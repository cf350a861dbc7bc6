// Reviews over the REST facade: a service's public reviews, the author's review of a reservation
// (signed in by id, or through the booking link's number and token) with its photos, the provider's
// reply and statistics, reports, and staff's moderation queue.
import { apiFetch } from '../../shared/api/rest';
import type { RestSchema } from '../../shared/api/rest-schema';

export type PublicReview = RestSchema['PublicReview'];
export type ReviewPage = RestSchema['ReviewPage'];
export type ReviewEligibility = RestSchema['ReviewEligibility'];
export type ReviewInput = RestSchema['ReviewInput'];
export type ReviewStatistics = RestSchema['ReviewStatistics'];
export type ModerationPage = RestSchema['ModerationPage'];
export type ModerationItem = RestSchema['ModerationItem'];
export type HiddenReason = NonNullable<ModerationItem['hiddenReason']>;
export type ReviewSort = 'NEWEST' | 'HIGHEST' | 'LOWEST';
export type ModerationFilter = 'REPORTED' | 'HIDDEN' | 'ALL';
export const HIDDEN_REASONS: HiddenReason[] = ['ABUSE', 'PERSONAL_DATA', 'NOT_ABOUT_EXPERIENCE'];
export const MAX_REVIEW_PHOTOS = 5;
export const MAX_REVIEW_TEXT = 2000;

/** How the author reaches their reservation. */
export type ReviewAccess = { kind: 'customer'; reservationId: number } | { kind: 'link'; number: string; token: string };

function base(access: ReviewAccess): { path: string; query?: Record<string, string> } {
  return access.kind === 'customer'
    ? { path: `/customer/reservations/${access.reservationId}/review` }
    : { path: `/reservations/${encodeURIComponent(access.number)}/review`, query: { token: access.token } };
}

export type CountryOption = Pick<RestSchema['Country'], 'code' | 'name'>;

/** The countries in the caller's language (REST: the guest screens have no GraphQL client). */
export function countries(signal?: AbortSignal): Promise<CountryOption[]> {
  return apiFetch<CountryOption[]>('/countries', { signal });
}

export function serviceReviews(
  serviceId: number,
  query: { page: number; size: number; sort: ReviewSort; stars?: number },
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return apiFetch<ReviewPage>(`/services/${serviceId}/reviews`, { query, signal });
}

export function reviewState(access: ReviewAccess, signal?: AbortSignal): Promise<ReviewEligibility> {
  const { path, query } = base(access);
  return apiFetch<ReviewEligibility>(path, { query, signal });
}

export function saveReview(access: ReviewAccess, input: ReviewInput, existing: boolean): Promise<PublicReview> {
  const { path, query } = base(access);
  return apiFetch<PublicReview>(path, { method: existing ? 'PUT' : 'POST', body: input, query });
}

export function addReviewPhoto(access: ReviewAccess, file: File): Promise<PublicReview> {
  const { path, query } = base(access);
  const form = new FormData();
  form.append('photo', file);
  return apiFetch<PublicReview>(`${path}/photos`, { method: 'POST', body: form, query });
}

export function deleteReviewPhoto(access: ReviewAccess, name: string): Promise<PublicReview> {
  const { path, query } = base(access);
  return apiFetch<PublicReview>(`${path}/photos/${encodeURIComponent(name)}`, { method: 'DELETE', query });
}

export function replyToReview(reviewId: number, text: string): Promise<PublicReview> {
  return apiFetch<PublicReview>(`/owner/reviews/${reviewId}/reply`, { method: 'PUT', body: { text } });
}

export function reviewStatistics(): Promise<ReviewStatistics> {
  return apiFetch<ReviewStatistics>('/owner/reviews/statistics');
}

export function reportReview(reviewId: number, reason: string): Promise<void> {
  return apiFetch<void>(`/reviews/${reviewId}/reports`, { method: 'POST', body: { reason } });
}

export function moderationQueue(query: { filter: ModerationFilter; page: number; size: number }): Promise<ModerationPage> {
  return apiFetch<ModerationPage>('/admin/reviews', { query });
}

export function hideReview(reviewId: number, reason: HiddenReason, note: string | null): Promise<ModerationItem> {
  return apiFetch<ModerationItem>(`/admin/reviews/${reviewId}/hidden`, { method: 'PUT', body: { reason, note } });
}

export function unhideReview(reviewId: number): Promise<ModerationItem> {
  return apiFetch<ModerationItem>(`/admin/reviews/${reviewId}/hidden`, { method: 'DELETE' });
}

export function dismissReports(reviewId: number): Promise<ModerationItem> {
  return apiFetch<ModerationItem>(`/admin/reviews/${reviewId}/reports`, { method: 'DELETE' });
}
