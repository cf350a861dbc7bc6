// The public side of reviews: a service's visible reviews page by page (hidden ones never), and the
// provider's one public reply, editable. A page costs two statements whatever its size.
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { MAX_PAGE_SIZE } from '../../shared/limits.js';
import { pageOf } from '../../shared/page.args.js';
import { inTransaction } from '../../shared/transaction.js';
import { publicServiceSql, viewerOf } from '../catalog/service-visibility.js';
import { GuestReview } from './review.entity.js';
import { ReviewSort, type ReviewListArgs, type ReviewReplyInput } from './review.inputs.js';
import { presentReview, reviewRows } from './review-present.js';
import type { PublicReview, ReviewPage } from './review.types.js';

const ORDER: Record<ReviewSort, string> = {
  NEWEST: 'ORDER BY g.created_at DESC, g.id DESC',
  HIGHEST: 'ORDER BY g.overall DESC, g.created_at DESC, g.id DESC',
  LOWEST: 'ORDER BY g.overall ASC, g.created_at DESC, g.id DESC',
};

/** A page of the visible reviews of a public service (a hidden or unknown service is a 404). */
export async function serviceReviews(ctx: RequestContext, serviceId: number, args: ReviewListArgs): Promise<ReviewPage> {
  const { page, size } = pageOf(args);
  const limit = Math.min(size, MAX_PAGE_SIZE);
  const stars = args.stars ?? null;
  const [head] = await ctx.manager.query(
    `SELECT EXISTS (SELECT 1 FROM service s WHERE s.id = $1 AND ${publicServiceSql('s', viewerOf(ctx))}) AS visible,
       (SELECT count(*)::int FROM guest_review g WHERE g.service_id = $1 AND g.hidden_at IS NULL AND ($2::int IS NULL OR g.overall = $2)) AS total`,
    [serviceId, stars],
  );
  if (!head.visible) throw notFound();
  const rows =
    head.total > page * limit
      ? await reviewRows(
          ctx,
          'g.service_id = $1 AND g.hidden_at IS NULL AND ($2::int IS NULL OR g.overall = $2)',
          [serviceId, stars, limit, page * limit],
          `${ORDER[args.sort ?? ReviewSort.NEWEST]} LIMIT $3 OFFSET $4`,
        )
      : [];
  return { content: rows.map(presentReview), totalElements: head.total, totalPages: Math.ceil(head.total / limit), page, size: limit };
}

/** The most recent visible reviews of a service (JSON-LD of its page). */
export async function latestServiceReviews(ctx: RequestContext, serviceId: number, count: number): Promise<PublicReview[]> {
  const rows = await reviewRows(
    ctx,
    'g.service_id = $1 AND g.hidden_at IS NULL',
    [serviceId, count],
    'ORDER BY g.created_at DESC, g.id DESC LIMIT $2',
  );
  return rows.map(presentReview);
}

/** A review of one of the caller's company's services (another's is a 404), locked. */
export async function ownCompanyReview(tx: RequestContext, reviewId: number): Promise<GuestReview> {
  const review = await tx.manager.findOne(GuestReview, { where: { id: reviewId }, lock: { mode: 'pessimistic_write' } });
  if (!review || tx.user === null) throw notFound();
  const [owner] = await tx.manager.query('SELECT 1 FROM company WHERE id = $1 AND owner_id = $2', [review.companyId, tx.user.id]);
  if (!owner) throw notFound();
  return review;
}

/** The provider's public reply: written once, then edited (the first time stays, the edit is stamped). */
export async function replyToReview(ctx: RequestContext, reviewId: number, input: ReviewReplyInput): Promise<PublicReview> {
  await inTransaction(ctx, async (tx) => {
    const review = await ownCompanyReview(tx, reviewId);
    const first = review.replyText === null;
    await tx.manager
      .createQueryBuilder()
      .update(GuestReview)
      .set({
        replyText: input.text.trim(),
        replyByUserId: tx.user?.id ?? null,
        ...(first ? { replyAt: () => 'clock_timestamp()' } : { replyEditedAt: () => 'clock_timestamp()' }),
      })
      .where('id = :id', { id: review.id })
      .execute();
  });
  const [row] = await reviewRows(ctx, 'g.id = $1', [reviewId]);
  return presentReview(row);
}

/** How the image service may serve a stored photo that belongs to a review. */
export enum ReviewPhotoAccess {
  /** Not a review's photo: the catalog's rules apply. */
  NOT_A_REVIEW_PHOTO = 'NOT_A_REVIEW_PHOTO',
  VISIBLE = 'VISIBLE',
  /** Its review is hidden by staff: the photo is not served either (a hidden review may carry personal data). */
  HIDDEN = 'HIDDEN',
}

/** Whether `name` is a review's photo, and whether that review is visible; one statement. */
export async function reviewPhotoAccess(ctx: RequestContext, name: string): Promise<ReviewPhotoAccess> {
  const rows: { hidden: boolean }[] = await ctx.manager.query(
    'SELECT g.hidden_at IS NOT NULL AS hidden FROM guest_review_photo p JOIN guest_review g ON g.id = p.review_id WHERE p.file_name = $1',
    [name],
  );
  if (rows.length === 0) return ReviewPhotoAccess.NOT_A_REVIEW_PHOTO;
  return rows[0].hidden ? ReviewPhotoAccess.HIDDEN : ReviewPhotoAccess.VISIBLE;
}
