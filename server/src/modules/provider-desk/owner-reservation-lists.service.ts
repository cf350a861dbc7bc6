// The provider's reservation lists (spec section 7, /api/owner/reservations/...), their own
// company's reservations only, most relevant first; each page costs two statements.
import type { RequestContext } from '../../context.js';
import type { PageArgs } from '../../shared/page.args.js';
import {
  ACCEPTED,
  ACCEPTED_FUTURE,
  ACCEPTED_PAST,
  ACCEPTED_TODAY,
  INACTIVE,
  pageOfReservations,
  userId,
  type ListQuery,
} from '../reservations/reservation-lists.service.js';
import { ReservationState } from '../reservations/reservation.entity.js';
import type { ReservationPage } from '../reservations/reservation-views.js';

/** The lists of a provider's reservations, most relevant first. */
export enum OwnerReservationList {
  PENDING_FUTURE = 'PENDING_FUTURE',
  ACCEPTED_TODAY = 'ACCEPTED_TODAY',
  ACCEPTED_FUTURE = 'ACCEPTED_FUTURE',
  ACCEPTED_PAST = 'ACCEPTED_PAST',
  ACCEPTED = 'ACCEPTED',
  OTHER = 'OTHER',
}

const OWNER_LISTS: Record<OwnerReservationList, ListQuery> = {
  // The soonest answer deadline first: what needs an answer now.
  PENDING_FUTURE: {
    where: `r.state = '${ReservationState.PENDING}' AND r.starts_at > clock_timestamp()`,
    order: 'r.answer_deadline ASC, r.id ASC',
  },
  ACCEPTED_TODAY,
  ACCEPTED_FUTURE,
  ACCEPTED_PAST,
  // Starts to come first (soonest first), then the past ones (latest first).
  ACCEPTED: {
    where: ACCEPTED,
    order:
      '(r.starts_at < clock_timestamp()) ASC, CASE WHEN r.starts_at >= clock_timestamp() THEN r.starts_at END ASC, r.starts_at DESC, r.id DESC',
  },
  OTHER: INACTIVE,
};

const OWN_COMPANY = 'r.company_id = (SELECT c.id FROM company c WHERE c.owner_id = $1)';

/** One of the provider's lists, their own company's reservations only. */
export function listOwnerReservations(ctx: RequestContext, list: OwnerReservationList, args: PageArgs): Promise<ReservationPage> {
  const { where, order } = OWNER_LISTS[list];
  return pageOfReservations(ctx, `${OWN_COMPANY} AND ${where}`, [userId(ctx)], order, args, 'owner');
}
