// Reports and moderation: a provider or a guest reports a review with a reason; staff hide it with a
// reason code (abuse, personal data, not about the experience: never for being negative), unhide it
// or dismiss the reports. Hiding keeps the review; every step is appended to guest_review_moderation.
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { MAX_PAGE_SIZE } from '../../shared/limits.js';
import { pageOf } from '../../shared/page.args.js';
import { inTransaction } from '../../shared/transaction.js';
import { GuestReview, GuestReviewModeration, GuestReviewReport, ReviewModerationAction, ReviewReporterRole } from './review.entity.js';
import { ModerationFilter, type HideReviewInput, type ModerationArgs, type ReviewReportInput } from './review.inputs.js';
import { presentReview, reviewRows, type ReviewRow } from './review-present.js';
import type { ModerationItem, ModerationPage, ReviewReportView } from './review.types.js';

async function logStep(
  tx: RequestContext,
  reviewId: number,
  action: ReviewModerationAction,
  extra: { reasonCode?: GuestReviewModeration['reasonCode']; note?: string | null } = {},
): Promise<void> {
  await tx.manager
    .createQueryBuilder()
    .insert()
    .into(GuestReviewModeration)
    .values({
      reviewId,
      action,
      reasonCode: extra.reasonCode ?? null,
      note: extra.note ?? null,
      byUserId: tx.user?.id ?? null,
      at: () => 'clock_timestamp()',
    })
    .execute();
}

/** A visible review is reported (a hidden one is a 404); one open report per person, a repeat changes nothing. */
export async function reportReview(ctx: RequestContext, reviewId: number, input: ReviewReportInput): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const review = await tx.manager.findOne(GuestReview, { where: { id: reviewId }, lock: { mode: 'pessimistic_write' } });
    if (!review || review.hiddenAt !== null || tx.user === null) throw notFound();
    const [owner] = await tx.manager.query('SELECT 1 FROM company WHERE id = $1 AND owner_id = $2', [review.companyId, tx.user.id]);
    const reason = input.reason.trim();
    const result = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(GuestReviewReport)
      .values({
        reviewId,
        reporterUserId: tx.user.id,
        reporterRole: owner ? ReviewReporterRole.PROVIDER : ReviewReporterRole.GUEST,
        reason,
        createdAt: () => 'clock_timestamp()',
      })
      .orIgnore()
      .returning('id')
      .execute();
    if ((result.raw as unknown[]).length > 0) await logStep(tx, reviewId, ReviewModerationAction.REPORTED, { note: reason });
    return true;
  });
}

async function lockedReview(tx: RequestContext, reviewId: number): Promise<GuestReview> {
  const review = await tx.manager.findOne(GuestReview, { where: { id: reviewId }, lock: { mode: 'pessimistic_write' } });
  if (!review) throw notFound();
  return review;
}

async function resolveReports(tx: RequestContext, reviewId: number): Promise<void> {
  await tx.manager.query('UPDATE guest_review_report SET resolved_at = clock_timestamp() WHERE review_id = $1 AND resolved_at IS NULL', [
    reviewId,
  ]);
}

/** Staff hide a review: it leaves every public list and the rating, and is kept. */
export async function hideReview(ctx: RequestContext, reviewId: number, input: HideReviewInput): Promise<ModerationItem> {
  await inTransaction(ctx, async (tx) => {
    await lockedReview(tx, reviewId);
    await tx.manager
      .createQueryBuilder()
      .update(GuestReview)
      .set({ hiddenAt: () => 'clock_timestamp()', hiddenReason: input.reason, hiddenByUserId: tx.user?.id ?? null })
      .where('id = :id', { id: reviewId })
      .execute();
    await resolveReports(tx, reviewId);
    await logStep(tx, reviewId, ReviewModerationAction.HIDDEN, { reasonCode: input.reason, note: input.note?.trim() || null });
  });
  return moderationItem(ctx, reviewId);
}

export async function unhideReview(ctx: RequestContext, reviewId: number): Promise<ModerationItem> {
  await inTransaction(ctx, async (tx) => {
    const review = await lockedReview(tx, reviewId);
    if (review.hiddenAt === null) return;
    await tx.manager.update(GuestReview, { id: reviewId }, { hiddenAt: null, hiddenReason: null, hiddenByUserId: null });
    await logStep(tx, reviewId, ReviewModerationAction.UNHIDDEN);
  });
  return moderationItem(ctx, reviewId);
}

/** Staff keep a reported review as it is: its open reports are closed. */
export async function dismissReports(ctx: RequestContext, reviewId: number): Promise<ModerationItem> {
  await inTransaction(ctx, async (tx) => {
    await lockedReview(tx, reviewId);
    await resolveReports(tx, reviewId);
    await logStep(tx, reviewId, ReviewModerationAction.REPORTS_DISMISSED);
  });
  return moderationItem(ctx, reviewId);
}

const QUEUE_WHERE: Record<ModerationFilter, string> = {
  REPORTED: 'EXISTS (SELECT 1 FROM guest_review_report rr WHERE rr.review_id = g.id AND rr.resolved_at IS NULL)',
  HIDDEN: 'g.hidden_at IS NOT NULL',
  ALL: 'true',
};

const MODERATION_EXTRA = `, 'serviceTitle', s.title,
    'reports', COALESCE((SELECT json_agg(json_build_object('id', rr.id, 'reporterRole', rr.reporter_role, 'reason', rr.reason, 'createdAt', rr.created_at) ORDER BY rr.id)
      FROM guest_review_report rr WHERE rr.review_id = g.id AND rr.resolved_at IS NULL), '[]'),
    'log', COALESCE((SELECT json_agg(json_build_object('id', m.id, 'reviewId', m.review_id, 'action', m.action, 'reasonCode', m.reason_code,
        'note', m.note, 'byUserId', m.by_user_id, 'at', m.created_at) ORDER BY m.id)
      FROM guest_review_moderation m WHERE m.review_id = g.id), '[]')`;

type ModerationRow = ReviewRow & {
  reports: (Omit<ReviewReportView, 'createdAt'> & { createdAt: string })[];
  log: (Omit<GuestReviewModeration, 'at' | 'review' | 'byUser'> & { at: string })[];
};

function moderationOf(row: ModerationRow): ModerationItem {
  return {
    review: presentReview(row),
    serviceTitle: row.serviceTitle ?? '',
    hiddenReason: (row.hiddenReason as ModerationItem['hiddenReason']) ?? null,
    hiddenAt: row.hiddenAt ? new Date(row.hiddenAt) : null,
    reports: row.reports.map((report) => ({ ...report, createdAt: new Date(report.createdAt) })),
    log: row.log.map((step) => Object.assign(new GuestReviewModeration(), { ...step, at: new Date(step.at) })),
  };
}

async function moderationItem(ctx: RequestContext, reviewId: number): Promise<ModerationItem> {
  const [row] = (await reviewRows(
    ctx,
    'g.id = $1',
    [reviewId],
    undefined,
    MODERATION_EXTRA,
    'JOIN service s ON s.id = g.service_id',
  )) as ModerationRow[];
  if (!row) throw notFound();
  return moderationOf(row);
}

/** Staff's queue: reported reviews (oldest open report first), hidden ones, or all; two statements a page. */
export async function moderationQueue(ctx: RequestContext, args: ModerationArgs): Promise<ModerationPage> {
  const { page, size } = pageOf(args);
  const limit = Math.min(size, MAX_PAGE_SIZE);
  const where = QUEUE_WHERE[args.filter ?? ModerationFilter.REPORTED];
  const [{ total }] = await ctx.manager.query(`SELECT count(*)::int AS total FROM guest_review g WHERE ${where}`);
  const rows =
    total > page * limit
      ? ((await reviewRows(
          ctx,
          where,
          [limit, page * limit],
          'ORDER BY g.created_at DESC, g.id DESC LIMIT $1 OFFSET $2',
          MODERATION_EXTRA,
          'JOIN service s ON s.id = g.service_id',
        )) as ModerationRow[])
      : [];
  return { content: rows.map(moderationOf), totalElements: total, totalPages: Math.ceil(total / limit), page, size: limit };
}
