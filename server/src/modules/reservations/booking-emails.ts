// The booking emails, sent by the `booking.email` job `{ reservationId, kind }`:
// REQUEST_RECEIVED (guest and provider), ACCEPTED (guest: PDF voucher, PDF receipt, .ics, the
// receipt in the body), REJECTED (guest, with the reason), EXPIRED (guest and provider),
// CANCELLED (guest, and the provider when the guest cancelled), REFUNDED (guest), REMINDER
// (provider, halfway to the answer deadline), CHANGE_PROPOSED (guest: the provider's change, with the
// link and the difference), CHANGE_ACCEPTED (provider; the guest: the changed booking with its new
// voucher, receipt and .ics), CHANGE_DECLINED (provider), CHANGE_WITHDRAWN and CHANGE_EXPIRED (guest:
// the proposal is no longer open, the booking stays), DAY_BEFORE (guest: the reminder the day before
// the start, with the meeting point, the arrival instructions and the provider's phone). Each in its reader's language (the guest's booking
// language, the provider's account language). Every email has an idempotency key of its own,
// derived from the reservation, the kind and the reader (sent_email), so a retried or repeated job
// sends only what is missing, and never twice.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { formatPhone } from '../../../../common/phone.js';
import type { RequestContext } from '../../context.js';
import { translate, type Locale } from '../../shared/i18n/index.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import type { EmailContent } from '../notifications/email-templates.js';
import type { EmailAttachment, Mailer } from '../notifications/email.service.js';
import { guestRefundCents } from './reservation-states.js';
import { CancelledBy, ReservationState } from './reservation.entity.js';
import { dayBeforeOccasion, queueBookingSms } from './booking-sms.js';
import { reservationLink } from './reservation-link.js';
import { loadReservationView, type ReservationView } from './reservation-views.js';
import { formatClock, formatDateTime, formatDay, formatMoney, receiptRows } from './booking-format.js';
import { reservationDocumentPdf } from './reservation-documents.js';

export const BOOKING_EMAIL_QUEUE = 'booking.email' satisfies QueueName;

export const BOOKING_EMAIL_KINDS = [
  'REQUEST_RECEIVED',
  'ACCEPTED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'REFUNDED',
  'REMINDER',
  'CHANGE_PROPOSED',
  'CHANGE_ACCEPTED',
  'CHANGE_DECLINED',
  'CHANGE_WITHDRAWN',
  'CHANGE_EXPIRED',
  'DAY_BEFORE',
] as const;
export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];

export interface BookingEmailJob {
  reservationId: number;
  kind: BookingEmailKind;
  /** Tells apart emails of a kind a reservation may get more than once (each refund, each change proposal). */
  occasion?: string;
}

/** Queues the emails of `kind` for a reservation, inside the caller's transaction (one job per reservation, kind and occasion). */
export async function queueBookingEmail(
  ctx: RequestContext,
  reservationId: number,
  kind: BookingEmailKind,
  occasion?: string,
): Promise<void> {
  const suffix = occasion === undefined ? '' : `:${occasion}`;
  await ctx.jobs.enqueue(
    ctx.manager,
    BOOKING_EMAIL_QUEUE,
    { reservationId, kind, ...(occasion === undefined ? {} : { occasion }) } satisfies BookingEmailJob,
    `reservation:${reservationId}:${kind}${suffix}`,
  );
  // The guest's SMS of the same event, when they asked for SMS (booking-sms.ts).
  await queueBookingSms(ctx, reservationId, kind, occasion);
}

interface Recipients {
  guestName: string | null;
  guestEmail: string;
  guestLocale: Locale;
  providerName: string;
  providerEmail: string;
  providerLocale: Locale;
  durationMinutes: number | null;
  decidedAt: Date | null;
  /** Whether the provider had accepted it (its places were confirmed): a cancellation, not a withdrawal. */
  wasAccepted: boolean;
  /** A reseller's booking (OCTO): its guest is the reseller's customer and gets no email from us. */
  resellerBooking: boolean;
}

async function recipients(ctx: RequestContext, reservationId: number): Promise<Recipients | null> {
  const [row] = await ctx.manager.query(
    `SELECT r.email, r.language, r.decided_at, r.reseller_id, u.first_name, u.last_name, pu.email AS provider_email, pu.language AS provider_language,
            pu.first_name AS provider_first_name, pu.last_name AS provider_last_name,
            (SELECT max(o.duration_minutes) FROM reservation_offer ro JOIN offer o ON o.id = ro.offer_id WHERE ro.reservation_id = r.id) AS duration_minutes,
            (SELECT h.confirmed_at IS NOT NULL FROM hold h WHERE h.id = r.hold_id) AS was_accepted
       FROM reservation r
       LEFT JOIN user_account u ON u.id = r.user_id
       JOIN company c ON c.id = r.company_id
       JOIN user_account pu ON pu.id = c.owner_id
      WHERE r.id = $1`,
    [reservationId],
  );
  if (!row) return null;
  return {
    guestName: row.first_name ? `${row.first_name} ${row.last_name}`.trim() : null,
    guestEmail: row.email,
    guestLocale: row.language === 'hr' ? 'hr' : 'en',
    providerName: `${row.provider_first_name} ${row.provider_last_name}`.trim(),
    providerEmail: row.provider_email,
    providerLocale: row.provider_language === 'hr' ? 'hr' : 'en',
    durationMinutes: row.duration_minutes,
    decidedAt: row.decided_at && new Date(row.decided_at),
    wasAccepted: row.was_accepted === true,
    resellerBooking: row.reseller_id !== null,
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface Section {
  /** Paragraphs of the body. */
  paragraphs: string[];
  /** [label, value] lines. */
  details: [string, string][];
  /** The receipt's [label, amount] rows (the last one is the total). */
  receipt?: [string, string][];
  link: string;
  button: string;
}

function render(locale: Locale, subject: string, greeting: string, section: Section): EmailContent {
  const t = (id: string) => translate({ id }, locale);
  const signature = t('email.signature');
  const details = section.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  const receipt = section.receipt
    ? `\n\n${t('email.booking.receipt.title')}\n${section.receipt.map(([label, value]) => `${label}: ${value}`).join('\n')}`
    : '';
  const text = `${greeting}\n\n${section.paragraphs.join('\n\n')}\n\n${details}${receipt}\n\n${section.button}: ${section.link}\n\n${signature}\n`;
  const rows = (lines: [string, string][], boldLast = false) =>
    lines
      .map(([label, value], index) => {
        const weight = boldLast && index === lines.length - 1 ? 'font-weight:700;' : '';
        return `<tr><td style="padding:4px 12px 4px 0;color:#4a5a66;vertical-align:top;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-line;${weight}">${escapeHtml(value)}</td></tr>`;
      })
      .join('');
  const receiptHtml = section.receipt
    ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t('email.booking.receipt.title'))}</h2><table style="border-collapse:collapse">${rows(section.receipt, true)}</table>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Inter,Arial,sans-serif;background:#faf6ef;color:#1d2b36;padding:24px">
<div style="max-width:560px;margin:auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="color:#0b4f71;font-size:22px;margin:0 0 16px">Lokalno</h1>
<p>${escapeHtml(greeting)}</p>
${section.paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('\n')}
<table style="border-collapse:collapse;margin:16px 0">${rows(section.details)}</table>
${receiptHtml}
<p style="margin:24px 0"><a href="${escapeHtml(section.link)}" style="background:#0b4f71;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(section.button)}</a></p>
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject, text, html };
}

/** The facts every booking email lists. */
function bookingDetails(view: ReservationView, locale: Locale, options: { meeting?: boolean; guest?: boolean } = {}): [string, string][] {
  const t = (id: string) => translate({ id }, locale);
  const lines: [string, string][] = [
    [t('email.booking.detail.number'), view.number],
    [t('email.booking.detail.service'), view.service.title],
    [t('email.booking.detail.date'), formatDay(view.startsAt, locale)],
    [t('email.booking.detail.time'), formatClock(view.startTime, view.startsAt, locale)],
    [t('email.booking.detail.people'), String(view.people)],
    [t('email.booking.detail.offers'), view.offers.map((offer) => `${offer.quantity} × ${offer.name}`).join('\n')],
    [t('email.booking.detail.total'), formatMoney(view.totalCents, locale)],
  ];
  if (options.meeting) {
    lines.push([t('email.booking.detail.meetingPoint'), view.meetingPoint]);
    if (view.arrivalInstructions) lines.push([t('email.booking.detail.arrival'), view.arrivalInstructions]);
  }
  if (options.guest && view.guest) {
    lines.push(
      [t('email.booking.detail.email'), view.guest.email],
      [t('email.booking.detail.phone'), view.guest.phone && formatPhone(view.guest.phone)],
    );
    if (view.guest.message) lines.push([t('email.booking.detail.message'), view.guest.message]);
  }
  return lines;
}

function calendarFile(view: ReservationView, link: string, durationMinutes: number | null): string {
  const calendar = ical({
    name: 'Lokalno',
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Lokalno', product: 'booking', language: 'EN' },
  });
  const minutes = durationMinutes && durationMinutes > 0 ? durationMinutes : 60;
  calendar.createEvent({
    id: `reservation-${view.number}@lokalno`,
    start: view.startsAt,
    end: new Date(view.startsAt.getTime() + minutes * 60_000),
    summary: `${view.service.title} (${view.number})`,
    description: [view.arrivalInstructions, link].filter(Boolean).join('\n\n'),
    location: { title: view.meetingPoint, geo: { lat: view.latitude, lon: view.longitude } },
    url: link,
  });
  return calendar.toString();
}

export function bookingEmailHandler(mailer: Mailer) {
  return async ({ data, ctx }: Job<BookingEmailJob>): Promise<void> => {
    const people = await recipients(ctx, data.reservationId);
    if (!people) return;
    const kind = data.kind;
    const base = `booking:${data.reservationId}:${kind}${data.occasion === undefined ? '' : `:${data.occasion}`}`;

    const guestView = await loadReservationView(ctx, data.reservationId, 'customer', people.guestLocale);
    if (!guestView) return;
    const guestLink = await reservationLink(ctx, guestView);
    const providerLink = `${ctx.config.publicUrl}/dashboard/reservations`;

    const toGuest = async (
      build: (
        view: ReservationView,
        t: (id: string, values?: Record<string, string>) => string,
      ) => { subject: string; section: Omit<Section, 'link' | 'button'>; attachments?: EmailAttachment[] },
    ) => {
      // The reseller tells its own customer (booking_update webhooks); the provider's emails still go.
      if (people.resellerBooking) return;
      const locale = people.guestLocale;
      const t = (id: string, values?: Record<string, string>) => translate({ id, values }, locale);
      const built = build(guestView, t);
      const greeting = people.guestName ? t('email.greeting', { name: people.guestName }) : t('email.booking.greeting');
      const content = render(locale, built.subject, greeting, {
        ...built.section,
        link: guestLink,
        button: t('email.booking.button.guest'),
      });
      await mailer.sendPrepared(`${base}:guest`, {
        to: people.guestEmail,
        template: `booking-${kind.toLowerCase()}`,
        content,
        attachments: built.attachments,
      });
    };
    const toProvider = async (
      build: (
        view: ReservationView,
        t: (id: string, values?: Record<string, string>) => string,
      ) => { subject: string; section: Omit<Section, 'link' | 'button'> },
    ) => {
      const locale = people.providerLocale;
      const t = (id: string, values?: Record<string, string>) => translate({ id, values }, locale);
      const view = locale === people.guestLocale ? guestView : await loadReservationView(ctx, data.reservationId, 'owner', locale);
      if (!view) return;
      const built = build(view, t);
      const content = render(locale, built.subject, t('email.greeting', { name: people.providerName }), {
        ...built.section,
        link: providerLink,
        button: t('email.booking.button.provider'),
      });
      await mailer.sendPrepared(`${base}:provider`, {
        to: people.providerEmail,
        template: `booking-${kind.toLowerCase()}-provider`,
        content,
      });
    };
    const values = (view: ReservationView, locale: Locale) => ({
      number: view.number,
      service: view.service.title,
      date: formatDay(view.startsAt, locale),
      time: formatClock(view.startTime, view.startsAt, locale),
      people: String(view.people),
      total: formatMoney(view.totalCents, locale),
      deadline: formatDateTime(view.answerDeadline, locale),
    });

    /** The guest's voucher, receipt and .ics, for an accepted booking (`accepted`) or one changed since (`changed`). */
    const sendVoucher = async (key: 'accepted' | 'changed') => {
      if (people.resellerBooking) return;
      const locale = people.guestLocale;
      const view = guestView;
      const voucher = await reservationDocumentPdf(ctx, view.id, 'voucher', locale);
      const receipt = await reservationDocumentPdf(ctx, view.id, 'receipt', locale);
      const attachments: EmailAttachment[] = [
        { filename: `voucher-${view.number}.pdf`, content: voucher, contentType: 'application/pdf' },
        { filename: `receipt-${view.number}.pdf`, content: receipt, contentType: 'application/pdf' },
        {
          filename: `booking-${view.number}.ics`,
          content: Buffer.from(calendarFile(view, guestLink, people.durationMinutes)),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ];
      await toGuest((v, t) => ({
        subject: t(`email.booking.${key}.subject`, values(v, locale)),
        section: {
          paragraphs: [t(`email.booking.${key}.body`, values(v, locale))],
          details: bookingDetails(v, locale, { meeting: true }),
          receipt: receiptRows(v, locale),
        },
        attachments,
      }));
    };

    switch (kind) {
      case 'REQUEST_RECEIVED':
        await toGuest((view, t) => ({
          subject: t('email.booking.received.subject', values(view, people.guestLocale)),
          section: {
            paragraphs: [t('email.booking.received.body', values(view, people.guestLocale))],
            details: bookingDetails(view, people.guestLocale),
          },
        }));
        await toProvider((view, t) => ({
          subject: t('email.booking.receivedProvider.subject', values(view, people.providerLocale)),
          section: {
            paragraphs: [t('email.booking.receivedProvider.body', values(view, people.providerLocale))],
            details: bookingDetails(view, people.providerLocale, { guest: true }),
          },
        }));
        return;
      case 'REMINDER':
        await toProvider((view, t) => ({
          subject: t('email.booking.reminder.subject', values(view, people.providerLocale)),
          section: {
            paragraphs: [t('email.booking.reminder.body', values(view, people.providerLocale))],
            details: bookingDetails(view, people.providerLocale, { guest: true }),
          },
        }));
        return;
      case 'ACCEPTED':
        await sendVoucher('accepted');
        return;
      case 'REJECTED':
        await toGuest((view, t) => {
          const paragraphs = [t('email.booking.rejected.body', values(view, people.guestLocale))];
          if (view.rejectionReason) paragraphs.push(t('email.booking.rejected.reason', { reason: view.rejectionReason.name }));
          if (view.rejectionNote) paragraphs.push(t('email.booking.rejected.note', { note: view.rejectionNote }));
          return {
            subject: t('email.booking.rejected.subject', values(view, people.guestLocale)),
            section: { paragraphs, details: bookingDetails(view, people.guestLocale) },
          };
        });
        return;
      case 'EXPIRED':
        await toGuest((view, t) => ({
          subject: t('email.booking.expired.subject', values(view, people.guestLocale)),
          section: {
            paragraphs: [t('email.booking.expired.body', values(view, people.guestLocale))],
            details: bookingDetails(view, people.guestLocale),
          },
        }));
        await toProvider((view, t) => ({
          subject: t('email.booking.expiredProvider.subject', values(view, people.providerLocale)),
          section: {
            paragraphs: [t('email.booking.expiredProvider.body', values(view, people.providerLocale))],
            details: bookingDetails(view, people.providerLocale),
          },
        }));
        return;
      case 'CANCELLED': {
        // Withdrawn before the answer (nothing was charged) or cancelled after acceptance: refunded in
        // full by the provider, by the refund policy at the time of the cancellation by the guest.
        const byProvider = guestView.cancelledBy === CancelledBy.PROVIDER;
        const total = guestView.totalCents;
        const refund = byProvider
          ? total
          : guestRefundCents(guestView.refundPolicy, guestView.startsAt, (people.decidedAt ?? new Date()).getTime(), total);
        await toGuest((view, t) => {
          const v = values(view, people.guestLocale);
          const paragraphs = [t(byProvider ? 'email.booking.cancelled.byProvider' : 'email.booking.cancelled.byGuest', v)];
          if (byProvider && view.cancellationReason)
            paragraphs.push(t('email.booking.rejected.reason', { reason: view.cancellationReason.name }));
          if (byProvider && view.cancellationNote) paragraphs.push(t('email.booking.rejected.note', { note: view.cancellationNote }));
          if (!people.wasAccepted) paragraphs.push(t('email.booking.cancelled.released'));
          else if (refund > 0) paragraphs.push(t('email.booking.cancelled.refund', { amount: formatMoney(refund, people.guestLocale) }));
          else paragraphs.push(t('email.booking.cancelled.noRefund'));
          return {
            subject: t('email.booking.cancelled.subject', v),
            section: { paragraphs, details: bookingDetails(view, people.guestLocale) },
          };
        });
        if (!byProvider) {
          await toProvider((view, t) => ({
            subject: t('email.booking.cancelledProvider.subject', values(view, people.providerLocale)),
            section: {
              paragraphs: [t('email.booking.cancelledProvider.body', values(view, people.providerLocale))],
              details: bookingDetails(view, people.providerLocale),
            },
          }));
        }
        return;
      }
      case 'CHANGE_PROPOSED': {
        // The proposal of this job (`change-{id}`), while it is open; a replaced or closed one is not sent.
        const change = guestView.change;
        if (!change || `change-${change.id}` !== data.occasion || change.state !== 'PROPOSED') return;
        await toGuest((view, t) => {
          const locale = people.guestLocale;
          const v = {
            ...values(view, locale),
            date: formatDay(new Date(change.startsAt), locale),
            time: formatClock(change.startTime, new Date(change.startsAt), locale),
            people: String(change.people),
            deadline: formatDateTime(new Date(change.expiresAt), locale),
          };
          const total = formatMoney(change.totalCents, locale);
          const amount = formatMoney(Math.abs(change.differenceCents), locale);
          const paragraphs = [t('email.booking.changeProposed.body', v)];
          if (change.differenceCents > 0) paragraphs.push(t('email.booking.changeProposed.more', { total, amount }));
          else if (change.differenceCents < 0) paragraphs.push(t('email.booking.changeProposed.less', { total, amount }));
          else paragraphs.push(t('email.booking.changeProposed.same', { total }));
          if (change.note) paragraphs.push(t('email.booking.changeProposed.note', { note: change.note }));
          return { subject: t('email.booking.changeProposed.subject', v), section: { paragraphs, details: bookingDetails(view, locale) } };
        });
        return;
      }
      case 'CHANGE_ACCEPTED':
      case 'CHANGE_DECLINED': {
        const key = kind === 'CHANGE_ACCEPTED' ? 'changeAccepted' : 'changeDeclined';
        await toProvider((view, t) => ({
          subject: t(`email.booking.${key}.subject`, values(view, people.providerLocale)),
          section: {
            paragraphs: [t(`email.booking.${key}.body`, values(view, people.providerLocale))],
            details: bookingDetails(view, people.providerLocale, { guest: true }),
          },
        }));
        if (kind === 'CHANGE_ACCEPTED') await sendVoucher('changed');
        return;
      }
      case 'CHANGE_WITHDRAWN':
      case 'CHANGE_EXPIRED': {
        const key = kind === 'CHANGE_WITHDRAWN' ? 'changeWithdrawn' : 'changeExpired';
        await toGuest((view, t) => ({
          subject: t(`email.booking.${key}.subject`, values(view, people.guestLocale)),
          section: {
            paragraphs: [t(`email.booking.${key}.body`, values(view, people.guestLocale))],
            details: bookingDetails(view, people.guestLocale),
          },
        }));
        return;
      }
      case 'REFUNDED':
        await toGuest((view, t) => {
          const amount = formatMoney(view.payment?.refundedCents ?? 0, people.guestLocale);
          return {
            subject: t('email.booking.refunded.subject', values(view, people.guestLocale)),
            section: {
              paragraphs: [t('email.booking.refunded.body', { ...values(view, people.guestLocale), amount })],
              details: bookingDetails(view, people.guestLocale),
            },
          };
        });
        return;
      case 'DAY_BEFORE': {
        // The guest's reminder the day before (day-before-reminder.ts): not for a booking cancelled or moved since.
        if (guestView.state !== ReservationState.ACCEPTED) return;
        if (data.occasion !== undefined && data.occasion !== dayBeforeOccasion(guestView.startsAt)) return;
        const [company]: { contact_mobile: string | null }[] = await ctx.manager.query(
          'SELECT c.contact_mobile FROM reservation r JOIN company c ON c.id = r.company_id WHERE r.id = $1',
          [data.reservationId],
        );
        await toGuest((view, t) => {
          const details = bookingDetails(view, people.guestLocale, { meeting: true });
          if (company?.contact_mobile) details.push([t('email.booking.detail.providerPhone'), formatPhone(company.contact_mobile)]);
          return {
            subject: t('email.booking.dayBefore.subject', values(view, people.guestLocale)),
            section: { paragraphs: [t('email.booking.dayBefore.body', values(view, people.guestLocale))], details },
          };
        });
        return;
      }
    }
  };
}
