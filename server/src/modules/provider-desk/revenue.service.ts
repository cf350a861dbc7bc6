// The provider's revenue statistics: per month and per service, from the money their guests' cards
// actually gave (captured minus refunded). Definitions (README, "Provider statistics, activity and
// day manifest"):
// - a booking belongs to the month of its start date (Europe/Zagreb), what providers expect for tours;
// - gross = captured − refunded, of every reservation of the company with money captured, whatever
//   its state now (a guest's cancellation without refund keeps the money);
// - commission = the reservation's recorded commission + VAT × (captured − refunded) / captured,
//   rounded half up to the cent: a refund gives back the same share of the commission;
// - net = gross − commission; bookings and guests count the reservations not refunded in full.
// Two statements whatever the period: the caller's company, brand and month, then the sums.
import { Temporal } from 'temporal-polyfill';
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound, unauthenticated } from '../../shared/errors.js';
import { pageOf } from '../../shared/page.args.js';
import {
  MAX_REVENUE_MONTHS,
  RevenueFigures,
  type RevenueArgs,
  type RevenueMonth,
  type RevenueReservation,
  type RevenueReservationArgs,
  type RevenueReservationPage,
  type RevenueReport,
  type RevenueServiceLine,
} from './revenue.types.js';

const TIME_ZONE = 'Europe/Zagreb';

interface Scope {
  companyId: number | null;
  /** The brand asked for, when it is the caller's; null when not asked or not theirs. */
  brandId: number | null;
  /** The current Europe/Zagreb month by the database clock, YYYY-MM. */
  month: string;
}

/** The caller's company, the asked brand if it is theirs, and the current month: one statement. */
export async function ownerScope(ctx: RequestContext, brandId: number | null | undefined): Promise<Scope> {
  if (!ctx.user) throw unauthenticated();
  const [row]: { company_id: number | null; brand_id: number | null; month: string }[] = await ctx.manager.query(
    `SELECT c.id AS company_id, (SELECT b.id FROM brand b WHERE b.id = $2::int AND b.company_id = c.id) AS brand_id,
        to_char(clock_timestamp() AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM') AS month
       FROM (SELECT 1) one LEFT JOIN company c ON c.owner_id = $1`,
    [ctx.user.id, brandId ?? null],
  );
  if (brandId && !row.brand_id) throw notFound();
  return { companyId: row.company_id, brandId: row.brand_id, month: row.month };
}

/** The period asked, with its defaults: the 12 months up to the current one. */
export function revenuePeriod(
  args: Pick<RevenueArgs, 'from' | 'to'>,
  currentMonth: string,
): { from: Temporal.PlainYearMonth; to: Temporal.PlainYearMonth } {
  const to = Temporal.PlainYearMonth.from(args.to ?? currentMonth);
  const from = args.from ? Temporal.PlainYearMonth.from(args.from) : to.subtract({ months: 11 });
  if (Temporal.PlainYearMonth.compare(from, to) > 0) throw invalidInput({ [args.to ? 'to' : 'from']: { id: 'insights.toBeforeFrom' } });
  const months = from.until(to, { largestUnit: 'months' }).months + 1;
  if (months > MAX_REVENUE_MONTHS)
    throw invalidInput({ [args.from ? 'from' : 'to']: { id: 'insights.periodTooLong', values: { max: MAX_REVENUE_MONTHS } } });
  return { from, to };
}

interface SumRow {
  month: string;
  service_id: number;
  title: string;
  brand_name: string;
  gross: string;
  reseller_gross: number;
  commission: string;
  bookings: number;
  guests: number;
}

const zero = (): RevenueFigures => ({ grossCents: 0, resellerGrossCents: 0, commissionCents: 0, netCents: 0, bookings: 0, guests: 0 });

function add(into: RevenueFigures, figures: RevenueFigures): void {
  into.grossCents += figures.grossCents;
  into.resellerGrossCents += figures.resellerGrossCents;
  into.commissionCents += figures.commissionCents;
  into.netCents += figures.netCents;
  into.bookings += figures.bookings;
  into.guests += figures.guests;
}

/**
 * A reseller's booking has no payment: the guest paid the reseller, who owes its net amount on the
 * reseller ledger. It counts at its retail price (as captured, nothing refunded) while its ledger
 * holds the sale and no cancellation (accepted, or cancelled without a refund).
 */
const RESELLER_SOLD = `r.reseller_id IS NOT NULL AND rb.retail_cents > 0
  AND EXISTS (SELECT 1 FROM reseller_ledger_entry l WHERE l.reservation_id = r.id AND l.kind = 'SALE')
  AND NOT EXISTS (SELECT 1 FROM reseller_ledger_entry l WHERE l.reservation_id = r.id AND l.kind = 'CANCELLATION')`;

/** Per reservation with money captured (or sold by a reseller), then per month and service; commission kept pro rata, half up. */
const SUMS = `WITH paid AS (
    SELECT r.id, r.service_id, to_char(r.date, 'YYYY-MM') AS month, r.people,
      (r.commission_cents + r.commission_vat_cents)::bigint AS commission_full,
      sum(p.captured_cents)::bigint AS captured, sum(p.refunded_cents)::bigint AS refunded, false AS via_reseller
    FROM reservation r JOIN payment p ON p.reservation_id = r.id
    WHERE r.company_id = $1 AND ($2::int IS NULL OR r.brand_id = $2) AND r.date >= $3::date AND r.date < $4::date
    GROUP BY r.id
    HAVING sum(p.captured_cents) > 0
    UNION ALL
    SELECT r.id, r.service_id, to_char(r.date, 'YYYY-MM'), r.people, (r.commission_cents + r.commission_vat_cents)::bigint,
      rb.retail_cents::bigint, 0::bigint, true
    FROM reservation r JOIN reseller_booking rb ON rb.reservation_id = r.id
    WHERE r.company_id = $1 AND ($2::int IS NULL OR r.brand_id = $2) AND r.date >= $3::date AND r.date < $4::date AND ${RESELLER_SOLD})
  SELECT paid.month, paid.service_id, s.title, b.name AS brand_name,
    sum(captured - refunded) AS gross, (COALESCE(sum(captured) FILTER (WHERE via_reseller), 0))::int AS reseller_gross,
    sum((2 * commission_full * (captured - refunded) + captured) / (2 * captured)) AS commission,
    (count(*) FILTER (WHERE captured > refunded))::int AS bookings,
    (COALESCE(sum(people) FILTER (WHERE captured > refunded), 0))::int AS guests
  FROM paid JOIN service s ON s.id = paid.service_id JOIN brand b ON b.id = s.brand_id
  GROUP BY paid.month, paid.service_id, s.title, b.name`;

function lineOf(row: SumRow): RevenueServiceLine {
  const grossCents = Number(row.gross);
  const commissionCents = Number(row.commission);
  return {
    serviceId: row.service_id,
    title: row.title,
    brandName: row.brand_name,
    grossCents,
    resellerGrossCents: row.reseller_gross,
    commissionCents,
    netCents: grossCents - commissionCents,
    bookings: row.bookings,
    guests: row.guests,
  };
}

const byGross = (a: RevenueServiceLine, b: RevenueServiceLine) =>
  b.grossCents - a.grossCents || a.title.localeCompare(b.title) || a.serviceId - b.serviceId;

/** The caller's revenue report for a period (GET /api/owner/reservations/revenue, ownerRevenue). */
export async function ownerRevenue(ctx: RequestContext, args: RevenueArgs): Promise<RevenueReport> {
  const scope = await ownerScope(ctx, args.brandId);
  const { from, to } = revenuePeriod(args, scope.month);
  const rows: SumRow[] =
    scope.companyId === null
      ? []
      : await ctx.manager.query(SUMS, [
          scope.companyId,
          scope.brandId,
          from.toPlainDate({ day: 1 }).toString(),
          to.add({ months: 1 }).toPlainDate({ day: 1 }).toString(),
        ]);

  const months = new Map<string, RevenueMonth>();
  for (let month = from; Temporal.PlainYearMonth.compare(month, to) <= 0; month = month.add({ months: 1 })) {
    months.set(month.toString(), { month: month.toString(), ...zero(), services: [] });
  }
  const services = new Map<number, RevenueServiceLine>();
  const totals = zero();
  for (const row of rows) {
    const line = lineOf(row);
    const month = months.get(row.month)!;
    month.services.push(line);
    add(month, line);
    add(totals, line);
    const service = services.get(line.serviceId) ?? { ...line, ...zero() };
    add(service, line);
    services.set(line.serviceId, service);
  }
  for (const month of months.values()) month.services.sort(byGross);
  return {
    from: from.toString(),
    to: to.toString(),
    brandId: scope.brandId,
    months: [...months.values()],
    services: [...services.values()].sort(byGross),
    totals,
  };
}

/**
 * Per booking with money captured in a month (of its start), the three-way split: the provider's net,
 * the platform's commission (the same pro rata rule as the report) and, of it, the sales partner's
 * share as their ledger holds it (accruals net of reversals, read from partner_ledger_entry by SQL:
 * the ledger's module sits above this one). Two statements whatever the page.
 */
export async function ownerRevenueReservations(ctx: RequestContext, args: RevenueReservationArgs): Promise<RevenueReservationPage> {
  const scope = await ownerScope(ctx, args.brandId);
  const { page, size } = pageOf(args);
  const month = Temporal.PlainYearMonth.from(args.month ?? scope.month);
  if (scope.companyId === null) return { content: [], totalElements: 0, totalPages: 0, page, size };
  const [row]: { total: number; rows: RevenueReservation[] }[] = await ctx.manager.query(
    `WITH paid AS (
       SELECT r.id, r.number, r.service_id, r.date, r.state, r.starts_at, r.partner_id, r.reseller_id,
         (r.commission_cents + r.commission_vat_cents)::bigint AS commission_full,
         sum(p.captured_cents)::bigint AS captured, sum(p.refunded_cents)::bigint AS refunded
       FROM reservation r JOIN payment p ON p.reservation_id = r.id
       WHERE r.company_id = $1 AND ($2::int IS NULL OR r.brand_id = $2) AND r.date >= $3::date AND r.date < $4::date
       GROUP BY r.id HAVING sum(p.captured_cents) > 0
       UNION ALL
       SELECT r.id, r.number, r.service_id, r.date, r.state, r.starts_at, r.partner_id, r.reseller_id,
         (r.commission_cents + r.commission_vat_cents)::bigint, rb.retail_cents::bigint, 0::bigint
       FROM reservation r JOIN reseller_booking rb ON rb.reservation_id = r.id
       WHERE r.company_id = $1 AND ($2::int IS NULL OR r.brand_id = $2) AND r.date >= $3::date AND r.date < $4::date AND ${RESELLER_SOLD}),
     split AS (
       SELECT paid.*, s.title, (2 * commission_full * (captured - refunded) + captured) / (2 * captured) AS commission
       FROM paid JOIN service s ON s.id = paid.service_id)
     SELECT (SELECT count(*)::int FROM paid) AS total,
       COALESCE((SELECT json_agg(v ORDER BY v.starts_at DESC, v."reservationId" DESC) FROM (
         SELECT id AS "reservationId", number, service_id AS "serviceId", title AS "serviceTitle", to_char(date, 'YYYY-MM-DD') AS date, state,
           starts_at, (captured - refunded)::int AS "grossCents", commission::int AS "commissionCents",
           (captured - refunded - commission)::int AS "netCents",
           CASE WHEN partner_id IS NULL THEN NULL ELSE (SELECT coalesce(sum(l.amount_cents), 0)::int FROM partner_ledger_entry l
             WHERE l.reservation_id = split.id AND l.kind IN ('ACCRUAL', 'REVERSAL')) END AS "partnerShareCents",
           (SELECT rs.name FROM reseller rs WHERE rs.id = split.reseller_id) AS "resellerName"
         FROM split ORDER BY starts_at DESC, id DESC LIMIT $5 OFFSET $6) v), '[]') AS rows`,
    [
      scope.companyId,
      scope.brandId,
      month.toPlainDate({ day: 1 }).toString(),
      month.add({ months: 1 }).toPlainDate({ day: 1 }).toString(),
      size,
      page * size,
    ],
  );
  return {
    content: row.rows.map(({ starts_at: _startsAt, ...line }: RevenueReservation & { starts_at?: string }) => line),
    totalElements: row.total,
    totalPages: Math.ceil(row.total / size),
    page,
    size,
  };
}
