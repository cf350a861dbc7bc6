// Home-page announcements: guests read those inside their publish window, in the staff's order and
// the caller's language; staff add, change, reorder and remove them. Every staff change takes one
// advisory lock, so the count limit and the order hold under parallel edits.
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { MAX_ANNOUNCEMENTS } from '../../shared/limits.js';
import { Announcement } from './announcement.entity.js';
import type { AnnouncementInput, AnnouncementOrderInput } from './announcement.inputs.js';

/** Today in Croatia, as PostgreSQL sees it. */
const TODAY = "(now() AT TIME ZONE 'Europe/Zagreb')::date";

function localized(announcements: Announcement[], ctx: RequestContext): Announcement[] {
  for (const announcement of announcements) {
    announcement.title = ctx.locale === 'hr' ? announcement.titleHr : announcement.titleEn;
    announcement.text = ctx.locale === 'hr' ? announcement.textHr : announcement.textEn;
  }
  return announcements;
}

async function lockAnnouncements(ctx: RequestContext): Promise<void> {
  await ctx.manager.query("SELECT pg_advisory_xact_lock(hashtext('announcement'))");
}

function fieldsOf(input: AnnouncementInput): Partial<Announcement> {
  const from = input.publishFrom ?? null;
  const until = input.publishUntil ?? null;
  if (from && until && until < from) throw invalidInput({ publishUntil: { id: 'announcement.windowOrder' } });
  return {
    titleEn: input.titleEn.trim(),
    titleHr: input.titleHr.trim(),
    textEn: input.textEn.trim(),
    textHr: input.textHr.trim(),
    link: input.link?.trim() || null,
    publishFrom: from,
    publishUntil: until,
  };
}

/** What guests see today: published announcements in the staff's order. */
export async function publishedAnnouncements(ctx: RequestContext): Promise<Announcement[]> {
  const announcements = await ctx.manager
    .createQueryBuilder(Announcement, 'announcement')
    .where(`(announcement.publish_from IS NULL OR announcement.publish_from <= ${TODAY})`)
    .andWhere(`(announcement.publish_until IS NULL OR announcement.publish_until >= ${TODAY})`)
    .orderBy('announcement.sort_order', 'ASC')
    .addOrderBy('announcement.id', 'ASC')
    .take(MAX_ANNOUNCEMENTS)
    .getMany();
  return localized(announcements, ctx);
}

/** Staff: every announcement, published or not, in order. */
export async function allAnnouncements(ctx: RequestContext): Promise<Announcement[]> {
  return localized(await ctx.manager.find(Announcement, { order: { sortOrder: 'ASC', id: 'ASC' } }), ctx);
}

export async function createAnnouncement(ctx: RequestContext, input: AnnouncementInput): Promise<Announcement> {
  await lockAnnouncements(ctx);
  const count = await ctx.manager.count(Announcement);
  if (count >= MAX_ANNOUNCEMENTS)
    throw new DomainError('UNPROCESSABLE', { id: 'announcement.tooMany', values: { max: MAX_ANNOUNCEMENTS } });
  const saved = await ctx.manager.save(ctx.manager.create(Announcement, { ...fieldsOf(input), sortOrder: count }));
  return localized([saved], ctx)[0];
}

export async function updateAnnouncement(ctx: RequestContext, id: number, input: AnnouncementInput): Promise<Announcement> {
  await lockAnnouncements(ctx);
  const announcement = await ctx.manager.findOneBy(Announcement, { id });
  if (!announcement) throw notFound();
  const saved = await ctx.manager.save(Object.assign(announcement, fieldsOf(input)));
  return localized([saved], ctx)[0];
}

/** Removes one and closes the gap in the order. */
export async function deleteAnnouncement(ctx: RequestContext, id: number): Promise<boolean> {
  await lockAnnouncements(ctx);
  const result = await ctx.manager.delete(Announcement, { id });
  if (!result.affected) throw notFound();
  await ctx.manager.query(
    'UPDATE announcement SET sort_order = ranked.position - 1 FROM (SELECT id, row_number() OVER (ORDER BY sort_order, id) AS position FROM announcement) ranked WHERE announcement.id = ranked.id',
  );
  return true;
}

/** The new order must name every announcement exactly once. */
export async function reorderAnnouncements(ctx: RequestContext, input: AnnouncementOrderInput): Promise<Announcement[]> {
  await lockAnnouncements(ctx);
  const existing = await ctx.manager.find(Announcement, { select: { id: true } });
  const known = new Set(existing.map((announcement) => announcement.id));
  const complete = input.ids.length === known.size && new Set(input.ids).size === known.size && input.ids.every((id) => known.has(id));
  if (!complete) throw invalidInput({ ids: { id: 'announcement.orderIncomplete' } });
  if (input.ids.length > 0) {
    await ctx.manager.query(
      'UPDATE announcement SET sort_order = ordered.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS ordered(id, position) WHERE announcement.id = ordered.id',
      [input.ids],
    );
  }
  return allAnnouncements(ctx);
}
