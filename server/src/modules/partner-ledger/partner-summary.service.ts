// The partner's dashboard and ledger. The summary: per object and month of the 12 up to the
// current one (Europe/Zagreb), the funnel (visits by the day of the visit; requests, accepted and
// completed) and the commission per state, both by the month the booking request was sent, so a
// booking stays in one month while its money moves from pending to paid (an experience still to
// come counts in the month it was booked, never in a month beyond the period). Two
// statements whatever the data: the profile, then everything else. The commissions: the ledger's
// entries newest first, a page at a time, one statement after the profile.
import type { RequestContext } from '../../context.js';
import { pageOf } from '../../shared/page.args.js';
import { ownPartner } from '../partners/partner-profile.service.js';
import { LedgerState } from './ledger-entry.entity.js';
import type {
  PartnerCommission,
  PartnerCommissionArgs,
  PartnerCommissionPage,
  PartnerFigures,
  PartnerSummary,
  PartnerSummaryMonth,
  PartnerSummaryObject,
} from './partner-ledger.types.js';

const ZAGREB = 'Europe/Zagreb';

const SUMMARY = `WITH period AS (
    SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(
      date_trunc('month', clock_timestamp() AT TIME ZONE '${ZAGREB}') - interval '11 months',
      date_trunc('month', clock_timestamp() AT TIME ZONE '${ZAGREB}'), interval '1 month') m),
  objects AS (SELECT id, name, archived_at IS NOT NULL AS archived FROM partner_object WHERE partner_id = $1),
  figures AS (
    SELECT v.object_id, to_char(v.day, 'YYYY-MM') AS month, v.count AS visits, 0 AS requests, 0 AS accepted, 0 AS completed,
      0 AS pending, 0 AS payable, 0 AS paid
    FROM referral_visit v JOIN objects o ON o.id = v.object_id
    UNION ALL
    SELECT r.partner_object_id, to_char(r.created_at AT TIME ZONE '${ZAGREB}', 'YYYY-MM'), 0, 1,
      (r.state = 'ACCEPTED' OR EXISTS (SELECT 1 FROM payment p WHERE p.reservation_id = r.id AND p.captured_cents > 0))::int,
      (r.state = 'ACCEPTED' AND r.starts_at <= clock_timestamp())::int, 0, 0, 0
    FROM reservation r WHERE r.partner_id = $1
    UNION ALL
    SELECT l.partner_object_id, to_char(r.created_at AT TIME ZONE '${ZAGREB}', 'YYYY-MM'), 0, 0, 0, 0,
      CASE WHEN l.state = '${LedgerState.PENDING}' THEN l.amount_cents ELSE 0 END,
      CASE WHEN l.state = '${LedgerState.PAYABLE}' THEN l.amount_cents ELSE 0 END,
      CASE WHEN l.state = '${LedgerState.PAID}' THEN l.amount_cents ELSE 0 END
    FROM partner_ledger_entry l JOIN reservation r ON r.id = l.reservation_id WHERE l.partner_id = $1)
  SELECT o.id AS "objectId", o.name AS "objectName", o.archived, f.month,
    sum(f.visits)::int AS visits, sum(f.requests)::int AS requests, sum(f.accepted)::int AS accepted, sum(f.completed)::int AS completed,
    sum(f.pending)::int AS "pendingCents", sum(f.payable)::int AS "payableCents", sum(f.paid)::int AS "paidCents",
    (SELECT min(month) FROM period) AS "from", (SELECT max(month) FROM period) AS "to"
  FROM objects o LEFT JOIN figures f ON f.object_id = o.id AND f.month IN (SELECT month FROM period)
  GROUP BY o.id, o.name, o.archived, f.month
  ORDER BY o.id, f.month`;

interface SummaryRow extends PartnerFigures {
  objectId: number;
  objectName: string;
  archived: boolean;
  month: string | null;
  from: string;
  to: string;
}

const FIGURES = ['visits', 'requests', 'accepted', 'completed', 'pendingCents', 'payableCents', 'paidCents'] as const;

const zero = (): PartnerFigures => ({ visits: 0, requests: 0, accepted: 0, completed: 0, pendingCents: 0, payableCents: 0, paidCents: 0 });

function add(into: PartnerFigures, figures: PartnerFigures): void {
  for (const key of FIGURES) into[key] += figures[key];
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= to) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export async function partnerSummary(ctx: RequestContext): Promise<PartnerSummary> {
  const partner = await ownPartner(ctx);
  const rows: SummaryRow[] = await ctx.manager.query(SUMMARY, [partner.id]);
  const period = rows[0]
    ? { from: rows[0].from, to: rows[0].to }
    : (
        await ctx.manager.query<{ from: string; to: string }[]>(
          `SELECT to_char((clock_timestamp() AT TIME ZONE '${ZAGREB}') - interval '11 months', 'YYYY-MM') AS "from",
             to_char(clock_timestamp() AT TIME ZONE '${ZAGREB}', 'YYYY-MM') AS "to"`,
        )
      )[0];
  const labels = monthsBetween(period.from, period.to);
  const blankMonths = () => labels.map((month): PartnerSummaryMonth => ({ month, ...zero() }));
  const months = blankMonths();
  const totals = zero();
  const objects = new Map<number, PartnerSummaryObject>();
  for (const row of rows) {
    let object = objects.get(row.objectId);
    if (!object) {
      object = { objectId: row.objectId, objectName: row.objectName, archived: row.archived, months: blankMonths(), totals: zero() };
      objects.set(row.objectId, object);
    }
    if (row.month === null) continue;
    const index = labels.indexOf(row.month);
    add(object.months[index], row);
    add(object.totals, row);
    add(months[index], row);
    add(totals, row);
  }
  // An archived object stays while it has figures in the period.
  const listed = [...objects.values()].filter((object) => !object.archived || FIGURES.some((key) => object.totals[key] !== 0));
  return { from: period.from, to: period.to, currency: 'EUR', objects: listed, months, totals };
}

/** The caller's ledger entries, newest first, optionally of one statement month. */
export async function partnerCommissions(ctx: RequestContext, args: PartnerCommissionArgs): Promise<PartnerCommissionPage> {
  const partner = await ownPartner(ctx);
  const { page, size } = pageOf(args);
  const [row]: { total: number; rows: (Omit<PartnerCommission, 'occurredAt'> & { occurredAt: string })[] }[] = await ctx.manager.query(
    `SELECT (SELECT count(*)::int FROM partner_ledger_entry WHERE partner_id = $1 AND ($2::text IS NULL OR statement_month = $2)) AS total,
       COALESCE((SELECT json_agg(v ORDER BY v."occurredAt" DESC, v.id DESC) FROM (
         SELECT l.id, l.occurred_at AS "occurredAt", l.statement_month AS month, l.kind, l.state, l.amount_cents AS "amountCents", l.currency,
           l.reservation_id AS "reservationId", r.number AS "reservationNumber", s.title AS "serviceTitle",
           to_char(r.date, 'YYYY-MM-DD') AS "experienceDate", l.partner_object_id AS "objectId", o.name AS "objectName"
         FROM partner_ledger_entry l JOIN reservation r ON r.id = l.reservation_id JOIN service s ON s.id = r.service_id
           JOIN partner_object o ON o.id = l.partner_object_id
         WHERE l.partner_id = $1 AND ($2::text IS NULL OR l.statement_month = $2)
         ORDER BY l.occurred_at DESC, l.id DESC LIMIT $3 OFFSET $4) v), '[]') AS rows`,
    [partner.id, args.month ?? null, size, page * size],
  );
  return {
    content: row.rows.map((entry) => ({ ...entry, occurredAt: new Date(entry.occurredAt) })),
    totalElements: row.total,
    totalPages: Math.ceil(row.total / size),
    page,
    size,
  };
}
