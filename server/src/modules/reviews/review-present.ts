// Reviews as guests see them, read in one statement with their photos (JSON aggregated), so a page
// of reviews costs the same number of queries whatever its size.
import type { RequestContext } from '../../context.js';
import { GuestReviewPhoto } from './review.entity.js';
import type { PublicReview } from './review.types.js';

/** The columns of a review `g` as JSON, photos included; `extra` adds more (e.g. the service title). */
export function reviewJsonSql(extra = ''): string {
  return `json_build_object('id', g.id, 'serviceId', g.service_id, 'authorName', g.author_name, 'authorCountry', g.author_country,
    'overall', g.overall, 'serviceQuality', g.service_quality, 'organisation', g.organisation, 'valueForMoney', g.value_for_money,
    'safety', g.safety, 'text', g.text, 'language', g.language, 'createdAt', g.created_at, 'editedAt', g.edited_at,
    'replyText', g.reply_text, 'replyAt', g.reply_at, 'replyEditedAt', g.reply_edited_at,
    'hiddenAt', g.hidden_at, 'hiddenReason', g.hidden_reason${extra},
    'photos', COALESCE((SELECT json_agg(json_build_object('name', p.file_name, 'width', p.width, 'height', p.height) ORDER BY p.id)
      FROM guest_review_photo p WHERE p.review_id = g.id), '[]'))`;
}

export interface ReviewRow {
  id: number;
  serviceId: number;
  authorName: string;
  authorCountry: string | null;
  overall: number;
  serviceQuality: number | null;
  organisation: number | null;
  valueForMoney: number | null;
  safety: number | null;
  text: string | null;
  language: string;
  createdAt: string;
  editedAt: string | null;
  replyText: string | null;
  replyAt: string | null;
  replyEditedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  photos: { name: string; width: number; height: number }[];
  serviceTitle?: string;
}

export function photoOf(photo: { name: string; width: number; height: number }): GuestReviewPhoto {
  return Object.assign(new GuestReviewPhoto(), { ...photo, url: `/api/photos/${photo.name}` });
}

export function presentReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    serviceId: row.serviceId,
    authorName: row.authorName,
    authorCountry: row.authorCountry?.trim() || null,
    overall: row.overall,
    serviceQuality: row.serviceQuality,
    organisation: row.organisation,
    valueForMoney: row.valueForMoney,
    safety: row.safety,
    text: row.text,
    language: row.language,
    createdAt: new Date(row.createdAt),
    editedAt: row.editedAt ? new Date(row.editedAt) : null,
    photos: row.photos.map(photoOf),
    reply:
      row.replyText !== null && row.replyAt !== null
        ? { text: row.replyText, createdAt: new Date(row.replyAt), editedAt: row.replyEditedAt ? new Date(row.replyEditedAt) : null }
        : null,
  };
}

/** Reviews matching `where` (SQL over alias `g`), as rows, in one statement. */
export async function reviewRows(
  ctx: Pick<RequestContext, 'manager'>,
  where: string,
  params: unknown[],
  orderAndLimit = 'ORDER BY g.created_at DESC, g.id DESC',
  extra = '',
  joins = '',
): Promise<ReviewRow[]> {
  const [{ rows }]: { rows: ReviewRow[] }[] = await ctx.manager.query(
    `SELECT COALESCE(json_agg(r.row ORDER BY r.position), '[]') AS rows FROM (
       SELECT ${reviewJsonSql(extra)} AS row, row_number() OVER (${orderAndLimit.replace(/LIMIT.*$/s, '')}) AS position
       FROM guest_review g ${joins} WHERE ${where} ${orderAndLimit}) r`,
    params,
  );
  return rows;
}
