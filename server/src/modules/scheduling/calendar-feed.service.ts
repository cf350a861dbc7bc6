// A provider's iCalendar feed of confirmed bookings (accepted reservations hold their places for
// good), at a secret URL that calendar apps such as Google Calendar and Apple Calendar subscribe to.
import { randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { Field, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { callerId } from '../owner/owner.service.js';
import { CalendarFeed } from './calendar-feed.entity.js';

@ObjectType({ description: "The secret address of a provider's calendar feed." })
export class CalendarFeedLink {
  @Field({ description: 'Subscribe to this URL (webcal or https) in a calendar app; keep it secret.' })
  url: string;
}

const newToken = () => randomBytes(24).toString('base64url');

function linkFor(ctx: RequestContext, token: string): CalendarFeedLink {
  return { url: `${ctx.config.publicUrl}/api/calendar/${token}.ics` };
}

export async function calendarFeedLink(ctx: RequestContext): Promise<CalendarFeedLink> {
  const ownerId = callerId(ctx);
  await ctx.manager.createQueryBuilder().insert().into(CalendarFeed).values({ ownerId, token: newToken() }).orIgnore().execute();
  const feed = await ctx.manager.findOneByOrFail(CalendarFeed, { ownerId });
  return linkFor(ctx, feed.token);
}

/** A new secret address; the old one stops working. */
export async function resetCalendarFeed(ctx: RequestContext): Promise<CalendarFeedLink> {
  const ownerId = callerId(ctx);
  const token = newToken();
  await ctx.manager.query(
    'INSERT INTO calendar_feed (owner_id, token) VALUES ($1, $2) ON CONFLICT (owner_id) DO UPDATE SET token = EXCLUDED.token',
    [ownerId, token],
  );
  return linkFor(ctx, token);
}

interface FeedRow {
  id: string;
  starts_at: Date;
  people: number;
  label: string | null;
  title: string;
  meeting_point: string;
  duration_minutes: number | null;
  service_id: number;
}

/** The .ics text of the feed with this token; NOT_FOUND for an unknown (or reset) token. */
export async function calendarFeed(ctx: RequestContext, token: string): Promise<string> {
  const feed = await ctx.manager.findOneBy(CalendarFeed, { token });
  if (!feed) throw notFound();
  const rows: FeedRow[] = await ctx.manager.query(
    `SELECT h.id, h.starts_at, h.people, h.label, s.title, s.meeting_point, s.id AS service_id,
            (SELECT max(o.duration_minutes) FROM offer o WHERE o.service_id = s.id) AS duration_minutes
     FROM hold h
     JOIN service s ON s.id = h.service_id
     JOIN brand b ON b.id = s.brand_id
     JOIN company c ON c.id = b.company_id
     WHERE c.owner_id = $1 AND h.state = 'CONFIRMED' AND h.starts_at > now() - interval '90 days'
     ORDER BY h.starts_at`,
    [feed.ownerId],
  );
  // Times in UTC: valid everywhere without VTIMEZONE blocks; calendar apps show them in local time.
  const calendar = ical({
    name: 'Lokalno bookings',
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Lokalno', product: 'bookings', language: 'EN' },
    ttl: 900,
  });
  for (const row of rows) {
    const start = new Date(row.starts_at);
    const minutes = row.duration_minutes && row.duration_minutes > 0 ? row.duration_minutes : 60;
    calendar.createEvent({
      id: `${row.id}@lokalno`,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      summary: `${row.title} — ${row.people} ${row.people === 1 ? 'person' : 'people'}`,
      description: row.label ?? undefined,
      location: row.meeting_point,
      url: `${ctx.config.publicUrl}/dashboard/reservations`,
    });
  }
  return calendar.toString();
}
