// The reservation lists of a signed-in customer (their own only), one reservation by id, the
// rejection reasons, and the list conditions the provider's lists (provider-desk) share. "Today",
// "future" and "past" are Europe/Zagreb dates. Every page costs two statements (the count and the page), whatever its size.
import type { RequestContext } from '../../context.js';
import { notFound, unauthenticated } from '../../shared/errors.js';
import { pageOf, type PageArgs } from '../../shared/page.args.js';
import { allReads } from '../../shared/transaction.js';
import { ReservationState } from './reservation.entity.js';
import {
  loadReservationView,
  loadReservationViews,
  RejectionReasonView,
  type ReservationAudience,
  type ReservationPage,
  type ReservationView,
} from './reservation-views.js';

/** The lists of the customer's purchases (spec section 7, /api/customer/reservations/...). */
export enum CustomerReservationList {
  ALL = 'ALL',
  PENDING = 'PENDING',
  ACCEPTED_TODAY = 'ACCEPTED_TODAY',
  ACCEPTED_FUTURE = 'ACCEPTED_FUTURE',
  ACCEPTED_PAST = 'ACCEPTED_PAST',
  INACTIVE = 'INACTIVE',
}

export const TODAY = "(clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date";
const INACTIVE_STATES = `'${ReservationState.REJECTED}', '${ReservationState.CANCELLED}', '${ReservationState.EXPIRED}'`;
export const ACCEPTED = `r.state = '${ReservationState.ACCEPTED}'`;

export interface ListQuery {
  where: string;
  order: string;
}

const SOONEST_START: ListQuery['order'] = 'r.starts_at ASC, r.id ASC';
const LATEST_START: ListQuery['order'] = 'r.starts_at DESC, r.id DESC';
export const ACCEPTED_TODAY: ListQuery = { where: `${ACCEPTED} AND r.date = ${TODAY}`, order: SOONEST_START };
export const ACCEPTED_FUTURE: ListQuery = { where: `${ACCEPTED} AND r.date > ${TODAY}`, order: SOONEST_START };
export const ACCEPTED_PAST: ListQuery = { where: `${ACCEPTED} AND r.date < ${TODAY}`, order: LATEST_START };
export const INACTIVE: ListQuery = {
  where: `r.state IN (${INACTIVE_STATES})`,
  order: 'COALESCE(r.decided_at, r.created_at) DESC, r.id DESC',
};

/** Condition (after the owner condition) and order of each list. */
const CUSTOMER_LISTS: Record<CustomerReservationList, ListQuery> = {
  ALL: { where: 'TRUE', order: LATEST_START },
  PENDING: { where: `r.state = '${ReservationState.PENDING}'`, order: SOONEST_START },
  ACCEPTED_TODAY,
  ACCEPTED_FUTURE,
  ACCEPTED_PAST,
  INACTIVE,
};

export function userId(ctx: RequestContext): number {
  if (!ctx.user) throw unauthenticated();
  return ctx.user.id;
}

/** A page of reservations matching `where` (on `r`, parameters from $1), in two statements. */
export async function pageOfReservations(
  ctx: RequestContext,
  where: string,
  params: unknown[],
  order: string,
  args: PageArgs,
  audience: ReservationAudience,
): Promise<ReservationPage> {
  const { page, size } = pageOf(args);
  const [[{ total }], content] = await allReads<[{ total: number }[], ReservationView[]]>(ctx, [
    () => ctx.manager.query(`SELECT count(*)::int AS total FROM reservation r WHERE ${where}`, params),
    () => loadReservationViews(ctx, { where, params, order, limit: size, offset: page * size }, audience),
  ]);
  return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
}

/** One of the signed-in customer's lists. */
export function listCustomerReservations(ctx: RequestContext, list: CustomerReservationList, args: PageArgs): Promise<ReservationPage> {
  const { where, order } = CUSTOMER_LISTS[list];
  return pageOfReservations(ctx, `r.user_id = $1 AND ${where}`, [userId(ctx)], order, args, 'customer');
}

/** One of the signed-in customer's reservations; another's (or none) is a 404. */
export async function customerReservation(ctx: RequestContext, id: number): Promise<ReservationView> {
  const [view] = await loadReservationViews(ctx, { where: 'r.id = $1 AND r.user_id = $2', params: [id, userId(ctx)] }, 'customer');
  if (!view) throw notFound();
  return view;
}

/** The reasons a provider may give when rejecting, in their order, names in both languages. */
export async function listRejectionReasons(ctx: RequestContext): Promise<RejectionReasonView[]> {
  const rows: { id: number; code: string; name_en: string; name_hr: string }[] = await ctx.manager.query(
    'SELECT id, code, name_en, name_hr FROM rejection_reason ORDER BY sort_order, id',
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: ctx.locale === 'hr' ? row.name_hr : row.name_en,
    nameEn: row.name_en,
    nameHr: row.name_hr,
  }));
}

export { loadReservationView };
