// OCTO bookings on the site's capacity. Reserve holds the places through scheduling's one hold
// operation (holdPlaces, reference reseller-booking:<uuid>): ON_HOLD until utcExpiresAt
// (expirationMinutes, default 30, at most 1440). The uuid is the idempotency key: the same uuid with
// the same product, start and units answers the same booking; with other content it is 400. Confirm
// makes the reservation in one transaction (reseller_id set, no booking request, no payment): PENDING
// until the provider answers, or ACCEPTED at once with the service's reseller instant confirmation.
// Cancel releases a hold, or cancels the reservation through its state machine as the guest would.
// Every change queues its booking_update (and availability_update) webhooks in the same transaction.
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../context.js';
import { databaseNow } from '../../../shared/clock.js';
import { DomainError } from '../../../shared/errors.js';
import { inTransaction, refuseAfterCommit } from '../../../shared/transaction.js';
import { chooseOffers } from '../../booking/offer-choice.js';
import { priceBooking, type Price } from '../../booking/pricing.js';
import { queueBookingEmail } from '../../reservations/booking-emails.js';
import { insertReservation, insertReservationOffers, serviceTerms } from '../../reservations/reservation-creation.service.js';
import { ReservationState } from '../../reservations/reservation.entity.js';
import { acceptReservation, cancelByGuest, withdrawReservation } from '../../reservations/reservation.service.js';
import { extendHold, holdPlaces, releasePlaces } from '../../scheduling/capacity.service.js';
import { ResellerBooking, ResellerBookingState, type ResellerUnitItem } from '../reseller-booking.entity.js';
import { checkOption, startOfAvailabilityId } from './octo-availability.js';
import { isCancellable, loadBookings, type BookingRow, bookingSelect } from './octo-booking-view.js';
import { badRequest, invalidAvailabilityId, invalidBookingUuid, invalidProductId, invalidUnitId, unprocessable } from './octo-errors.js';
import { checkedContact, checkedUuid, isUuid, optionalText } from './octo-input.js';
import { netCents } from './octo-pricing.js';
import { productOf, serviceIdOf, type ProductRow } from './octo-products.js';
import type { OctoCall } from './octo-request.js';
import { queueAvailabilityUpdate, queueBookingUpdate } from './octo-webhooks.js';

export const DEFAULT_EXPIRATION_MINUTES = 30;
export const MAX_EXPIRATION_MINUTES = 1440;
const MAX_UNIT_ITEMS = 100;
const MAX_REFERENCE = 100;
const MAX_NOTES = 2000;

type Body = Record<string, unknown>;

function expirationOf(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_EXPIRATION_MINUTES;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_EXPIRATION_MINUTES)
    throw badRequest(`expirationMinutes must be an integer from 1 to ${MAX_EXPIRATION_MINUTES}`);
  return value as number;
}

/** The unit items asked, each naming an offer of the product, with their own uuids. */
function unitItemsOf(row: ProductRow, value: unknown): ResellerUnitItem[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_UNIT_ITEMS)
    throw badRequest(`unitItems must be a list of 1 to ${MAX_UNIT_ITEMS} items`);
  return value.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) throw badRequest(`unitItems.${index} must be an object`);
    const { unitId, uuid, resellerReference } = item as Body;
    if (typeof unitId !== 'string' || !row.offers.some((offer) => String(offer.id) === unitId))
      throw invalidUnitId(typeof unitId === 'string' ? unitId : '');
    return {
      uuid: uuid === undefined ? randomUUID() : checkedUuid(uuid, `unitItems.${index}.uuid`),
      unitId,
      resellerReference: optionalText(resellerReference, `unitItems.${index}.resellerReference`, MAX_REFERENCE) ?? null,
    };
  });
}

/** The people rule of the site (offer-choice.ts) and its price (pricing.ts, no booking fee for resellers). */
function priced(row: ProductRow, items: ResellerUnitItem[]): { people: number; price: Price } {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(Number(item.unitId), (counts.get(Number(item.unitId)) ?? 0) + 1);
  const lines = [...counts].map(([offerId, quantity]) => ({ offerId, quantity }));
  try {
    const { chosen, people } = chooseOffers(row.offers, lines, { minPeople: row.minPeople, maxPeople: row.maxPeople });
    return { people, price: priceBooking(row.offers, chosen, { feePercent: 0 }) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
      const message = Object.values(error.fields ?? {})[0];
      const limit = message?.values?.limit;
      if (message?.id === 'booking.minPeople') throw badRequest(`At least ${limit} people must book this product`);
      if (message?.id === 'booking.maxPeople') throw badRequest(`At most ${limit} people may book this product at once`);
    }
    throw error;
  }
}

const sortedUnits = (items: ResellerUnitItem[]) =>
  items
    .map((item) => item.unitId)
    .sort()
    .join(',');

async function present(tx: RequestContext, call: OctoCall, uuid: string) {
  const [booking] = await loadBookings(tx, call, 'b.uuid = $1', [uuid]);
  return booking!;
}

/** The caller's booking, locked; INVALID_BOOKING_UUID for any other. */
async function lockBooking(tx: RequestContext, call: OctoCall, uuid: string): Promise<ResellerBooking> {
  if (!isUuid(uuid)) throw invalidBookingUuid(uuid);
  const booking = await tx.manager.findOne(ResellerBooking, {
    where: { uuid: uuid.toLowerCase(), resellerId: call.caller.resellerId, companyId: call.caller.companyId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!booking) throw invalidBookingUuid(uuid);
  return booking;
}

/** Queues the webhooks of a change of this booking (and of its start's places when they changed). */
async function announce(
  tx: RequestContext,
  booking: Pick<ResellerBooking, 'uuid' | 'serviceId' | 'startsAt'>,
  occasion: string,
  places = true,
) {
  await queueBookingUpdate(tx, { uuid: booking.uuid }, occasion);
  if (places) await queueAvailabilityUpdate(tx, booking.serviceId, booking.startsAt, `booking:${booking.uuid}:${occasion}`);
}

/** A held booking whose hold ran out is EXPIRED (its places are already free); the sweep and every change call this. */
export async function expireIfOverdue(tx: RequestContext, booking: ResellerBooking, now: number): Promise<boolean> {
  if (booking.state !== ResellerBookingState.ON_HOLD || booking.expiresAt.getTime() > now) return false;
  await tx.manager.update(ResellerBooking, { uuid: booking.uuid }, { state: ResellerBookingState.EXPIRED });
  await announce(tx, booking, 'EXPIRED');
  return true;
}

/** An ON_HOLD booking that is still held; its expiry is recorded (and refused after the commit) when it ran out. */
async function liveHold(tx: RequestContext, booking: ResellerBooking): Promise<void> {
  if (booking.state !== ResellerBookingState.ON_HOLD) throw unprocessable(`The booking is ${booking.state}, not ON_HOLD`);
  if (await expireIfOverdue(tx, booking, await databaseNow(tx)))
    refuseAfterCommit(new DomainError('CONFLICT', { id: 'capacity.holdExpired' }, undefined, 'HOLD_EXPIRED'));
}

async function hold(
  tx: RequestContext,
  row: ProductRow,
  availabilityId: string,
  start: { startsAt: Date },
  people: number,
  reference: string,
  ttlMs: number,
  freeing?: string,
) {
  try {
    return await holdPlaces(tx, {
      serviceId: row.id,
      startsAt: start.startsAt,
      people,
      reference,
      ttlMs,
      label: 'Reseller booking',
      freeing,
    });
  } catch (error) {
    if (error instanceof DomainError && error.reason === 'SLOT_NOT_BOOKABLE') throw invalidAvailabilityId(availabilityId);
    throw error;
  }
}

/** POST /bookings */
export async function reserveBooking(ctx: RequestContext, call: OctoCall, body: Body) {
  const uuid = body.uuid === undefined ? randomUUID() : checkedUuid(body.uuid, 'uuid');
  const row = await productOf(ctx, call, body.productId);
  checkOption(body.optionId);
  const start = startOfAvailabilityId(body.availabilityId);
  if (!start) throw invalidAvailabilityId(typeof body.availabilityId === 'string' ? body.availabilityId : '');
  const items = unitItemsOf(row, body.unitItems);
  const { people, price } = priced(row, items);
  const minutes = expirationOf(body.expirationMinutes);
  const resellerReference = optionalText(body.resellerReference, 'resellerReference', MAX_REFERENCE) ?? null;
  const notes = optionalText(body.notes, 'notes', MAX_NOTES) ?? null;
  const contact = checkedContact(body.contact) ?? null;
  return inTransaction(ctx, async (tx) => {
    const existing = await tx.manager.findOne(ResellerBooking, { where: { uuid }, lock: { mode: 'pessimistic_write' } });
    if (existing) {
      const same =
        existing.resellerId === call.caller.resellerId &&
        existing.companyId === call.caller.companyId &&
        existing.serviceId === row.id &&
        existing.startsAt.getTime() === start.startsAt.getTime() &&
        sortedUnits(existing.unitItems) === sortedUnits(items);
      if (!same) throw badRequest('This uuid names another booking');
      return present(tx, call, uuid);
    }
    const taken = await hold(tx, row, body.availabilityId as string, start, people, `reseller-booking:${uuid}`, minutes * 60_000);
    // The same uuid reserved at the same time: both share the hold (its reference); the second insert yields to the first.
    const inserted = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(ResellerBooking)
      .orIgnore()
      .returning('uuid')
      .values({
        uuid,
        resellerId: call.caller.resellerId,
        keyId: call.caller.keyId,
        companyId: call.caller.companyId,
        serviceId: row.id,
        startsAt: start.startsAt,
        date: start.date,
        startTime: start.time,
        people,
        unitItems: items,
        state: ResellerBookingState.ON_HOLD,
        holdId: taken.id,
        expiresAt: taken.expiresAt,
        resellerReference,
        notes,
        contact,
        language: call.locale,
        retailCents: price.totalCents,
        netCents: netCents(price.totalCents, call.caller.commissionBp),
        commissionBp: call.caller.commissionBp,
      })
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return present(tx, call, uuid);
    await announce(tx, { uuid, serviceId: row.id, startsAt: start.startsAt }, 'ON_HOLD');
    return present(tx, call, uuid);
  });
}

/** PATCH /bookings/{uuid}: the reference, notes and contact any time; while ON_HOLD also the start and the units (held again). */
export async function updateBooking(ctx: RequestContext, call: OctoCall, uuid: string, body: Body) {
  const resellerReference = optionalText(body.resellerReference, 'resellerReference', MAX_REFERENCE);
  const notes = optionalText(body.notes, 'notes', MAX_NOTES);
  const contact = checkedContact(body.contact);
  return inTransaction(ctx, async (tx) => {
    const booking = await lockBooking(tx, call, uuid);
    const changes: Partial<ResellerBooking> = {};
    if (resellerReference !== undefined) changes.resellerReference = resellerReference;
    if (notes !== undefined) changes.notes = notes;
    if (contact !== undefined) changes.contact = contact;
    const moves = body.availabilityId !== undefined || body.unitItems !== undefined || body.productId !== undefined;
    if (moves) Object.assign(changes, await moveHeldBooking(tx, call, booking, body));
    if (Object.keys(changes).length > 0) await tx.manager.update(ResellerBooking, { uuid: booking.uuid }, changes);
    if (moves) await queueAvailabilityUpdate(tx, booking.serviceId, booking.startsAt, `booking:${booking.uuid}:moved:${randomUUID()}`);
    await announce(tx, { ...booking, ...changes }, `updated:${randomUUID()}`, moves);
    return present(tx, call, booking.uuid);
  });
}

/** A held booking at another start or with other units: the new places held (its own counted free), then the old hold released. */
async function moveHeldBooking(
  tx: RequestContext,
  call: OctoCall,
  booking: ResellerBooking,
  body: Body,
): Promise<Partial<ResellerBooking>> {
  await liveHold(tx, booking);
  if (body.productId !== undefined && body.productId !== String(booking.serviceId)) throw invalidProductId(String(body.productId));
  if (body.optionId !== undefined) checkOption(body.optionId);
  const row = await productOf(tx, call, String(booking.serviceId));
  const availabilityId = (body.availabilityId as string | undefined) ?? null;
  const start =
    availabilityId === null
      ? { startsAt: booking.startsAt, date: booking.date, time: booking.startTime }
      : startOfAvailabilityId(availabilityId);
  if (!start) throw invalidAvailabilityId(typeof availabilityId === 'string' ? availabilityId : '');
  const items = body.unitItems === undefined ? booking.unitItems : unitItemsOf(row, body.unitItems);
  const { people, price } = priced(row, items);
  const ttlMs = Math.max(1, booking.expiresAt.getTime() - (await databaseNow(tx)));
  const taken = await hold(
    tx,
    row,
    availabilityId ?? '',
    start,
    people,
    `reseller-booking:${booking.uuid}:${randomUUID()}`,
    ttlMs,
    booking.holdId,
  );
  await releasePlaces(tx, booking.holdId);
  return {
    startsAt: start.startsAt,
    date: start.date,
    startTime: start.time,
    people,
    unitItems: items,
    holdId: taken.id,
    expiresAt: taken.expiresAt,
    retailCents: price.totalCents,
    netCents: netCents(price.totalCents, booking.commissionBp),
  };
}

/** POST /bookings/{uuid}/extend */
export async function extendBooking(ctx: RequestContext, call: OctoCall, uuid: string, body: Body) {
  const minutes = expirationOf(body.expirationMinutes);
  return inTransaction(ctx, async (tx) => {
    const booking = await lockBooking(tx, call, uuid);
    await liveHold(tx, booking);
    const extended = await extendHold(tx, booking.holdId, minutes * 60_000);
    await tx.manager.update(ResellerBooking, { uuid: booking.uuid }, { expiresAt: extended.expiresAt });
    await announce(tx, booking, `extended:${extended.expiresAt.getTime()}`, false);
    return present(tx, call, booking.uuid);
  });
}

/** POST /bookings/{uuid}/confirm: the reservation, in this one transaction. */
export async function confirmBooking(ctx: RequestContext, call: OctoCall, uuid: string, body: Body) {
  const contact = checkedContact(body.contact);
  const resellerReference = optionalText(body.resellerReference, 'resellerReference', MAX_REFERENCE);
  return inTransaction(ctx, async (tx) => {
    const booking = await lockBooking(tx, call, uuid);
    if (booking.state === ResellerBookingState.BOOKED) return present(tx, call, booking.uuid);
    await liveHold(tx, booking);
    const row = await productOf(tx, call, String(booking.serviceId));
    const items = confirmedUnitItems(booking, body.unitItems);
    const { people, price } = priced(row, items);
    const chosenContact = contact ?? booking.contact;
    const now = await databaseNow(tx);
    const terms = await serviceTerms(tx, booking.serviceId);
    const deadline = new Date(Math.min(now + terms.answerMinutes * 60_000, booking.startsAt.getTime()));
    if (deadline.getTime() <= now) throw unprocessable('This start is too close to be confirmed');
    await extendHold(tx, booking.holdId, deadline.getTime() - now);
    const reservation = await insertReservation(tx, {
      serviceId: booking.serviceId,
      brandId: terms.brandId,
      companyId: terms.companyId,
      userId: null,
      bookingRequestId: null,
      resellerId: booking.resellerId,
      email: chosenContact?.emailAddress ?? call.caller.contactEmail,
      phone: chosenContact?.phoneNumber ?? '',
      message: booking.notes,
      confirmationSms: false,
      language: booking.language === 'hr' ? 'hr' : 'en',
      startsAt: booking.startsAt,
      date: booking.date,
      startTime: booking.startTime,
      people,
      state: ReservationState.PENDING,
      subtotalCents: price.subtotalCents,
      discountCode: null,
      discountCents: price.discountCents,
      feeCents: price.feeCents,
      totalCents: price.totalCents,
      commissionCents: price.commissionCents,
      commissionVatCents: price.commissionVatCents,
      answerDeadline: deadline,
      holdId: booking.holdId,
      cancellationPolicy: terms.cancellationPolicy,
      cancellationBefore: terms.cancellationBefore,
    });
    const priceTypes = new Map(row.offers.map((offer) => [offer.id, offer.priceType]));
    await insertReservationOffers(tx, reservation.id, price.lines, priceTypes);
    await tx.manager.update(
      ResellerBooking,
      { uuid: booking.uuid },
      {
        state: ResellerBookingState.BOOKED,
        reservationId: reservation.id,
        confirmedAt: new Date(now),
        contact: chosenContact,
        unitItems: items,
        resellerReference: resellerReference === undefined ? booking.resellerReference : resellerReference,
        retailCents: price.totalCents,
        netCents: netCents(price.totalCents, booking.commissionBp),
      },
    );
    // The provider's "request received" email (a reseller's guest gets no booking emails: booking-emails.ts).
    await queueBookingEmail(tx, reservation.id, 'REQUEST_RECEIVED');
    await announce(tx, booking, 'PENDING', false);
    if (terms.resellerInstantConfirmation) await acceptReservation(tx, reservation.id, { actor: 'authorised' });
    return present(tx, call, booking.uuid);
  });
}

/** The booking's unit items with the references the confirmation gives (by uuid, else in order); the units themselves cannot change here. */
function confirmedUnitItems(booking: ResellerBooking, value: unknown): ResellerUnitItem[] {
  if (value === undefined || value === null) return booking.unitItems;
  if (!Array.isArray(value) || value.length !== booking.unitItems.length)
    throw badRequest('unitItems must list the units of the booking (change them with PATCH first)');
  return booking.unitItems.map((item, index) => {
    const given = (value as Body[]).find((candidate) => candidate?.uuid === item.uuid) ?? (value as Body[])[index];
    if (!given || given.unitId !== item.unitId)
      throw badRequest('unitItems must list the units of the booking (change them with PATCH first)');
    const reference = optionalText(given.resellerReference, `unitItems.${index}.resellerReference`, MAX_REFERENCE);
    return { ...item, resellerReference: reference === undefined ? item.resellerReference : reference };
  });
}

/** POST /bookings/{uuid}/cancel */
export async function cancelBooking(ctx: RequestContext, call: OctoCall, uuid: string, body: Body) {
  const reason = optionalText(body.reason, 'reason', MAX_NOTES) ?? null;
  if (body.force !== undefined && typeof body.force !== 'boolean') throw badRequest('force must be a boolean');
  return inTransaction(ctx, async (tx) => {
    const booking = await lockBooking(tx, call, uuid);
    if (booking.state === ResellerBookingState.CANCELLED) return present(tx, call, booking.uuid);
    if (booking.state === ResellerBookingState.EXPIRED) throw unprocessable('The booking expired');
    if (booking.state === ResellerBookingState.ON_HOLD) {
      await releasePlaces(tx, booking.holdId);
      await tx.manager.update(ResellerBooking, { uuid: booking.uuid }, { state: ResellerBookingState.CANCELLED });
      await announce(tx, booking, 'CANCELLED');
      return present(tx, call, booking.uuid);
    }
    const [row]: BookingRow[] = await tx.manager.query(bookingSelect('b.uuid = $1'), [booking.uuid]);
    if (row!.r_state === ReservationState.CANCELLED) return present(tx, call, booking.uuid);
    if (row!.r_state === ReservationState.PENDING)
      await withdrawReservation(tx, booking.reservationId!, { note: reason }, { actor: 'authorised' });
    else if (row!.r_state === ReservationState.ACCEPTED) {
      if (row!.checked_in_at) throw unprocessable('The guests were checked in already');
      if (!isCancellable(row!) && body.force !== true)
        throw unprocessable('Past the refund policy: cancel with force: true to cancel without a refund');
      await cancelByGuest(tx, booking.reservationId!, { note: reason }, { actor: 'authorised' });
    } else throw unprocessable(`The booking is ${row!.r_state}`);
    return present(tx, call, booking.uuid);
  });
}

/** GET /bookings/{uuid} */
export async function getBooking(ctx: RequestContext, call: OctoCall, uuid: string) {
  if (!isUuid(uuid)) throw invalidBookingUuid(uuid);
  const [booking] = await loadBookings(ctx, call, 'b.uuid = $1 AND b.reseller_id = $2 AND b.company_id = $3', [
    uuid.toLowerCase(),
    call.caller.resellerId,
    call.caller.companyId,
  ]);
  if (!booking) throw invalidBookingUuid(uuid);
  return booking;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /bookings: by resellerReference, supplierReference or local dates (one of them), narrowed by productId and optionId. */
export async function listBookings(ctx: RequestContext, call: OctoCall, query: Record<string, unknown>) {
  const params: unknown[] = [call.caller.resellerId, call.caller.companyId];
  const where = ['b.reseller_id = $1', 'b.company_id = $2'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const text = (name: string) => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length > MAX_REFERENCE || !value)
      throw badRequest(`${name} must be a text of at most ${MAX_REFERENCE} characters`);
    return value;
  };
  const date = (name: string) => {
    const value = text(name);
    if (value !== undefined && !DATE.test(value)) throw badRequest(`${name} must be a date (YYYY-MM-DD)`);
    return value;
  };
  const resellerReference = text('resellerReference');
  const supplierReference = text('supplierReference');
  const localDate = date('localDate');
  const localDateStart = date('localDateStart');
  const localDateEnd = date('localDateEnd');
  if (!resellerReference && !supplierReference && !localDate && !localDateStart && !localDateEnd)
    throw badRequest('Give resellerReference, supplierReference, localDate or localDateStart and localDateEnd');
  if (resellerReference) add((n) => `b.reseller_reference = ${n}`, resellerReference);
  if (supplierReference) add((n) => `r.number = ${n}`, supplierReference.toUpperCase());
  if (localDate) add((n) => `b.date = ${n}`, localDate);
  if (localDateStart) add((n) => `b.date >= ${n}`, localDateStart);
  if (localDateEnd) add((n) => `b.date <= ${n}`, localDateEnd);
  const productId = text('productId');
  if (productId !== undefined) {
    const serviceId = serviceIdOf(productId);
    if (serviceId === null) throw invalidProductId(productId);
    add((n) => `b.service_id = ${n}`, serviceId);
  }
  if (query.optionId !== undefined) checkOption(query.optionId);
  return loadBookings(ctx, call, where.join(' AND '), params);
}
