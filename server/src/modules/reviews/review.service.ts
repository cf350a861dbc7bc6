// Writing a review: the booker, signed in (My bookings) or through the emailed booking link, checked by
// the one eligibility rule (review-eligibility.ts) under the reservation's row lock; editing it within
// the same 30 days; adding up to 5 photos through the shared image pipeline.
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { RequestContext } from '../../context.js';
import { databaseNow } from '../../shared/clock.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { NotAnImageError, reencodeImage } from '../../shared/images.js';
import { inTransaction } from '../../shared/transaction.js';
import { checkLinkToken } from '../reservations/reservation-link.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { GuestReview, GuestReviewPhoto, type ReviewLanguage } from './review.entity.js';
import { reviewDeadline, reviewRefusal, type ReviewRefusal } from './review-eligibility.js';
import type { ReviewInput } from './review.inputs.js';
import { presentReview, reviewRows } from './review-present.js';
import type { PublicReview, ReviewEligibility } from './review.types.js';

export const MAX_REVIEW_PHOTOS = 5;
export const MAX_REVIEW_PHOTO_BYTES = 10 * 1024 * 1024;

/** How the author reaches their reservation: their account, or the booking link's token. */
export type ReviewAccess = { kind: 'customer'; reservationId: number } | { kind: 'link'; number: string; token: string };

export const invalidReviewPhoto = () => invalidInput({ photo: { id: 'catalog.invalidPhoto' } });

const REFUSAL_CODE: Record<ReviewRefusal, { code: 'UNPROCESSABLE' | 'CONFLICT'; id: string }> = {
  NOT_ACCEPTED: { code: 'UNPROCESSABLE', id: 'review.notAccepted' },
  NOT_STARTED: { code: 'UNPROCESSABLE', id: 'review.notStarted' },
  NO_SHOW: { code: 'UNPROCESSABLE', id: 'review.noShow' },
  ALREADY_REVIEWED: { code: 'CONFLICT', id: 'review.alreadyReviewed' },
  TOO_LATE: { code: 'UNPROCESSABLE', id: 'review.tooLate' },
  OWN_SERVICE: { code: 'UNPROCESSABLE', id: 'review.ownService' },
};

function refusalError(refusal: ReviewRefusal): DomainError {
  const { code, id } = REFUSAL_CODE[refusal];
  return new DomainError(code, { id }, undefined, `REVIEW_${refusal}`);
}

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** The reservation the caller may review through `access` (another's, or a wrong token, is a 404); locked when `lock`. */
async function reachReservation(ctx: RequestContext, access: ReviewAccess, lock: boolean): Promise<Reservation> {
  if (access.kind === 'link') await checkLinkToken(ctx, access.number, access.token);
  const where = access.kind === 'link' ? { number: access.number } : { id: access.reservationId };
  const reservation = await ctx.manager.findOne(Reservation, { where, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  if (!reservation) throw notFound();
  if (access.kind === 'customer' && (ctx.user === null || reservation.userId !== ctx.user.id)) throw notFound();
  return reservation;
}

/** Whether the caller (or the reservation's own email, for a guest) belongs to the provider's company. */
async function isOwnCompany(ctx: RequestContext, reservation: Reservation): Promise<boolean> {
  const [row] = await ctx.manager.query(
    `SELECT EXISTS (SELECT 1 FROM company c JOIN user_account u ON u.id = c.owner_id
       WHERE c.id = $1 AND (u.id = $2 OR lower(u.email) = lower($3))) AS own`,
    [reservation.companyId, ctx.user?.id ?? null, reservation.email],
  );
  return row.own === true;
}

interface Facts {
  reservation: Reservation;
  review: GuestReview | null;
  refusal: ReviewRefusal | null;
  now: number;
}

async function factsOf(ctx: RequestContext, access: ReviewAccess, lock: boolean): Promise<Facts> {
  const reservation = await reachReservation(ctx, access, lock);
  const review = await ctx.manager.findOneBy(GuestReview, { reservationId: reservation.id });
  const now = await databaseNow(ctx);
  const refusal = reviewRefusal({ reservation, reviewed: review !== null, ownCompany: await isOwnCompany(ctx, reservation), now });
  return { reservation, review, refusal, now };
}

async function presentOne(ctx: RequestContext, reviewId: number): Promise<PublicReview> {
  const [row] = await reviewRows(ctx, 'g.id = $1', [reviewId]);
  if (!row) throw notFound();
  return presentReview(row);
}

/** Whether the caller may review the reservation now, and their review when written. */
export async function reviewState(ctx: RequestContext, access: ReviewAccess): Promise<ReviewEligibility> {
  const facts = await factsOf(ctx, access, false);
  return {
    eligible: facts.refusal === null,
    reason: facts.refusal,
    until: reviewDeadline(facts.reservation.startsAt),
    review: facts.review ? await presentOne(ctx, facts.review.id) : null,
  };
}

function reviewValues(input: ReviewInput) {
  return {
    overall: input.overall,
    serviceQuality: input.serviceQuality ?? null,
    organisation: input.organisation ?? null,
    valueForMoney: input.valueForMoney ?? null,
    safety: input.safety ?? null,
    text: input.text?.trim() || null,
    language: input.language as ReviewLanguage,
    authorName: input.authorName.trim(),
    authorCountry: input.authorCountry ?? null,
  };
}

async function assertCountry(ctx: RequestContext, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const [row] = await ctx.manager.query('SELECT 1 FROM country WHERE code = $1', [code]);
  if (!row) throw invalidInput({ authorCountry: { id: 'validation.unknownCountry', values: { code } } });
}

/** Writes the review once; refused with the eligibility rule's reason. */
export async function createReview(ctx: RequestContext, access: ReviewAccess, input: ReviewInput): Promise<PublicReview> {
  if (!input.authorName.trim())
    throw invalidInput({ authorName: { id: 'validation.required', values: { label: { id: 'label.firstName' } } } });
  await assertCountry(ctx, input.authorCountry);
  const id = await inTransaction(ctx, async (tx) => {
    const facts = await factsOf(tx, access, true);
    if (facts.refusal) throw refusalError(facts.refusal);
    const { reservation } = facts;
    const result = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(GuestReview)
      .values({
        ...reviewValues(input),
        reservationId: reservation.id,
        serviceId: reservation.serviceId,
        companyId: reservation.companyId,
        authorUserId: access.kind === 'customer' ? (tx.user?.id ?? null) : null,
        authorEmailHash: emailHash(reservation.email),
        createdAt: () => 'clock_timestamp()',
      })
      .returning('id')
      .execute();
    return (result.raw as { id: number }[])[0].id;
  });
  return presentOne(ctx, id);
}

/** The author's review of this reservation, for an edit or a photo; only within the review window. */
async function ownReviewForChange(tx: RequestContext, access: ReviewAccess): Promise<GuestReview> {
  const facts = await factsOf(tx, access, true);
  if (!facts.review) throw notFound();
  if (facts.refusal !== 'ALREADY_REVIEWED') throw refusalError(facts.refusal ?? 'NOT_ACCEPTED');
  if (facts.now > reviewDeadline(facts.reservation.startsAt).getTime()) throw refusalError('TOO_LATE');
  return facts.review;
}

/** The author edits their review within 30 days of the start. */
export async function updateReview(ctx: RequestContext, access: ReviewAccess, input: ReviewInput): Promise<PublicReview> {
  await assertCountry(ctx, input.authorCountry);
  const id = await inTransaction(ctx, async (tx) => {
    const review = await ownReviewForChange(tx, access);
    await tx.manager
      .createQueryBuilder()
      .update(GuestReview)
      .set({ ...reviewValues(input), editedAt: () => 'clock_timestamp()' })
      .where('id = :id', { id: review.id })
      .execute();
    return review.id;
  });
  return presentOne(ctx, id);
}

/** Adds a photo (re-encoded, metadata dropped) to the author's review; at most 5. */
export async function addReviewPhoto(ctx: RequestContext, access: ReviewAccess, data: Buffer | undefined): Promise<PublicReview> {
  if (!data || data.length === 0 || data.length > MAX_REVIEW_PHOTO_BYTES) throw invalidReviewPhoto();
  let encoded: Buffer;
  try {
    encoded = await reencodeImage(data, { maxSide: 2048 });
  } catch (error) {
    if (error instanceof NotAnImageError) throw invalidReviewPhoto();
    throw error;
  }
  const { width = 0, height = 0 } = await sharp(encoded).metadata();
  const name = `review-${randomUUID()}.webp`;
  await ctx.storage.save(name, encoded);
  try {
    const id = await inTransaction(ctx, async (tx) => {
      const review = await ownReviewForChange(tx, access);
      const count = await tx.manager.countBy(GuestReviewPhoto, { reviewId: review.id });
      if (count >= MAX_REVIEW_PHOTOS)
        throw new DomainError(
          'UNPROCESSABLE',
          { id: 'review.tooManyPhotos', values: { max: MAX_REVIEW_PHOTOS } },
          undefined,
          'REVIEW_TOO_MANY_PHOTOS',
        );
      await tx.manager.insert(GuestReviewPhoto, { reviewId: review.id, name, width, height });
      return review.id;
    });
    return await presentOne(ctx, id);
  } catch (error) {
    await ctx.storage.remove(name);
    throw error;
  }
}

/** The author removes one of their review's photos. */
export async function deleteReviewPhoto(ctx: RequestContext, access: ReviewAccess, photoName: string): Promise<PublicReview> {
  const id = await inTransaction(ctx, async (tx) => {
    const review = await ownReviewForChange(tx, access);
    const photo = await tx.manager.findOneBy(GuestReviewPhoto, { reviewId: review.id, name: photoName });
    if (!photo) throw notFound();
    await tx.manager.delete(GuestReviewPhoto, { id: photo.id });
    return review.id;
  });
  await ctx.storage.remove(photoName);
  return presentOne(ctx, id);
}
