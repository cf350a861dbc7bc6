// Review invitations (`reviews.invitation-sweep`, every 10 minutes): the day after the start the
// booker of an accepted, attended reservation gets an email inviting them to review (customers: My
// bookings; guests: their booking link), and one reminder REMINDER_DAYS later if they have not. The
// invitation row is written in the transaction that queues the email (job key per reservation and
// kind), so each goes out once whatever the runs and retries; the email re-checks the rule first.
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { translate, type Locale } from '../../shared/i18n/index.js';
import { inTransaction } from '../../shared/transaction.js';
import { User } from '../accounts/user.entity.js';
import type { Mailer } from '../notifications/email.service.js';
import { reservationLink } from '../reservations/reservation-link.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { GuestReview } from './review.entity.js';
import { REVIEW_DAYS_AFTER_START, reviewRefusal } from './review-eligibility.js';
import { databaseNow } from '../../shared/clock.js';

export const INVITATION_SWEEP_QUEUE = 'reviews.invitation-sweep' satisfies QueueName;
export const INVITATION_EMAIL_QUEUE = 'reviews.invitation-email' satisfies QueueName;
/** Days after the invitation that the one reminder goes out. */
export const REMINDER_DAYS = 5;
const BATCH = 200;

export type InvitationKind = 'INVITATION' | 'REMINDER';

export interface InvitationEmailJob {
  reservationId: number;
  kind: InvitationKind;
}

async function queueInvitation(tx: RequestContext, reservationId: number, kind: InvitationKind): Promise<void> {
  await tx.jobs.enqueue(
    tx.manager,
    INVITATION_EMAIL_QUEUE,
    { reservationId, kind } satisfies InvitationEmailJob,
    `review-${kind}:${reservationId}`,
  );
}

/** Bookings whose start's day has passed (a day after the start), within the review window, not reviewed, not a no-show. */
// A reseller's booking (OCTO) is left out: its guest is the reseller's customer, whom we never email.
const REVIEWABLE = `r.state = 'ACCEPTED' AND r.no_show_at IS NULL AND r.reseller_id IS NULL
  AND r.starts_at <= clock_timestamp() - interval '1 day'
  AND r.starts_at > clock_timestamp() - interval '${REVIEW_DAYS_AFTER_START} days'
  AND NOT EXISTS (SELECT 1 FROM guest_review g WHERE g.reservation_id = r.id)`;

export async function sweepInvitations(ctx: RequestContext): Promise<{ invited: number[]; reminded: number[] }> {
  const due: { id: number }[] = await ctx.manager.query(
    `SELECT r.id FROM reservation r WHERE ${REVIEWABLE}
       AND NOT EXISTS (SELECT 1 FROM guest_review_invitation i WHERE i.reservation_id = r.id) ORDER BY r.starts_at, r.id LIMIT $1`,
    [BATCH],
  );
  const invited: number[] = [];
  for (const { id } of due) {
    const done = await inTransaction(ctx, async (tx) => {
      const [rows]: [unknown[], number] = await tx.manager.query(
        'INSERT INTO guest_review_invitation (reservation_id, invited_at) VALUES ($1, clock_timestamp()) ON CONFLICT DO NOTHING RETURNING reservation_id',
        [id],
      );
      if (rows.length === 0) return false;
      await queueInvitation(tx, id, 'INVITATION');
      return true;
    });
    if (done) invited.push(id);
  }
  const remind: { id: number }[] = await ctx.manager.query(
    `SELECT r.id FROM reservation r JOIN guest_review_invitation i ON i.reservation_id = r.id
      WHERE ${REVIEWABLE} AND i.reminded_at IS NULL AND i.invited_at <= clock_timestamp() - interval '${REMINDER_DAYS} days'
      ORDER BY r.starts_at, r.id LIMIT $1`,
    [BATCH],
  );
  const reminded: number[] = [];
  for (const { id } of remind) {
    const done = await inTransaction(ctx, async (tx) => {
      const [rows]: [unknown[], number] = await tx.manager.query(
        'UPDATE guest_review_invitation SET reminded_at = clock_timestamp() WHERE reservation_id = $1 AND reminded_at IS NULL RETURNING reservation_id',
        [id],
      );
      if (rows.length === 0) return false;
      await queueInvitation(tx, id, 'REMINDER');
      return true;
    });
    if (done) reminded.push(id);
  }
  if (invited.length > 0 || reminded.length > 0) ctx.log.info({ invited: invited.length, reminded: reminded.length }, 'review invitations');
  return { invited, reminded };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function render(locale: Locale, kind: InvitationKind, values: { name: string | null; title: string; link: string; until: string }) {
  const t = (id: string, v?: Record<string, string>) => translate({ id, values: v }, locale);
  const prefix = kind === 'INVITATION' ? 'email.reviewInvitation' : 'email.reviewReminder';
  const greeting = values.name ? t('email.greeting', { name: values.name }) : t('email.booking.greeting');
  const body = t(`${prefix}.body`, { title: values.title, until: values.until });
  const button = t('email.reviewInvitation.button');
  const footer = t('email.reviewInvitation.footer');
  const signature = t('email.signature');
  const text = `${greeting}\n\n${body}\n\n${button}: ${values.link}\n\n${footer}\n\n${signature}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Inter,Arial,sans-serif;background:#faf6ef;color:#1d2b36;padding:24px">
<div style="max-width:560px;margin:auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="color:#0b4f71;font-size:22px;margin:0 0 16px">Lokalno</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="background:#0b4f71;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#4a5a66;word-break:break-all">${escapeHtml(values.link)}</p>
<p style="font-size:13px;color:#4a5a66">${escapeHtml(footer)}</p>
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject: t(`${prefix}.subject`, { title: values.title }), text, html };
}

/** Sends the invitation or reminder once (sent_email by job id), unless a review was written or the booking can no longer be reviewed. */
export function invitationEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<InvitationEmailJob>): Promise<void> => {
    const reservation = await ctx.manager.findOne(Reservation, { where: { id: data.reservationId }, relations: { service: true } });
    if (!reservation || (await mailer.sent(id))) return;
    const reviewed = (await ctx.manager.countBy(GuestReview, { reservationId: reservation.id })) > 0;
    const refusal = reviewRefusal({ reservation, reviewed, ownCompany: false, now: await databaseNow(ctx) });
    if (refusal) return;
    const user = reservation.userId ? await ctx.manager.findOneBy(User, { id: reservation.userId }) : null;
    const locale: Locale = user?.language ?? reservation.language;
    const link = user ? `${ctx.config.publicUrl}/customer/purchases` : await reservationLink(ctx, reservation);
    const until = new Date(reservation.startsAt.getTime() + REVIEW_DAYS_AFTER_START * 86_400_000).toLocaleDateString(
      locale === 'hr' ? 'hr-HR' : 'en-GB',
      { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'long', year: 'numeric' },
    );
    await mailer.sendPrepared(id, {
      to: user?.email ?? reservation.email,
      template: data.kind === 'INVITATION' ? 'review-invitation' : 'review-reminder',
      content: render(locale, data.kind, { name: user?.firstName ?? null, title: reservation.service?.title ?? '', link, until }),
    });
  };
}
