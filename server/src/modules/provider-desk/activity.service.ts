// The provider's recent activity, the "Today" landing of the dashboard: today's accepted bookings
// in start order, the requests that need an answer first (soonest answer deadline), and the latest
// events of the company's reservations, newest first. Events come from reservation_event, an
// append-only log written by triggers on reservation, payment (migration ReservationEvents) and
// reservation_change (migration ChangeEvents), and by check-in (CHECKED_IN, NO_SHOW). Three statements whatever the numbers.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { unauthenticated } from '../../shared/errors.js';
import { allReads } from '../../shared/transaction.js';
import { DayBooking, loadDayBookings } from './day-manifest.js';
import { CancelledBy, ReservationState } from '../reservations/reservation.entity.js';
import { loadReservationViews, ReservationView } from '../reservations/reservation-views.js';

export const MAX_ACTIVITY_EVENTS = 20;
export const MAX_NEEDS_ANSWER = 20;

export enum ActivityEventKind {
  REQUESTED = 'REQUESTED',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
  CANCELLED = 'CANCELLED',
  EXPIRED = 'EXPIRED',
  CAPTURED = 'CAPTURED',
  REFUNDED = 'REFUNDED',
  CHANGE_PROPOSED = 'CHANGE_PROPOSED',
  CHANGE_ACCEPTED = 'CHANGE_ACCEPTED',
  CHANGE_DECLINED = 'CHANGE_DECLINED',
  CHANGE_WITHDRAWN = 'CHANGE_WITHDRAWN',
  CHANGE_EXPIRED = 'CHANGE_EXPIRED',
  CHECKED_IN = 'CHECKED_IN',
  NO_SHOW = 'NO_SHOW',
}

registerEnumType(ActivityEventKind, {
  name: 'ActivityEventKind',
  description:
    'REQUESTED (a new request), ACCEPTED, REJECTED, CANCELLED, EXPIRED, CAPTURED (the card payment was taken), REFUNDED (money given back); ' +
    "of a change the provider proposed: CHANGE_PROPOSED, then CHANGE_ACCEPTED or CHANGE_DECLINED (the guest's answer), CHANGE_WITHDRAWN (by the provider) or CHANGE_EXPIRED (no answer in time).",
});

/** Which tab of /dashboard/reservations shows a reservation now. */
export enum ReservationDeskTab {
  REQUESTS = 'REQUESTS',
  TODAY = 'TODAY',
  UPCOMING = 'UPCOMING',
  PAST = 'PAST',
  INACTIVE = 'INACTIVE',
}

registerEnumType(ReservationDeskTab, {
  name: 'ReservationDeskTab',
  description: "The tab of the provider's bookings desk that lists a reservation now.",
});

@ObjectType({ description: "Something that happened to one of the provider's reservations." })
export class ActivityEvent {
  @Field(() => ActivityEventKind)
  kind: ActivityEventKind;

  @Field(() => Date)
  at: Date;

  @Field(() => Int)
  reservationId: number;

  @Field()
  number: string;

  @Field()
  serviceTitle: string;

  @Field({ description: "YYYY-MM-DD of the booking's start." })
  date: string;

  @Field()
  startTime: string;

  @Field(() => Int)
  people: number;

  @Field(() => CancelledBy, { nullable: true, description: 'For CANCELLED: who cancelled.' })
  cancelledBy: CancelledBy | null;

  @Field(() => Int, { nullable: true, description: 'For CAPTURED and REFUNDED: the amount moved, EUR cents.' })
  amountCents: number | null;

  @Field(() => ReservationDeskTab)
  tab: ReservationDeskTab;

  @Field({ description: 'Where the provider opens the reservation: /dashboard/reservations?tab=…&number=….' })
  link: string;
}

@ObjectType({ description: 'The provider\'s "Today": today\'s bookings, what needs an answer first, the latest events.' })
export class RecentActivity {
  @Field(() => [DayBooking], { description: "Today's accepted bookings (Europe/Zagreb), in start order." })
  today: DayBooking[];

  @Field(() => [ReservationView], {
    description: `Requests waiting for an answer, the soonest answer deadline first (at most ${MAX_NEEDS_ANSWER}).`,
  })
  needsAnswer: ReservationView[];

  @Field(() => [ActivityEvent], { description: `The latest events, newest first (at most ${MAX_ACTIVITY_EVENTS}).` })
  events: ActivityEvent[];

  @Field(() => Date, { description: "The server's clock, to count the time left to answer from." })
  now: Date;
}

const TODAY = "(clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date";
const KINDS = Object.values(ActivityEventKind)
  .map((kind) => `'${kind}'`)
  .join(', ');

interface EventRow {
  kind: ActivityEventKind;
  at: Date;
  reservation_id: number;
  number: string;
  title: string;
  date: string;
  start_time: string;
  people: number;
  cancelled_by: CancelledBy | null;
  amount_cents: number | null;
  tab: ReservationDeskTab;
  now: Date;
}

async function latestEvents(ctx: RequestContext, userId: number): Promise<EventRow[]> {
  return ctx.manager.query(
    `SELECT e.kind, e.at, e.reservation_id, r.number, s.title, to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time, r.people,
        CASE WHEN e.kind = '${ReservationState.CANCELLED}' THEN r.cancelled_by END AS cancelled_by, e.amount_cents,
        CASE
          WHEN r.state = '${ReservationState.PENDING}' THEN '${ReservationDeskTab.REQUESTS}'
          WHEN r.state <> '${ReservationState.ACCEPTED}' THEN '${ReservationDeskTab.INACTIVE}'
          WHEN r.date = ${TODAY} THEN '${ReservationDeskTab.TODAY}'
          WHEN r.date > ${TODAY} THEN '${ReservationDeskTab.UPCOMING}'
          ELSE '${ReservationDeskTab.PAST}'
        END AS tab,
        clock_timestamp() AS now
       FROM reservation_event e
       JOIN reservation r ON r.id = e.reservation_id
       JOIN service s ON s.id = r.service_id
      WHERE e.company_id = (SELECT c.id FROM company c WHERE c.owner_id = $1) AND e.kind IN (${KINDS})
      ORDER BY e.at DESC, e.id DESC
      LIMIT ${MAX_ACTIVITY_EVENTS}`,
    [userId],
  );
}

function eventOf(row: EventRow): ActivityEvent {
  return {
    kind: row.kind,
    at: new Date(row.at),
    reservationId: row.reservation_id,
    number: row.number,
    serviceTitle: row.title,
    date: row.date,
    startTime: row.start_time,
    people: row.people,
    cancelledBy: row.cancelled_by,
    amountCents: row.amount_cents,
    tab: row.tab,
    link: `/dashboard/reservations?tab=${row.tab.toLowerCase()}&number=${encodeURIComponent(row.number)}`,
  };
}

/** The caller's recent activity (GET /api/owner/reservations/activity, ownerRecentActivity). */
export async function ownerRecentActivity(ctx: RequestContext): Promise<RecentActivity> {
  if (!ctx.user) throw unauthenticated();
  const userId = ctx.user.id;
  const pending = `r.company_id = (SELECT c.id FROM company c WHERE c.owner_id = $1) AND r.state = '${ReservationState.PENDING}' AND r.starts_at > clock_timestamp()`;
  const [today, needsAnswer, events] = await allReads<[DayBooking[], ReservationView[], EventRow[]]>(ctx, [
    () => loadDayBookings(ctx, null),
    () =>
      loadReservationViews(
        ctx,
        { where: pending, params: [userId], order: 'r.answer_deadline ASC, r.id ASC', limit: MAX_NEEDS_ANSWER },
        'owner',
      ),
    () => latestEvents(ctx, userId),
  ]);
  const now = events[0]?.now ? new Date(events[0].now) : new Date();
  return { today, needsAnswer, events: events.map(eventOf), now };
}
