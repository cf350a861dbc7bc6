// The waitlist's emails, sent by the `waitlist.email` job `{ entryId, kind, round? }` in the entry's
// language: JOINED (the confirmation, with the link to leave the line) and OFFER (freed places are
// held for the guest: the link that opens the booking flow with them, and until when). Each has its
// own idempotency key (entry, kind, round), so a retried job never sends twice, and an offer that is
// no longer open when the job runs is not sent at all.
import type { RequestContext } from '../../context.js';
import { translate, type Locale } from '../../shared/i18n/index.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import type { EmailContent } from '../notifications/email-templates.js';
import type { Mailer } from '../notifications/email.service.js';
import { WaitlistEntry, WaitlistState } from './waitlist-entry.entity.js';
import { leaveToken, offerToken } from './waitlist-tokens.js';

export const WAITLIST_EMAIL_QUEUE = 'waitlist.email' satisfies QueueName;

export type WaitlistEmailKind = 'JOINED' | 'OFFER';

export interface WaitlistEmailJob {
  entryId: number;
  kind: WaitlistEmailKind;
  /** The offer's round (OFFER). */
  round?: number;
}

/** Queues an email of the entry in the caller's transaction: one per entry, kind and round. */
export async function queueWaitlistEmail(tx: RequestContext, entryId: number, kind: WaitlistEmailKind, round?: number): Promise<void> {
  await tx.jobs.enqueue(
    tx.manager,
    WAITLIST_EMAIL_QUEUE,
    { entryId, kind, ...(round === undefined ? {} : { round }) } satisfies WaitlistEmailJob,
    `waitlist:${entryId}:${kind}${round === undefined ? '' : `:${round}`}`,
  );
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface Section {
  subject: string;
  body: string;
  link: string;
  button: string;
  footer: string;
  footerLink?: { label: string; link: string };
}

function render(locale: Locale, section: Section): EmailContent {
  const t = (id: string) => translate({ id }, locale);
  const greeting = t('email.booking.greeting');
  const signature = t('email.signature');
  const after = section.footerLink ? `\n\n${section.footerLink.label}\n${section.footerLink.link}` : '';
  const text = `${greeting}\n\n${section.body}\n\n${section.link}\n\n${section.footer}${after}\n\n${signature}\n`;
  const footerLink = section.footerLink
    ? `<p style="font-size:13px;color:#4a5a66"><a href="${escapeHtml(section.footerLink.link)}" style="color:#0b4f71">${escapeHtml(section.footerLink.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Inter,Arial,sans-serif;background:#faf6ef;color:#1d2b36;padding:24px">
<div style="max-width:560px;margin:auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="color:#0b4f71;font-size:22px;margin:0 0 16px">Lokalno</h1>
<p>${escapeHtml(greeting)}</p>
<p style="white-space:pre-line">${escapeHtml(section.body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(section.link)}" style="background:#0b4f71;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(section.button)}</a></p>
<p style="font-size:13px;color:#4a5a66;word-break:break-all">${escapeHtml(section.link)}</p>
<p style="font-size:13px;color:#4a5a66">${escapeHtml(section.footer)}</p>
${footerLink}
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject: section.subject, text, html };
}

/** "14 July 2027 at 10:00" in the reader's language, from the entry's Zagreb wall-clock date and time. */
export function startText(entry: Pick<WaitlistEntry, 'date' | 'startTime'>, locale: Locale): string {
  const [year, month, day] = entry.date.split('-').map(Number);
  const date = new Intl.DateTimeFormat(locale === 'hr' ? 'hr-HR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return translate({ id: 'email.waitlist.start', values: { date, time: entry.startTime } }, locale);
}

export function clockText(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'hr' ? 'hr-HR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Zagreb',
  }).format(at);
}

export interface WaitlistOfferNotice {
  entry: WaitlistEntry;
  title: string;
  /** The booking-flow link with the places held. */
  link: string;
  /** Where the email's idempotency key starts (the job's id). */
  key: string;
}

/** The offer's email, with the link that books the held places (the SMS is queued with the offer: waitlist-sms.ts). */
export async function sendWaitlistOfferNotice(ctx: RequestContext, mailer: Mailer, notice: WaitlistOfferNotice): Promise<void> {
  const { entry, title, link } = notice;
  const locale = entry.language;
  const t = (id: string, values?: Record<string, string>) => translate({ id, values }, locale);
  const leave = `${ctx.config.publicUrl}/waitlist/leave?token=${encodeURIComponent(await leaveToken(ctx, entry))}`;
  const content = render(locale, {
    subject: t('email.waitlist.offer.subject', { title }),
    body: t('email.waitlist.offer.body', {
      title,
      start: startText(entry, locale),
      people: String(entry.people),
      until: clockText(entry.offerExpiresAt!, locale),
    }),
    link,
    button: t('email.waitlist.offer.button'),
    footer: t('email.waitlist.offer.footer'),
    footerLink: { label: t('email.waitlist.leave'), link: leave },
  });
  await mailer.sendPrepared(`${notice.key}:email`, { to: entry.email, template: 'waitlist-offer', content });
}

export function waitlistEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<WaitlistEmailJob>): Promise<void> => {
    const entry = await ctx.manager.findOneBy(WaitlistEntry, { id: data.entryId });
    if (!entry) return;
    const [service]: { title: string }[] = await ctx.manager.query('SELECT title FROM service WHERE id = $1', [entry.serviceId]);
    const title = service?.title ?? '';
    const locale = entry.language;
    const t = (key: string, values?: Record<string, string>) => translate({ id: key, values }, locale);
    if (data.kind === 'OFFER') {
      // Only the open offer of this round: a later job of a closed one sends nothing.
      if (entry.state !== WaitlistState.OFFERED || entry.offerRound !== data.round || !entry.offerExpiresAt) return;
      const token = await offerToken(ctx, { id: entry.id, offerRound: entry.offerRound, offerExpiresAt: entry.offerExpiresAt });
      const link = `${ctx.config.publicUrl}/waitlist/offer?token=${encodeURIComponent(token)}`;
      await sendWaitlistOfferNotice(ctx, mailer, { entry, title, link, key: id });
      return;
    }
    const leave = `${ctx.config.publicUrl}/waitlist/leave?token=${encodeURIComponent(await leaveToken(ctx, entry))}`;
    const content = render(locale, {
      subject: t('email.waitlist.joined.subject', { title }),
      body: t('email.waitlist.joined.body', { title, start: startText(entry, locale), people: String(entry.people) }),
      link: leave,
      button: t('email.waitlist.leave'),
      footer: t('email.waitlist.joined.footer'),
    });
    await mailer.sendPrepared(`${id}:email`, { to: entry.email, template: 'waitlist-joined', content });
  };
}
