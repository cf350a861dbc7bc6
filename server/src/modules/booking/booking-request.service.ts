// Booking requests (the draft of the booking flow): the guest's choice holds places through
// capacity.service (reference booking-request:{id}, then booking-request:{id}:{n} after the n-th
// re-hold) until the hold expires; then the recap (discount code) and the personal info. Every
// change locks the request first (an advisory lock on its id, so two first POSTs of one new id
// queue too, then the row FOR UPDATE), and reads PostgreSQL's clock under that lock.
import { toE164 } from '../../../../common/phone.js';
import { slugify } from '../../../../common/service-links.js';
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { User } from '../accounts/user.entity.js';
import { PhotoReviewState } from '../catalog/photo.entity.js';
import { publicServiceSql, viewerOf } from '../catalog/service-visibility.js';
import { referralOf } from '../partners/referral.service.js';
import { startInstant } from '../scheduling/wall-clock.js';
import { prepareHold, releasePlaces, takeHold, type PreparedHold } from '../scheduling/capacity.service.js';
import { Hold } from '../scheduling/slot.entity.js';
import { chooseOffers } from './offer-choice.js';
import { BookingRequest, BookingRequestOffer, BookingRequestStatus, BookingRequestStep } from './booking-request.entity.js';
import type { BookingPersonalInput, BookingRecapInput, BookingRequestInput } from './booking-request.inputs.js';
import { BookingRequestStatusView, type BookingRequestView } from './booking-request.types.js';
import { badRequestId, bookingExpired, requestClosed, stepOrder, switchToCustomer } from './booking.errors.js';
import { normaliseDiscountCode, validDiscountCode } from './discount-code.service.js';
import { assertPayable, priceBooking, type Price, type PriceLine, type PricedOffer } from './pricing.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const STEP_ORDER = [BookingRequestStep.RECAP, BookingRequestStep.PERSONAL, BookingRequestStep.PAYMENT];

/** The request id as stored (lower case), or 400 on `id`. */
export function requestId(id: string): string {
  if (typeof id !== 'string' || !UUID_V4.test(id)) throw badRequestId();
  return id.toLowerCase();
}

/** The capacity hold reference of a request's `round`-th hold (0: the first). */
export function holdReference(id: string, round: number): string {
  return round === 0 ? `booking-request:${id}` : `booking-request:${id}:${round}`;
}

/** A provider books only once they hold the guest role too (the token may predate adding it: read the account). */
export async function assertGuest(ctx: RequestContext): Promise<void> {
  const user = ctx.user;
  if (!user || !user.roles.includes('ROLE_OWNER') || user.roles.includes('ROLE_CUSTOMER')) return;
  const account = await ctx.manager.findOne(User, { where: { id: user.id }, select: { id: true, roles: true } });
  if (!account?.roles.includes('ROLE_CUSTOMER')) throw switchToCustomer();
}

export interface LockedRequest {
  request: BookingRequest | null;
  /** The clock read once the lock is held. */
  now: number;
}

/** Locks the request id, whether the row exists yet or not (so two first POSTs of one new id queue too). */
async function lockRequestId(tx: RequestContext, id: string): Promise<void> {
  await tx.manager.query("SELECT pg_advisory_xact_lock(hashtextextended('booking-request:' || $1, 0))", [id]);
}

/** Locks the request id (whether the row exists yet or not), then the row; reads the clock. */
export async function lockRequest(tx: RequestContext, id: string): Promise<LockedRequest> {
  await lockRequestId(tx, id);
  const request = await tx.manager.findOne(BookingRequest, { where: { id }, lock: { mode: 'pessimistic_write' } });
  return { request, now: await databaseNow(tx) };
}

/** 409 REQUEST_IN_PROGRESS: another call on the same booking request holds its lock right now. */
export const requestBusy = () => new DomainError('CONFLICT', { id: 'booking.requestBusy' }, undefined, 'REQUEST_IN_PROGRESS');

/**
 * lockRequest without waiting: the calls that reach the card (pay, send) are serialised per request,
 * and a second one while the first is under way is refused at once with 409 REQUEST_IN_PROGRESS
 * instead of holding a connection while it waits (40 parallel pays: one reaches the card).
 */
export async function claimRequest(tx: RequestContext, id: string): Promise<LockedRequest> {
  const [{ locked }] = (await tx.manager.query(
    "SELECT pg_try_advisory_xact_lock(hashtextextended('booking-request:' || $1, 0)) AS locked",
    [id],
  )) as { locked: boolean }[];
  if (!locked) throw requestBusy();
  const request = await tx.manager.findOne(BookingRequest, { where: { id }, lock: { mode: 'pessimistic_write' } });
  return { request, now: await databaseNow(tx) };
}

/** Someone else's request is not found: a logged-in guest's request is theirs only. */
export function assertOwnRequest(ctx: RequestContext, request: BookingRequest | null): asserts request is BookingRequest {
  if (!request) throw notFound();
  if (request.userId !== null && request.userId !== ctx.user?.id) throw notFound();
}

export function isExpired(request: BookingRequest, now: number): boolean {
  return request.status === BookingRequestStatus.OPEN && request.expiresAt !== null && request.expiresAt.getTime() <= now;
}

/** An OPEN request whose places are still held; 409 when sent or cleared, 410 when expired. */
function assertOpen(request: BookingRequest, now: number): void {
  if (request.status !== BookingRequestStatus.OPEN) throw requestClosed();
  if (isExpired(request, now)) throw bookingExpired();
}

interface BookableService {
  id: number;
  brandId: number;
  minPeople: number;
  maxPeople: number;
  /** The offers guests can choose (not archived), as pricing reads them. */
  offers: PricedOffer[];
}

/** A booking_request row as row_to_json gives it, made into the entity as TypeORM's find would. */
function requestOf(tx: RequestContext, json: Record<string, unknown>): BookingRequest {
  const metadata = tx.manager.dataSource.getMetadata(BookingRequest);
  const request = metadata.create() as BookingRequest;
  for (const column of metadata.columns)
    column.setEntityValue(request, tx.manager.dataSource.driver.prepareHydratedValue(json[column.databaseName], column));
  return request;
}

interface SaveStart {
  existing: BookingRequest | null;
  /** Null when guests may not book it. */
  service: BookableService | null;
  /** The clock, read once the row is locked. */
  now: number;
}

/**
 * Once the request id is locked, in one statement: the request's row locked FOR UPDATE, the
 * service as guests can book it (service-visibility.ts) with its live offers, and the clock. The
 * clock is read after the row lock is held: the join is projected once its locked side has its row.
 */
async function lockedRequestWithService(tx: RequestContext, id: string, serviceId: number): Promise<SaveStart> {
  const [row]: { now: Date; request: Record<string, unknown> | null; service: BookableService | null }[] = await tx.manager.query(
    `SELECT clock_timestamp() AS now, row_to_json(r) AS request,
       (SELECT json_build_object('id', s.id, 'brandId', s.brand_id, 'minPeople', s.min_people, 'maxPeople', s.max_people,
          'offers', (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'name', o.name, 'priceCents', o.price_cents, 'discountPriceCents', o.discount_price_cents, 'groupNumber', o.group_size) ORDER BY o.id), '[]')
                     FROM offer o WHERE o.service_id = s.id AND o.archived_at IS NULL))
        FROM service s WHERE s.id = $2 AND ${publicServiceSql('s', viewerOf(tx, { codeColumns: ['r.referral_code'] }))}) AS service
     FROM (VALUES (1)) one LEFT JOIN (SELECT * FROM booking_request WHERE id = $1 FOR UPDATE) r ON true`,
    [id, serviceId],
  );
  return { existing: row.request ? requestOf(tx, row.request) : null, service: row.service, now: new Date(row.now).getTime() };
}

/** The caller as capacity sees them: with the referral given now, else the one the request kept. */
function withKeptReferral(tx: RequestContext, existing: BookingRequest | null): RequestContext {
  if (tx.referral || !existing?.referralCode || !existing.referralVisitedAt) return tx;
  return { ...tx, referral: { code: existing.referralCode, visitedAt: existing.referralVisitedAt } };
}

const notBookable = () => new DomainError('UNPROCESSABLE', { id: 'capacity.notBookable' }, undefined, 'SLOT_NOT_BOOKABLE');

function holdTtlMs(ctx: RequestContext): number {
  return ctx.config.BOOKING_HOLD_MINUTES * 60_000;
}

/** Ends an OPEN request: status ENDED and its places given back. */
async function endRequest(tx: RequestContext, request: BookingRequest): Promise<void> {
  if (request.holdId) await releasePlaces(tx, request.holdId);
  await tx.manager.update(BookingRequest, { id: request.id }, { status: BookingRequestStatus.ENDED });
}

/**
 * Creates the request (places held for BOOKING_HOLD_MINUTES) or, for an OPEN one, sets the listed
 * offers' quantities (0 removes; none left ends it). A different start or number of people gives
 * the old places back and holds the new ones, keeping the countdown's end.
 *
 * The start's slot lock is taken last: everything that does not depend on it (the service and
 * offers, the people and money limits, the calendar check of prepareHold, the request's rows and
 * its view) runs before it, so under the lock there are only takeHold's two statements and the
 * request's hold id and expiry (the hold must exist before the row refers to it), then COMMIT.
 */
export async function saveBookingRequest(
  ctx: RequestContext,
  rawId: string,
  input: BookingRequestInput,
  options: { claim?: PlaceClaim } = {},
): Promise<BookingRequestView> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  // The referral given now (the body's, else the Lokalno-Referral header's) replaces a kept one: last referral wins.
  const given = (await referralOf(ctx, input.referralCode)) ?? ctx.referral;
  return inTransaction(ctx, async (caller) => {
    const tx = { ...caller, referral: given };
    await lockRequestId(tx, id);
    const { existing, service, now } = await lockedRequestWithService(tx, id, input.serviceId);
    if (existing) {
      assertOwnRequest(tx, existing);
      assertOpen(existing, now);
      if (existing.serviceId !== input.serviceId) throw invalidInput({ serviceId: { id: 'booking.otherService' } });
    }
    if (!service) throw notFound();
    const { offers } = service;
    const current = existing ? await tx.manager.findBy(BookingRequestOffer, { requestId: id }) : [];
    const { chosen, people } = chooseOffers(offers, input.offers, { minPeople: service.minPeople, maxPeople: service.maxPeople }, current);
    if (chosen.length === 0) {
      if (!existing) throw invalidInput({ offers: { id: 'booking.noOffers' } });
      await tx.manager.delete(BookingRequestOffer, { requestId: id });
      await endRequest(tx, existing);
      return presentRequest(tx, id);
    }

    // The most this choice can cost (no discount code): over the payment limit, nothing is held.
    assertPayable(priceBooking(offers, chosen, { feePercent: tx.config.BOOKING_FEE_PERCENT }));

    const startsAt = startInstant(input.date, input.startTime);
    if (!startsAt) throw notBookable();

    const hold = existing?.holdId ? await tx.manager.findOneBy(Hold, { id: existing.holdId }) : null;
    let round = existing?.holdRound ?? 0;
    let prepared: PreparedHold | null = null;
    // A new request made with a claim (a waitlist offer) takes the places held for it: counted as free for its hold.
    const claimed = !existing && options.claim ? await options.claim.open(tx, { serviceId: service.id, startsAt }) : null;
    if (!hold || hold.people !== people || hold.startsAt.getTime() !== startsAt.getTime()) {
      let ttlMs = holdTtlMs(ctx);
      if (existing) {
        round += 1;
        // The countdown keeps its end: changing the choice does not buy more time.
        if (existing.expiresAt) ttlMs = Math.max(1000, Math.min(ttlMs, existing.expiresAt.getTime() - now));
        // Given back first, so the new hold may reuse these places (all in this one transaction).
        if (existing.holdId) await releasePlaces(tx, existing.holdId);
      }
      // The calendar, the per-booking maximum and a full start are refused here, before any write.
      prepared = await prepareHold(withKeptReferral(tx, existing), {
        serviceId: service.id,
        startsAt,
        people,
        reference: holdReference(id, round),
        ttlMs,
        freeing: claimed,
      });
    }

    // Until the new hold is taken below the row keeps the old one (given back above), or none.
    const values = {
      serviceId: service.id,
      startsAt,
      date: input.date,
      startTime: input.startTime,
      holdRound: round,
      ...(given ? { referralCode: given.code, referralVisitedAt: given.visitedAt } : {}),
    };
    if (existing) await tx.manager.update(BookingRequest, { id }, values);
    else
      await tx.manager.insert(BookingRequest, {
        id,
        ...values,
        holdId: null,
        expiresAt: null,
        userId: ctx.user?.id ?? null,
        language: ctx.locale,
      });
    if (existing) await tx.manager.delete(BookingRequestOffer, { requestId: id });
    await tx.manager.insert(
      BookingRequestOffer,
      chosen.map(({ offerId, quantity }) => ({ requestId: id, offerId, quantity })),
    );
    const view = await presentRequest(tx, id);
    if (!prepared) return view;

    // The slot lock: from here to COMMIT, the hold's two statements and this row's update.
    const taken = await takeHold(withKeptReferral(tx, existing), prepared);
    // Plain SQL: no query building while the start is locked.
    await tx.manager.query('UPDATE booking_request SET hold_id = $2, expires_at = $3, updated_at = CURRENT_TIMESTAMP WHERE id = $1', [
      id,
      taken.id,
      taken.expiresAt,
    ]);
    if (claimed && options.claim) await options.claim.use(tx);
    // The places were just held until expiresAt: the request is open, whatever the row said before.
    return { ...view, status: BookingRequestStatusView.OPEN, expiresAt: taken.expiresAt };
  });
}

/**
 * Places already held for the guest elsewhere (a waitlist offer) that a new request takes over, so
 * they are not taken a second time: `open` checks the claim for the request's start (under its own
 * locks) and names the hold whose places count as free for the request's hold; `use` runs once the
 * request holds its places, in the same transaction (it gives the claimed hold back).
 */
export interface PlaceClaim {
  open(tx: RequestContext, start: { serviceId: number; startsAt: Date }): Promise<string>;
  use(tx: RequestContext): Promise<void>;
}

/** The request as its guest sees it (404 for someone else's). */
export async function getBookingRequest(ctx: RequestContext, rawId: string): Promise<BookingRequestView> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  const request = await ctx.manager.findOneBy(BookingRequest, { id });
  assertOwnRequest(ctx, request);
  return presentRequest(ctx, id);
}

/** Clears the request: ENDED, places given back. Clearing twice is harmless; a sent request is a 409. */
export async function clearBookingRequest(ctx: RequestContext, rawId: string): Promise<BookingRequestView> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request } = await lockRequest(tx, id);
    assertOwnRequest(tx, request);
    if (request.status === BookingRequestStatus.SENT) throw requestClosed();
    if (request.status === BookingRequestStatus.OPEN) await endRequest(tx, request);
    return presentRequest(tx, id);
  });
}

/** The recap is confirmed, with an optional discount code (empty: none): step PERSONAL. */
export async function confirmRecap(ctx: RequestContext, rawId: string, input: BookingRecapInput): Promise<BookingRequestView> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await lockRequest(tx, id);
    assertOwnRequest(tx, request);
    assertOpen(request, now);
    const entered = normaliseDiscountCode(input.discountCode);
    const code = entered ? (await validDiscountCode(tx, entered)).code : null;
    const step = request.step === BookingRequestStep.RECAP ? BookingRequestStep.PERSONAL : request.step;
    await tx.manager.update(BookingRequest, { id }, { discountCode: code, step });
    return presentRequest(tx, id);
  });
}

/** The guest's details (the conditions must be accepted): step PAYMENT. */
export async function savePersonalInfo(ctx: RequestContext, rawId: string, input: BookingPersonalInput): Promise<BookingRequestView> {
  const id = requestId(rawId);
  await assertGuest(ctx);
  return inTransaction(ctx, async (tx) => {
    const { request, now } = await lockRequest(tx, id);
    assertOwnRequest(tx, request);
    assertOpen(request, now);
    if (STEP_ORDER.indexOf(request.step) < STEP_ORDER.indexOf(BookingRequestStep.PERSONAL)) throw stepOrder();
    if (input.conditionsAccepted !== true) throw invalidInput({ conditionsAccepted: { id: 'booking.conditionsRequired' } });
    const message = input.message?.trim() || null;
    await tx.manager.update(
      BookingRequest,
      { id },
      {
        email: input.email.trim(),
        phone: toE164(input.phone)!, // validated by @IsPhone
        message,
        confirmationSms: input.confirmationSms === true,
        conditionsAccepted: true,
        language: ctx.locale,
        step: BookingRequestStep.PAYMENT,
      },
    );
    return presentRequest(tx, id);
  });
}

interface RequestRow {
  id: string;
  status: BookingRequestStatus;
  expired: boolean;
  step: BookingRequestStep;
  expires_at: Date | null;
  service_id: number;
  title: string;
  region_slug: string;
  cover: string | null;
  min_people: number;
  max_people: number;
  date: string;
  start_time: string;
  starts_at: Date;
  discount_code: string | null;
  discount_percent: number | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  confirmation_sms: boolean;
  conditions_accepted: boolean;
  reservation_id: number | null;
  reservation_number: string | null;
  /** service-visibility.ts: guests may still see and book the service. */
  service_public: boolean;
}

type ViewPrice = Pick<Price, 'lines' | 'people' | 'subtotalCents' | 'discountCents' | 'feeCents' | 'totalCents'>;

/** An open request is priced at the offers' current prices. */
async function draftPrice(ctx: RequestContext, id: string, discountPercent: number | null): Promise<ViewPrice> {
  const lines: (PricedOffer & { quantity: number })[] = await ctx.manager.query(
    `SELECT o.id, o.name, o.price_cents AS "priceCents", o.discount_price_cents AS "discountPriceCents", o.group_size AS "groupNumber", bo.quantity
     FROM booking_request_offer bo JOIN offer o ON o.id = bo.offer_id WHERE bo.request_id = $1 ORDER BY o.sort_order, o.id`,
    [id],
  );
  return priceBooking(
    lines,
    lines.map((line) => ({ offerId: line.id, quantity: line.quantity })),
    { discountPercent, feePercent: ctx.config.BOOKING_FEE_PERCENT },
  );
}

/** A sent request shows what its reservation keeps: the snapshot of offers and prices. */
async function reservationPrice(ctx: RequestContext, reservationId: number): Promise<ViewPrice> {
  const rows: (PriceLine & {
    subtotalCents: number;
    discountCents: number;
    feeCents: number;
    totalCents: number;
    reservationPeople: number;
  })[] = await ctx.manager.query(
    `SELECT ro.offer_id AS "offerId", ro.name, ro.group_number AS "groupNumber", ro.quantity, ro.people, ro.price_cents AS "priceCents", ro.discount_rate AS "discountRate",
       ro.unit_price_cents AS "unitPriceCents", ro.line_total_cents AS "lineTotalCents",
       r.subtotal_cents AS "subtotalCents", r.discount_cents AS "discountCents", r.fee_cents AS "feeCents", r.total_cents AS "totalCents", r.people AS "reservationPeople"
     FROM reservation r JOIN reservation_offer ro ON ro.reservation_id = r.id
     LEFT JOIN offer o ON o.id = ro.offer_id
     WHERE r.id = $1 ORDER BY o.sort_order, ro.offer_id`,
    [reservationId],
  );
  const first = rows[0];
  return {
    lines: rows.map(({ offerId, name, groupNumber, quantity, people, priceCents, discountRate, unitPriceCents, lineTotalCents }) => ({
      offerId,
      name,
      groupNumber,
      quantity,
      people,
      priceCents,
      discountRate,
      unitPriceCents,
      lineTotalCents,
    })),
    people: first?.reservationPeople ?? 0,
    subtotalCents: first?.subtotalCents ?? 0,
    discountCents: first?.discountCents ?? 0,
    feeCents: first?.feeCents ?? 0,
    totalCents: first?.totalCents ?? 0,
  };
}

/**
 * The view of a request in two statements whatever its size: the request with its service, cover,
 * code, reservation and (for a signed-in guest who has not entered them) the account's email and
 * phone; then its offers at their current prices. NOT_FOUND for an open request whose service
 * guests may no longer see.
 */
export async function presentRequest(ctx: RequestContext, id: string): Promise<BookingRequestView> {
  const [row]: RequestRow[] = await ctx.manager.query(
    `SELECT r.id, r.status, (r.status = 'OPEN' AND r.expires_at <= clock_timestamp()) AS expired, r.step, r.expires_at,
       s.id AS service_id, s.title, rg.slug AS region_slug, s.min_people, s.max_people,
       (SELECT p.file_name FROM photo p WHERE p.service_id = s.id AND p.is_primary AND p.review_state = $2 ORDER BY p.id LIMIT 1) AS cover,
       r.date::text AS date, r.start_time, r.starts_at, r.discount_code, d.percent AS discount_percent,
       COALESCE(r.email, u.email) AS email, COALESCE(r.phone, u.phone) AS phone, r.message, r.confirmation_sms, r.conditions_accepted,
       res.id AS reservation_id, res.number AS reservation_number,
       ${publicServiceSql('s', viewerOf(ctx, { codeColumns: ['r.referral_code'] }))} AS service_public
     FROM booking_request r
     JOIN service s ON s.id = r.service_id
     JOIN region rg ON rg.id = s.region_id
     LEFT JOIN discount_code d ON d.code = r.discount_code
     LEFT JOIN user_account u ON u.id = r.user_id
     LEFT JOIN reservation res ON res.booking_request_id = r.id
     WHERE r.id = $1`,
    [id, PhotoReviewState.APPROVED],
  );
  if (!row) throw notFound();
  // An open request goes no further once its service is hidden from guests (every step ends with
  // this view, payment preparation included); a sent or ended one stays readable.
  if (row.status === BookingRequestStatus.OPEN && !row.service_public) throw notFound();
  const price = row.reservation_id ? await reservationPrice(ctx, row.reservation_id) : await draftPrice(ctx, id, row.discount_percent);
  return {
    id: row.id,
    status: row.expired ? BookingRequestStatusView.EXPIRED : (row.status as unknown as BookingRequestStatusView),
    step: row.step,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    service: {
      id: row.service_id,
      title: row.title,
      regionSlug: row.region_slug,
      slug: slugify(row.title),
      coverUrl: row.cover ? `/api/photos/${row.cover}` : null,
      minPeople: row.min_people,
      maxPeople: row.max_people,
    },
    date: row.date,
    startTime: row.start_time,
    startsAt: new Date(row.starts_at),
    offers: price.lines.map((line) => ({
      offerId: line.offerId,
      name: line.name,
      quantity: line.quantity,
      groupNumber: line.groupNumber,
      people: line.people,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
    })),
    people: price.people,
    subtotalCents: price.subtotalCents,
    discountCode: row.discount_code,
    discountCents: price.discountCents,
    feeCents: price.feeCents,
    totalCents: price.totalCents,
    email: row.email,
    phone: row.phone,
    message: row.message,
    confirmationSms: row.confirmation_sms,
    conditionsAccepted: row.conditions_accepted,
    reservation: row.reservation_id ? { id: row.reservation_id, number: row.reservation_number! } : null,
  };
}
