// The guest's booking SMS, for a guest who ticked "Send me a confirmation SMS": ACCEPTED (number, start,
// link), CHANGE_PROPOSED, CHANGE_ACCEPTED, CANCELLED (an accepted booking, by either side) and
// DAY_BEFORE (the reminder: time, meeting point, provider's phone). Queued beside the booking email of
// the same event (queueBookingEmail), written when the job runs, in the reservation's language, short
// enough for one GSM-7 segment (names shortened, a short link /s/{number}/{code} instead of the token).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatPhone } from '../../../../common/phone.js';
import type { RequestContext } from '../../context.js';
import { intlFor, translate, type Locale } from '../../shared/i18n/index.js';
import { signingKey } from '../accounts/tokens.js';
import { queueSms, type ReservationSmsJob, type SmsRenderer } from '../notifications/sms.service.js';
import { shorten } from '../notifications/sms-text.js';
import { reservationLink } from './reservation-link.js';
import { normaliseReservationNumber } from './reservation-number.js';
import type { BookingEmailKind } from './booking-emails.js';

export const BOOKING_SMS_KINDS = ['ACCEPTED', 'CHANGE_PROPOSED', 'CHANGE_ACCEPTED', 'CANCELLED', 'DAY_BEFORE'] as const;
export type BookingSmsKind = (typeof BOOKING_SMS_KINDS)[number];

const isSmsKind = (kind: string): kind is BookingSmsKind => (BOOKING_SMS_KINDS as readonly string[]).includes(kind);

/** The longest a service title or meeting point goes into an SMS. */
export const SMS_TITLE_MAX = 30;
export const SMS_PLACE_MAX = 40;

/**
 * Queues the SMS of a booking event when there is one for it and the guest asked for SMS; inside the
 * caller's transaction (queueBookingEmail calls it with the email of the same event).
 */
export async function queueBookingSms(tx: RequestContext, reservationId: number, kind: BookingEmailKind, occasion?: string): Promise<void> {
  if (!isSmsKind(kind)) return;
  const [row]: { confirmation_sms: boolean }[] = await tx.manager.query('SELECT confirmation_sms FROM reservation WHERE id = $1', [
    reservationId,
  ]);
  if (!row?.confirmation_sms) return;
  await queueSms(tx, { reservationId, kind, ...(occasion === undefined ? {} : { occasion }) });
}

/** The occasion of a day-before reminder: the start it is about (a booking moved to another start is reminded again). */
export const dayBeforeOccasion = (startsAt: Date) => `start-${startsAt.toISOString()}`;

const SMS_LINK_PURPOSE = 'lokalno:sms-link:';

async function smsLinkCode(ctx: Pick<RequestContext, 'dataSource' | 'config'>, number: string): Promise<string> {
  const key = await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV);
  // 96 bits of an HMAC of the number: short enough for an SMS, not guessable.
  return createHmac('sha256', key).update(`${SMS_LINK_PURPOSE}${number}`).digest('base64url').slice(0, 16);
}

/** The short address of a reservation for an SMS; /s/… redirects to the guest's link (reservation-link.ts). */
export async function smsLink(ctx: Pick<RequestContext, 'dataSource' | 'config'>, number: string): Promise<string> {
  return `${ctx.config.publicUrl}/s/${number}/${await smsLinkCode(ctx, number)}`;
}

/**
 * Where a short SMS link leads: the guest's link of that reservation (its token expires 30 days after
 * the start, as the emailed one does), or null for an unknown number or a wrong code.
 */
export async function openSmsLink(ctx: RequestContext, number: string, code: string): Promise<string | null> {
  const normalised = normaliseReservationNumber(number);
  if (!normalised || !/^[A-Za-z0-9_-]{16}$/.test(code)) return null;
  const expected = Buffer.from(await smsLinkCode(ctx, normalised));
  if (!timingSafeEqual(expected, Buffer.from(code))) return null;
  const [row]: { starts_at: Date }[] = await ctx.manager.query('SELECT starts_at FROM reservation WHERE number = $1', [normalised]);
  if (!row) return null;
  return reservationLink(ctx, { number: normalised, startsAt: new Date(row.starts_at) });
}

export interface SmsFacts {
  number: string;
  state: string;
  confirmation_sms: boolean;
  phone: string;
  language: string;
  starts_at: Date;
  start_time: string;
  title: string;
  meeting_point: string;
  contact_mobile: string | null;
  was_accepted: boolean;
  change_state: string | null;
  change_expires_at: Date | null;
}

const FACTS = `SELECT r.number, r.state, r.confirmation_sms, r.phone, r.language, r.starts_at, r.start_time, s.title, s.meeting_point,
    c.contact_mobile, (SELECT h.confirmed_at IS NOT NULL FROM hold h WHERE h.id = r.hold_id) AS was_accepted,
    ch.state AS change_state, ch.expires_at AS change_expires_at
  FROM reservation r JOIN service s ON s.id = r.service_id JOIN company c ON c.id = r.company_id
  LEFT JOIN reservation_change ch ON ch.reservation_id = r.id AND ch.id = $2
  WHERE r.id = $1`;

/** "Sat 12 Dec" / "sub 12. 12." in Zagreb. */
function shortDay(date: Date, locale: Locale): string {
  const intl = intlFor(locale);
  return locale === 'hr'
    ? `${intl.formatDate(date, { weekday: 'short' })} ${intl.formatDate(date, { day: 'numeric', month: 'numeric' })}`
    : intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
}

const hhmm = (time: string) => time.slice(0, 5);

/** The text of one booking SMS for these facts, or null when there is nothing to send. */
export function bookingSmsText(kind: BookingSmsKind, facts: SmsFacts & { link: string }): string | null {
  if (!facts.confirmation_sms) return null;
  const locale: Locale = facts.language === 'hr' ? 'hr' : 'en';
  const values = {
    number: facts.number,
    service: shorten(facts.title, SMS_TITLE_MAX),
    date: shortDay(new Date(facts.starts_at), locale),
    time: hhmm(facts.start_time),
    place: shorten(facts.meeting_point, SMS_PLACE_MAX),
    phone: facts.contact_mobile ? formatPhone(facts.contact_mobile) : '-',
    link: facts.link,
    deadline: facts.change_expires_at ? shortDay(new Date(facts.change_expires_at), locale) : '',
  };
  const t = (id: string) => translate({ id: `sms.booking.${id}`, values }, locale);
  switch (kind) {
    case 'ACCEPTED':
      return facts.state === 'ACCEPTED' ? t('accepted') : null;
    case 'CHANGE_PROPOSED':
      return facts.state === 'ACCEPTED' && facts.change_state === 'PROPOSED' ? t('changeProposed') : null;
    case 'CHANGE_ACCEPTED':
      return facts.state === 'ACCEPTED' ? t('changeAccepted') : null;
    case 'CANCELLED':
      // A request withdrawn before the provider's answer was never confirmed by SMS: nothing to say.
      return facts.state === 'CANCELLED' && facts.was_accepted ? t('cancelled') : null;
    case 'DAY_BEFORE':
      return facts.state === 'ACCEPTED' ? t('dayBefore') : null;
  }
}

const changeId = (occasion: string | undefined) => (occasion?.startsWith('change-') ? Number(occasion.slice('change-'.length)) : null);

const renderBookingSms: SmsRenderer = async (ctx: RequestContext, job: ReservationSmsJob) => {
  if (!isSmsKind(job.kind)) return null;
  const [facts]: SmsFacts[] = await ctx.manager.query(FACTS, [job.reservationId, changeId(job.occasion)]);
  if (!facts) return null;
  // A reminder about a start the booking no longer has (changed since it was queued): not sent.
  if (job.kind === 'DAY_BEFORE' && job.occasion !== undefined && job.occasion !== dayBeforeOccasion(new Date(facts.starts_at))) return null;
  const text = bookingSmsText(job.kind, { ...facts, link: await smsLink(ctx, facts.number) });
  return text === null ? null : { phone: facts.phone, text };
};

/** The renderers the SMS job uses for the booking kinds (runtime.ts registers them). */
export const BOOKING_SMS_RENDERERS: Record<BookingSmsKind, SmsRenderer> = Object.fromEntries(
  BOOKING_SMS_KINDS.map((kind) => [kind, renderBookingSms]),
) as Record<BookingSmsKind, SmsRenderer>;
