// Demo reviews (issue 24): past accepted bookings of demo guests on most demo services, each with a
// verified review (stars, sub-ratings, text in English or Croatian), some answered by the provider,
// one reported to staff. Written once: nothing happens when any review exists.
import { createHash } from 'node:crypto';
import type { RequestContext } from '../context.js';
import { ReservationState } from '../modules/reservations/reservation.entity.js';
import { inTransaction } from '../shared/transaction.js';
import { dayAt, seedReservation } from './demo-reservations.js';

interface DemoReview {
  name: string;
  country: string;
  language: 'en' | 'hr';
  overall: number;
  sub: [number | null, number | null, number | null, number | null];
  text: string;
  reply?: string;
}

const REVIEWS: DemoReview[] = [
  {
    name: 'Emma',
    country: 'GB',
    language: 'en',
    overall: 5,
    sub: [5, 5, 4, 5],
    text: 'A wonderful afternoon. Our host knew every story behind the place and the tasting was generous.',
    reply: 'Thank you, Emma! It was a pleasure to have you with us.',
  },
  {
    name: 'Luka',
    country: 'HR',
    language: 'hr',
    overall: 4,
    sub: [4, 5, 4, null],
    text: 'Odlično organizirano i vrlo ugodno. Malo smo kasnili s početkom, ali sve ostalo je bilo izvrsno.',
  },
  {
    name: 'Sophie',
    country: 'DE',
    language: 'en',
    overall: 5,
    sub: [5, 4, 5, 5],
    text: 'The best thing we did on our holiday. Small group, lots of time for questions.',
  },
  {
    name: 'Marco',
    country: 'IT',
    language: 'en',
    overall: 3,
    sub: [3, 3, 2, 4],
    text: 'Nice experience, but a bit expensive for what it was. The view made up for it.',
    reply: 'Thank you for the honest feedback, Marco. We have added a second tasting plate since.',
  },
  {
    name: 'Ivana',
    country: 'HR',
    language: 'hr',
    overall: 5,
    sub: [5, 5, 5, 5],
    text: 'Preporučujem svima! Domaćini su bili srdačni, a hrana fantastična.',
  },
  {
    name: 'James',
    country: 'US',
    language: 'en',
    overall: 4,
    sub: [4, 4, null, 5],
    text: 'Great guide and well paced. Bring comfortable shoes.',
  },
  {
    name: 'Anna',
    country: 'AT',
    language: 'en',
    overall: 2,
    sub: [2, 3, 2, 4],
    text: 'The group was far bigger than we expected and it was hard to hear the guide.',
  },
];

const hash = (email: string) => createHash('sha256').update(email).digest('hex');

export async function seedDemoReviews(ctx: RequestContext): Promise<number> {
  const [{ n }] = await ctx.manager.query('SELECT count(*)::int AS n FROM guest_review');
  if (n > 0) return 0;
  const services: { id: number; company_id: number; owner_id: number }[] = await ctx.manager.query(
    `SELECT s.id, b.company_id, c.owner_id FROM service s JOIN brand b ON b.id = s.brand_id JOIN company c ON c.id = b.company_id
      WHERE s.status = 'APPROVED' AND s.archived_at IS NULL AND NOT s.exclusive ORDER BY s.id`,
  );
  const staff: { id: number }[] = await ctx.manager.query("SELECT id FROM user_account WHERE email = 'staff@example.com'");
  let written = 0;
  let reported = false;
  // Most services: every fourth keeps no reviews, so guests also see a service without them.
  for (const [index, service] of services.entries()) {
    if (index % 4 === 3) continue;
    const count = 1 + (index % 3);
    for (let k = 0; k < count; k += 1) {
      const review = REVIEWS[(index * 2 + k) % REVIEWS.length];
      const email = `${review.name.toLowerCase()}.${service.id}.${k}@guests.example.com`;
      const startsAt = dayAt(-(3 + k * 6 + (index % 5)), '10:00');
      const { id: reservationId } = await seedReservation(ctx, {
        serviceId: service.id,
        userId: null,
        email,
        language: review.language,
        startsAt,
        state: ReservationState.ACCEPTED,
        places: 'record',
      });
      const createdAt = new Date(startsAt.getTime() + 30 * 3_600_000);
      await inTransaction(ctx, async (tx) => {
        const [{ id }] = await tx.manager.query(
          `INSERT INTO guest_review (reservation_id, service_id, company_id, author_email_hash, author_name, author_country, overall,
             service_quality, organisation, value_for_money, safety, text, language, created_at, reply_text, reply_at, reply_by_user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
          [
            reservationId,
            service.id,
            service.company_id,
            hash(email),
            review.name,
            review.country,
            review.overall,
            ...review.sub,
            review.text,
            review.language,
            createdAt,
            review.reply ?? null,
            review.reply ? new Date(createdAt.getTime() + 5 * 3_600_000) : null,
            review.reply ? service.owner_id : null,
          ],
        );
        if (!reported && review.overall <= 2 && staff[0]) {
          // One report waits in the staff queue: the provider thinks the low rating unfair (it stays: negative is no reason).
          const reason = 'The guest came to a different start than booked.';
          await tx.manager.query(
            "INSERT INTO guest_review_report (review_id, reporter_user_id, reporter_role, reason, created_at) VALUES ($1, $2, 'PROVIDER', $3, $4)",
            [id, service.owner_id, reason, new Date(createdAt.getTime() + 86_400_000)],
          );
          await tx.manager.query(
            "INSERT INTO guest_review_moderation (review_id, action, note, by_user_id, created_at) VALUES ($1, 'REPORTED', $2, $3, $4)",
            [id, reason, service.owner_id, new Date(createdAt.getTime() + 86_400_000)],
          );
          reported = true;
        }
      });
      written += 1;
    }
  }
  return written;
}
