// The demo partner's earnings: their partner agreement accepted, and bookings of the second demo
// provider's services referred through their two objects in several states (paid two months ago, payable from last month, upcoming,
// pending, cancelled), with the ledger entries the sweep would have written at the time (the same
// rules, stamped with their months), a PAID statement and a READY one. Seed data: once, when the
// demo partner has no referred booking yet.
import { Temporal } from 'temporal-polyfill';
import type { RequestContext } from '../context.js';
import { User } from '../modules/accounts/user.entity.js';
import { partnerTerms } from '../modules/agreements/partner-agreement.service.js';
import { PARTNER_AGREEMENT_VERSION } from '../modules/agreements/agreement-terms.js';
import { settlePayment } from '../modules/partner-ledger/ledger-sweep.js';
import { recordPayout } from '../modules/partner-ledger/partner-statements.service.js';
import { PartnerStatement } from '../modules/partner-ledger/partner-statement.entity.js';
import { shareBasisPoints } from '../modules/partners/attribution.js';
import { CancelledBy, ReservationState } from '../modules/reservations/reservation.entity.js';
import { TIME_ZONE } from '../modules/scheduling/wall-clock.js';
import { inTransaction } from '../shared/transaction.js';
import { DEMO_PARTNER_EMAIL, DEMO_REFERRAL_CODES } from './demo-partners.js';
import { dayAt, offeredStarts, seedReservation, type SeedReservation } from './demo-reservations.js';

interface DemoPartner {
  id: number;
  userId: number;
  legal_name: string;
  oib: string;
  iban: string;
  contact_name: string;
  language: 'en' | 'hr';
}

/** The demo partner's agreement, accepted (a no-op when it exists). */
async function acceptDemoAgreement(ctx: RequestContext, partner: DemoPartner): Promise<void> {
  await ctx.manager.query(
    `INSERT INTO agreement (kind, partner_id, version, language, terms, sent_at, accepted_at, accepted_by, accepted_document_sha256)
     VALUES ('PARTNER', $1, $2, $3, $4, now(), now(), $5, NULL) ON CONFLICT DO NOTHING`,
    [partner.id, PARTNER_AGREEMENT_VERSION, partner.language, JSON.stringify(partnerTerms(partner, ctx.config)), partner.userId],
  );
}

/** The Zagreb month `monthsAgo` before the current one, and an instant inside it (its 28th at noon, or now for the current month). */
function monthAgo(monthsAgo: number): { month: string; at: Date } {
  const month = Temporal.Now.plainDateISO(TIME_ZONE).toPlainYearMonth().subtract({ months: monthsAgo });
  const at = monthsAgo === 0 ? new Date() : dayOf(month.toPlainDate({ day: 28 }));
  return { month: month.toString(), at };
}

const dayOf = (date: Temporal.PlainDate) =>
  new Date(date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: new Temporal.PlainTime(12) }).epochMilliseconds);

/** Days from today to the 10th of the month `monthsAgo` months back. */
function daysToTenth(monthsAgo: number): number {
  const today = Temporal.Now.plainDateISO(TIME_ZONE);
  const tenth = today.toPlainYearMonth().subtract({ months: monthsAgo }).toPlainDate({ day: 10 });
  return today.until(tenth, { largestUnit: 'days' }).days;
}

export async function seedDemoPartnerLedger(ctx: RequestContext): Promise<number> {
  const [partner]: DemoPartner[] = await ctx.manager.query(
    `SELECT p.id, p.user_id AS "userId", p.legal_name, p.oib, p.iban, p.contact_name, u.language
     FROM partner p JOIN user_account u ON u.id = p.user_id WHERE u.email = $1`,
    [DEMO_PARTNER_EMAIL],
  );
  if (!partner) return 0;
  await acceptDemoAgreement(ctx, partner);
  const [{ n }] = await ctx.manager.query('SELECT count(*)::int AS n FROM reservation WHERE partner_id = $1', [partner.id]);
  if (n > 0) return 0;
  const staff = await ctx.manager.findOneBy(User, { email: 'staff@example.com' });
  const objects: { id: number; referral_code: string }[] = await ctx.manager.query(
    'SELECT id, referral_code FROM partner_object WHERE partner_id = $1',
    [partner.id],
  );
  const objectOf = (code: string) => objects.find((object) => object.referral_code === code)?.id;
  const apartment = objectOf(DEMO_REFERRAL_CODES.apartment);
  const hotel = objectOf(DEMO_REFERRAL_CODES.hotel);
  const services: { id: number }[] = await ctx.manager.query(
    "SELECT s.id FROM service s JOIN brand b ON b.id = s.brand_id JOIN company c ON c.id = b.company_id JOIN user_account u ON u.id = c.owner_id WHERE u.email = 'provider2@example.com' AND s.status = 'APPROVED' AND s.archived_at IS NULL AND NOT s.exclusive ORDER BY s.id",
  );
  if (!staff || !apartment || !hotel || services.length < 2) return 0;
  // Hotel and apartment guests who booked without an account (the demo guest's own lists stay as they are).
  const base = { userId: null, email: 'marta.novak@example.org', phone: '+385 98 555 0199', language: 'hr' as const };
  const [upcoming, pending] = await offeredStarts(ctx, services[1].id, 12, 2);
  const bookings: { spec: SeedReservation; objectId: number; monthsAgo: number | null }[] = [
    // Two months ago, took place: on the PAID statement.
    {
      spec: {
        ...base,
        serviceId: services[0].id,
        startsAt: dayAt(daysToTenth(2), '10:00'),
        state: ReservationState.ACCEPTED,
        places: 'record',
      },
      objectId: apartment,
      monthsAgo: 2,
    },
    {
      spec: {
        ...base,
        serviceId: services[1].id,
        startsAt: dayAt(daysToTenth(2) + 5, '10:00'),
        state: ReservationState.ACCEPTED,
        places: 'record',
      },
      objectId: hotel,
      monthsAgo: 2,
    },
    // Last month, took place: on the READY statement.
    {
      spec: {
        ...base,
        serviceId: services[0].id,
        startsAt: dayAt(daysToTenth(1), '14:00'),
        state: ReservationState.ACCEPTED,
        places: 'record',
      },
      objectId: hotel,
      monthsAgo: 1,
    },
    // Last month, cancelled by the provider and refunded: accrued, then reversed.
    {
      spec: {
        ...base,
        serviceId: services[1].id,
        startsAt: dayAt(daysToTenth(1) + 3, '10:00'),
        state: ReservationState.CANCELLED,
        cancelledBy: CancelledBy.PROVIDER,
        places: 'record',
      },
      objectId: apartment,
      monthsAgo: 1,
    },
    // Still to come: pending commission; and a request waiting for the provider's answer: nothing yet.
    ...(upcoming
      ? [
          {
            spec: { ...base, serviceId: services[1].id, startsAt: upcoming, state: ReservationState.ACCEPTED, places: 'capacity' as const },
            objectId: apartment,
            monthsAgo: 0,
          },
        ]
      : []),
    ...(pending
      ? [
          {
            spec: {
              ...base,
              serviceId: services[1].id,
              startsAt: pending,
              state: ReservationState.PENDING,
              places: 'capacity' as const,
              answerDeadline: new Date(Date.now() + 2 * 86_400_000),
            },
            objectId: hotel,
            monthsAgo: null,
          },
        ]
      : []),
  ];
  const shareBp = shareBasisPoints(ctx.config.PARTNER_COMMISSION_SHARE);
  for (const booking of bookings) {
    const { id } = await seedReservation(ctx, booking.spec);
    await inTransaction(ctx, async (tx) => {
      await tx.manager.query('UPDATE reservation SET partner_id = $2, partner_object_id = $3, partner_share_bp = $4 WHERE id = $1', [
        id,
        partner.id,
        booking.objectId,
        shareBp,
      ]);
      if (booking.monthsAgo === null) return;
      const [payment]: { id: number }[] = await tx.manager.query('SELECT id FROM payment WHERE reservation_id = $1', [id]);
      // The ledger as the sweep wrote it then: at the capture's month, the start passed for past ones.
      await settlePayment(tx, payment.id, partner.id, booking.monthsAgo > 0 ? new Date() : new Date(0), monthAgo(booking.monthsAgo));
    });
  }
  // The statements of those months: two months ago paid, last month ready.
  for (const monthsAgo of [2, 1]) {
    const { month } = monthAgo(monthsAgo);
    const made = new Date(dayOf(Temporal.PlainYearMonth.from(month).add({ months: 1 }).toPlainDate({ day: 1 })).getTime());
    await inTransaction(ctx, async (tx) => {
      const [{ total }]: { total: number }[] = await tx.manager.query(
        "SELECT coalesce(sum(amount_cents), 0)::int AS total FROM partner_ledger_entry WHERE partner_id = $1 AND state = 'PAYABLE' AND statement_month = $2",
        [partner.id, month],
      );
      if (total <= 0) return;
      const [row]: { id: number }[] = await tx.manager.query(
        `INSERT INTO partner_statement (partner_id, month, from_month, total_cents, created_at, emailed_at) VALUES ($1, $2, $2, $3, $4, $4) RETURNING id`,
        [partner.id, month, total, made],
      );
      if (monthsAgo === 2) await recordPayout(tx, await tx.manager.findOneByOrFail(PartnerStatement, { id: row.id }), staff.id);
    });
  }
  return bookings.length;
}
