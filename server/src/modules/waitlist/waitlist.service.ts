// The waitlist (issue 24): guests and customers join the line of a start that has too few places for
// their group (the offers checked as a booking request's, booking/offer-choice.ts), get a confirmation
// email with a link to leave, and leave through it; the provider reads the length of the line per
// start. Serving the line when places free up is waitlist-serve.ts; taking an offer, waitlist-offer.ts.
import { Temporal } from 'temporal-polyfill';
import type { BookableOffer } from '../../../../common/booking-rules.js';
import type { RequestContext } from '../../context.js';
import { toE164 } from '../../../../common/phone.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { User } from '../accounts/user.entity.js';
import { publicServiceSql, viewerOf } from '../catalog/service-visibility.js';
import { callerId } from '../owner/owner.service.js';
import { assertGuest } from '../booking/booking-request.service.js';
import { chooseOffers } from '../booking/offer-choice.js';
import { offeredStart, type ScheduleSeason } from '../scheduling/availability.js';
import { seasonsSql } from '../scheduling/availability.service.js';
import { releasePlaces } from '../scheduling/capacity.service.js';
import { LIVE_HOLD } from '../scheduling/slot.entity.js';
import { startInstant, TIME_ZONE } from '../scheduling/wall-clock.js';
import { queueWaitlistEmail } from './waitlist-emails.js';
import { WaitlistEntry, WaitlistState } from './waitlist-entry.entity.js';
import type { JoinWaitlistInput, OwnerWaitlistArgs, WaitlistEntryView, WaitlistLeft, WaitlistStartSummary } from './waitlist.inputs.js';
import { limitWaitlistJoin } from './waitlist-limits.js';
import { queueWaitlistServe } from './waitlist-serve.js';
import { readWaitlistToken } from './waitlist-tokens.js';

/** The most entries in line at one start, and the most lines one email waits in at once. */
export const MAX_ENTRIES_PER_START = 200;
export const MAX_ENTRIES_PER_EMAIL = 10;
/** The provider's list covers at most this many days. */
export const MAX_OWNER_WAITLIST_DAYS = 400;

const notBookable = () => new DomainError('UNPROCESSABLE', { id: 'capacity.notBookable' }, undefined, 'SLOT_NOT_BOOKABLE');
const placesAvailable = () => new DomainError('CONFLICT', { id: 'waitlist.placesAvailable' }, undefined, 'PLACES_AVAILABLE');
const lineFull = () => new DomainError('CONFLICT', { id: 'waitlist.lineFull' }, undefined, 'WAITLIST_FULL');
const tooManyEntries = () => new DomainError('CONFLICT', { id: 'waitlist.tooManyEntries' }, undefined, 'WAITLIST_LIMIT');

interface StartRow {
  title: string;
  min_people: number;
  max_people: number;
  places_per_start: number;
  advance_hours: number;
  public: boolean;
  seasons: ScheduleSeason[];
  offers: BookableOffer[];
  taken: number;
  in_line: number;
  by_email: number;
  now: Date;
}

/** The email the entry is kept under: the customer's account email, else the guest's. */
async function joinerEmail(ctx: RequestContext, input: JoinWaitlistInput): Promise<string> {
  if (ctx.user) {
    const account = await ctx.manager.findOne(User, { where: { id: ctx.user.id }, select: { id: true, email: true } });
    if (account) return account.email;
  }
  const email = input.email?.trim();
  if (!email) throw invalidInput({ email: { id: 'validation.required', values: { label: { id: 'label.email' } } } });
  return email;
}

/**
 * Joins the line of a start with too few places left for the chosen people. Joining again with the
 * same email answers the entry already in line. Anonymous callers are rate-limited per address and
 * email; a start's line and an email's lines are bounded.
 */
export async function joinWaitlist(ctx: RequestContext, serviceId: number, input: JoinWaitlistInput): Promise<WaitlistEntryView> {
  await assertGuest(ctx);
  const email = await joinerEmail(ctx, input);
  await limitWaitlistJoin(ctx, email);
  const startsAt = startInstant(input.date, input.startTime);
  return inTransaction(ctx, async (tx) => {
    const date = input.date;
    const [row]: (StartRow | undefined)[] = await tx.manager.query(
      `SELECT s.title, s.min_people, s.max_people, s.places_per_start, s.advance_hours, ${publicServiceSql('s', viewerOf(tx))} AS public,
         (SELECT COALESCE(json_agg(season), '[]') FROM (${seasonsSql('$1', '$3::date', '$3::date')}) season) AS seasons,
         (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'priceCents', o.price_cents, 'discountPriceCents', o.discount_price_cents, 'groupNumber', o.group_size) ORDER BY o.id), '[]')
            FROM offer o WHERE o.service_id = s.id AND o.archived_at IS NULL) AS offers,
         (SELECT COALESCE(sum(people), 0)::int FROM hold WHERE service_id = $1 AND starts_at = $2 AND ${LIVE_HOLD}) AS taken,
         (SELECT count(*)::int FROM waitlist_entry WHERE service_id = $1 AND starts_at = $2 AND state IN ('WAITING', 'OFFERED')) AS in_line,
         (SELECT count(*)::int FROM waitlist_entry WHERE lower(email) = lower($4) AND state IN ('WAITING', 'OFFERED') AND starts_at > clock_timestamp()) AS by_email,
         clock_timestamp() AS now
       FROM service s WHERE s.id = $1`,
      [serviceId, startsAt ?? new Date(0), date, email],
    );
    if (!row?.public) throw notFound();
    // The offers and the people rules, as for a booking request (one rule: booking/offer-choice.ts).
    const { chosen, people } = chooseOffers(row.offers, input.offers, { minPeople: row.min_people, maxPeople: row.max_people });
    if (chosen.length === 0) throw invalidInput({ offers: { id: 'booking.noOffers' } });
    if (!startsAt) throw notBookable();
    const schedule = {
      seasons: row.seasons,
      placesPerStart: row.places_per_start,
      advanceHours: row.advance_hours,
      placesTaken: row.taken,
    };
    const start = offeredStart(schedule, startsAt, new Date(row.now).getTime());
    if (!start) throw notBookable();
    const existing = await tx.manager.findOne(WaitlistEntry, {
      where: [
        { serviceId, startsAt, email, state: WaitlistState.WAITING },
        { serviceId, startsAt, email, state: WaitlistState.OFFERED },
      ],
    });
    if (existing) return presentEntry(tx, existing);
    if (start.placesLeft >= people) throw placesAvailable();
    if (row.in_line >= MAX_ENTRIES_PER_START) throw lineFull();
    if (row.by_email >= MAX_ENTRIES_PER_EMAIL) throw tooManyEntries();
    const inserted: { id: number }[] = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(WaitlistEntry)
      .values({
        serviceId,
        startsAt,
        date,
        startTime: input.startTime,
        people,
        offers: chosen,
        userId: tx.user?.id ?? null,
        email,
        phone: input.phone ? toE164(input.phone) : null,
        language: tx.locale,
        state: WaitlistState.WAITING,
      })
      .orIgnore()
      .returning(['id'])
      .execute()
      .then((result) => result.raw as { id: number }[]);
    // A parallel join of the same email won: its entry is the answer.
    const entry = inserted[0]
      ? await tx.manager.findOneByOrFail(WaitlistEntry, { id: inserted[0].id })
      : await tx.manager.findOneByOrFail(WaitlistEntry, { serviceId, startsAt, email, state: WaitlistState.WAITING });
    if (inserted[0]) await queueWaitlistEmail(tx, entry.id, 'JOINED');
    return presentEntry(tx, entry);
  });
}

async function presentEntry(ctx: RequestContext, entry: WaitlistEntry): Promise<WaitlistEntryView> {
  const [row]: { title: string; ahead: number }[] = await ctx.manager.query(
    `SELECT s.title, (SELECT count(*)::int FROM waitlist_entry w
        WHERE w.service_id = $1 AND w.starts_at = $2 AND w.state = 'WAITING' AND w.id < $3) AS ahead
     FROM service s WHERE s.id = $1`,
    [entry.serviceId, entry.startsAt, entry.id],
  );
  return {
    id: entry.id,
    state: entry.state,
    serviceId: entry.serviceId,
    serviceTitle: row?.title ?? '',
    date: entry.date,
    startTime: entry.startTime,
    startsAt: entry.startsAt,
    people: entry.people,
    offers: entry.offers,
    position: entry.state === WaitlistState.WAITING ? (row?.ahead ?? 0) + 1 : null,
    offerExpiresAt: entry.state === WaitlistState.OFFERED ? entry.offerExpiresAt : null,
  };
}

/** The entry an emailed link names (leave or offer link); 404 for a wrong token, 410 for an expired one. */
export async function waitlistEntryByToken(ctx: RequestContext, token: string): Promise<WaitlistEntryView> {
  const { entryId } = await readWaitlistToken(ctx, token);
  const entry = await ctx.manager.findOneBy(WaitlistEntry, { id: entryId });
  if (!entry) throw notFound();
  return presentEntry(ctx, entry);
}

/**
 * Leaves the line through an emailed link: LEFT, and an open offer's places given back (and offered
 * to the next in line). Leaving twice, or after the entry was served or expired, answers the same.
 */
export async function leaveWaitlist(ctx: RequestContext, token: string): Promise<WaitlistLeft> {
  const { entryId } = await readWaitlistToken(ctx, token);
  return inTransaction(ctx, async (tx) => {
    const entry = await tx.manager.findOne(WaitlistEntry, { where: { id: entryId }, lock: { mode: 'pessimistic_write' } });
    if (!entry) throw notFound();
    if (entry.state !== WaitlistState.WAITING && entry.state !== WaitlistState.OFFERED) return { left: true };
    await tx.manager.query("UPDATE waitlist_entry SET state = 'LEFT', closed_at = clock_timestamp() WHERE id = $1", [entry.id]);
    if (entry.state === WaitlistState.OFFERED && entry.holdId) {
      await releasePlaces(tx, entry.holdId);
      await queueWaitlistServe(tx, entry, `left:${entry.id}`);
    }
    return { left: true };
  });
}

function zagrebToday(now: number): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(TIME_ZONE).toPlainDate();
}

/**
 * The provider's starts with a waitlist (entries waiting or offered) between two Europe/Zagreb days,
 * soonest first: one statement whatever the number of starts.
 */
export async function ownerWaitlist(ctx: RequestContext, args: OwnerWaitlistArgs): Promise<WaitlistStartSummary[]> {
  const from = args.from ? Temporal.PlainDate.from(args.from) : zagrebToday(Date.now());
  const to = args.to ? Temporal.PlainDate.from(args.to) : from.add({ days: 60 });
  if (Temporal.PlainDate.compare(to, from) < 0) throw invalidInput({ to: { id: 'validation.dateToBeforeFrom' } });
  if (from.until(to).days > MAX_OWNER_WAITLIST_DAYS)
    throw invalidInput({ to: { id: 'validation.max', values: { max: MAX_OWNER_WAITLIST_DAYS } } });
  const rows: {
    service_id: number;
    title: string;
    date: string;
    start_time: string;
    starts_at: Date;
    waiting: number;
    waiting_people: number;
    offered_people: number;
  }[] = await ctx.manager.query(
    `SELECT e.service_id, s.title, e.date, e.start_time, e.starts_at,
       count(*) FILTER (WHERE e.state = 'WAITING')::int AS waiting,
       COALESCE(sum(e.people) FILTER (WHERE e.state = 'WAITING'), 0)::int AS waiting_people,
       COALESCE(sum(e.people) FILTER (WHERE e.state = 'OFFERED'), 0)::int AS offered_people
     FROM waitlist_entry e
     JOIN service s ON s.id = e.service_id
     JOIN brand b ON b.id = s.brand_id
     JOIN company c ON c.id = b.company_id
     WHERE c.owner_id = $1 AND e.state IN ('WAITING', 'OFFERED') AND e.date BETWEEN $2 AND $3
     GROUP BY e.service_id, s.title, e.date, e.start_time, e.starts_at
     ORDER BY e.starts_at, s.title
     LIMIT 500`,
    [callerId(ctx), from.toString(), to.toString()],
  );
  return rows.map((row) => ({
    serviceId: row.service_id,
    serviceTitle: row.title,
    date: row.date,
    startTime: row.start_time,
    startsAt: row.starts_at,
    waiting: row.waiting,
    waitingPeople: row.waiting_people,
    offeredPeople: row.offered_people,
  }));
}
