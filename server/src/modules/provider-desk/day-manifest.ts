// The provider's accepted bookings of one day (Europe/Zagreb), in start order, with what the
// people at the meeting point need: the guest's name, email and phone, people, offers with
// quantities, the guest's message, and whether the guest was checked in or marked as not come. It feeds the "Today" list of the recent activity and the
// printable day manifest (PDF, grouped by start time and service). One statement for the list.
import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { unauthenticated } from '../../shared/errors.js';
import { dayManifestPdf } from './day-manifest-pdf.js';
import { ownerScope } from './revenue.service.js';
import { ReservationState } from '../reservations/reservation.entity.js';

/** More than any provider has in a day; keeps a runaway day bounded. */
export const MAX_DAY_BOOKINGS = 500;

@ObjectType({ description: 'One offer of a booking and how many of it.' })
export class DayBookingOffer {
  @Field()
  name: string;

  @Field(() => Int)
  quantity: number;
}

@ObjectType({ description: 'An accepted booking of the day, as the provider needs it at the start.' })
export class DayBooking {
  @Field(() => Int)
  id: number;

  @Field()
  number: string;

  @Field(() => Int)
  serviceId: number;

  @Field()
  serviceTitle: string;

  @Field()
  brandName: string;

  @Field({ description: 'YYYY-MM-DD (Europe/Zagreb).' })
  date: string;

  @Field({ description: 'HH:mm (Europe/Zagreb).' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Int)
  people: number;

  @Field(() => String, { nullable: true, description: "The signed-in guest's name; null for a guest who booked by email only." })
  guestName: string | null;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field(() => String, { nullable: true, description: "The guest's message for the provider." })
  message: string | null;

  @Field(() => [DayBookingOffer])
  offers: DayBookingOffer[];

  @Field(() => Int)
  totalCents: number;

  @Field(() => String, {
    nullable: true,
    description: 'The reseller who sold it through the OCTO API, e.g. "Demo OTA"; null for a booking on the site.',
  })
  resellerName: string | null;

  @Field(() => Date, { nullable: true, description: 'When the guest was checked in at the door.' })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the guest was marked as not come.' })
  noShowAt: Date | null;
}

interface DayBookingRow {
  id: number;
  number: string;
  service_id: number;
  title: string;
  brand_name: string;
  date: string;
  start_time: string;
  starts_at: Date;
  people: number;
  guest_name: string | null;
  email: string;
  phone: string;
  message: string | null;
  offers: DayBookingOffer[];
  total_cents: number;
  reseller_name: string | null;
  checked_in_at: Date | null;
  no_show_at: Date | null;
}

/**
 * The accepted bookings of the caller's company on `date` (today, Europe/Zagreb, when null),
 * optionally of one brand, in start order: one statement.
 */
export async function loadDayBookings(ctx: RequestContext, date: string | null, brandId: number | null = null): Promise<DayBooking[]> {
  if (!ctx.user) throw unauthenticated();
  const rows: DayBookingRow[] = await ctx.manager.query(
    `SELECT r.id, r.number, r.service_id, s.title, b.name AS brand_name, to_char(r.date, 'YYYY-MM-DD') AS date, r.start_time, r.starts_at, r.people,
        NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS guest_name, r.email, r.phone, r.message, r.total_cents,
        r.checked_in_at, r.no_show_at, (SELECT rs.name FROM reseller rs WHERE rs.id = r.reseller_id) AS reseller_name,
        COALESCE((SELECT json_agg(json_build_object('name', ro.name, 'quantity', ro.quantity) ORDER BY ro.line_total_cents DESC, ro.offer_id)
          FROM reservation_offer ro WHERE ro.reservation_id = r.id), '[]') AS offers
       FROM reservation r
       JOIN service s ON s.id = r.service_id
       JOIN brand b ON b.id = r.brand_id
       LEFT JOIN user_account u ON u.id = r.user_id
      WHERE r.company_id = (SELECT c.id FROM company c WHERE c.owner_id = $1) AND r.state = '${ReservationState.ACCEPTED}'
        AND r.date = COALESCE($2::date, (clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date) AND ($3::int IS NULL OR r.brand_id = $3)
      ORDER BY r.starts_at, s.title, r.id
      LIMIT ${MAX_DAY_BOOKINGS}`,
    [ctx.user.id, date, brandId],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    serviceId: row.service_id,
    serviceTitle: row.title,
    brandName: row.brand_name,
    date: row.date,
    startTime: row.start_time,
    startsAt: new Date(row.starts_at),
    people: row.people,
    guestName: row.guest_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    offers: row.offers,
    totalCents: row.total_cents,
    resellerName: row.reseller_name,
    checkedInAt: row.checked_in_at && new Date(row.checked_in_at),
    noShowAt: row.no_show_at && new Date(row.no_show_at),
  }));
}

export interface DayManifestFile {
  fileName: string;
  data: Buffer;
}

/** The printable manifest of `date` (GET /api/owner/reservations/manifest): another company's brand is a 404. */
export async function dayManifest(ctx: RequestContext, date: string, brandId: number | null): Promise<DayManifestFile> {
  const scope = await ownerScope(ctx, brandId);
  const bookings = scope.companyId === null ? [] : await loadDayBookings(ctx, date, scope.brandId);
  const data = await dayManifestPdf({ locale: ctx.locale, date, bookings });
  return { fileName: `lokalno-manifest-${date}.pdf`, data };
}
