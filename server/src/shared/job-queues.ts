// The one registry of job queues: every queue the system sends to, with its retry policy and
// dead-letter queue, and every schedule. Each process creates all of them at boot, whether or
// not it works them, so a send never lands on a queue that does not exist.

export interface QueuePolicy {
  /** Retries after the first attempt; a job runs at most retryLimit + 1 times. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Exponential back-off (with jitter) from retryDelay. */
  retryBackoff: boolean;
  /** A running attempt that takes longer fails (and is retried). */
  expireInSeconds: number;
  /** Jobs of this queue handled at the same time by one process, each on its own. */
  workers: number;
}

export const QUEUES = {
  /** Emails carrying an account key (activation, password reset): `{ userId, purpose }`. */
  'account.key-email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** A provider's email about a staff decision on their service: `{ serviceId, decision }`. */
  'catalog.review-email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** A provider's cooperation agreement, the PDF attached: `{ agreementId }`. */
  'agreements.email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** The emails of a received inquiry (sender's confirmation, staff or provider notice): `{ inquiryId }`. */
  'inquiries.email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** Daily removal of inquiries older than the privacy policy keeps them (INQUIRY_RETENTION_DAYS). */
  'inquiries.sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, workers: 1 },
  /** A booking email (guest or provider): `{ reservationId, kind, occasion? }`, kind REQUEST_RECEIVED, ACCEPTED, REJECTED, EXPIRED, CANCELLED, REFUNDED, REMINDER, CHANGE_PROPOSED, CHANGE_ACCEPTED, CHANGE_DECLINED, DAY_BEFORE (queueBookingEmail queues the guest's SMS of the same event beside it). */
  'booking.email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** Captures an accepted reservation's authorisation at the gateway: `{ paymentId }`. */
  'payments.capture': { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** Cancels (releases) an authorisation that will not be captured: `{ paymentId }`. */
  'payments.release': { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** Refunds a captured payment: `{ paymentId, amountCents }`. */
  'payments.refund': { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** Every minute: expires PENDING reservations past their answer deadline, sends the providers' halfway reminders. */
  'booking.sweep': { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** Every 15 minutes: repairs drift between the gateway and the payment records (booking/payment-reconcile.ts). */
  'payments.reconcile': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, workers: 1 },
  /** Daily removal of webhook event ids older than 30 days and card-simulator idempotency keys older than 24 hours (payments/payment-cleanup.ts). */
  'payments.cleanup': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, workers: 1 },
  /** Every minute: the partners' commission ledger catches up with captures, refunds, cancellations and starts, then makes the statements of months over (partner-ledger/ledger-sweep.ts). */
  'partners.ledger-sweep': { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** Hourly: the resellers' monthly statements of the month over (resellers/reseller-statements.service.ts). */
  'resellers.ledger-sweep': { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** A partner's statement is ready, the PDF attached: `{ statementId }`. */
  'partners.statement-email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** An SMS to a guest (notifications/sms.service.ts): `{ reservationId, kind, occasion? }` or `{ phone, kind, locale, values, key }`. */
  'notifications.sms': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 60, workers: 2 },
  /** Every 10 minutes: the guests' reminders of tomorrow's accepted bookings, email and SMS (reservations/day-before-reminder.ts). */
  'booking.day-before-sweep': { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** Serves the waitlist of one start (places freed, or an offer ran out): `{ serviceId, startsAt }` (waitlist/waitlist-serve.ts). */
  'waitlist.serve': { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** A waitlist email (joined, offer): `{ entryId, kind, round? }`. */
  'waitlist.email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** Every minute: serves waitlists with free places nobody was offered and offers that ran out (waitlist/waitlist-serve.ts). */
  'waitlist.sweep': { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** Every 10 minutes: invites the bookers of yesterday's starts to review, and reminds them once (reviews/review-invitations.ts). */
  'reviews.invitation-sweep': { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** A review invitation or its reminder: `{ reservationId, kind }`, kind INVITATION or REMINDER. */
  'reviews.invitation-email': { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, workers: 2 },
  /** A reseller's OCTO webhook (booking_update, availability_update), signed and POSTed: `{ webhookId, event, … }` (resellers/octo/octo-webhooks.ts). */
  'resellers.webhook': { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, workers: 2 },
  /** Every minute: reseller bookings whose hold ran out are marked EXPIRED (resellers/octo/octo-sweep.ts). */
  'resellers.hold-sweep': { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 300, workers: 1 },
  /** Hourly removal of expired sessions and account keys. */
  'account.sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, workers: 1 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

export interface JobSchedule {
  queue: string;
  /** Cron expression (minute hour day month weekday), in `tz`. */
  cron: string;
  tz?: string;
}

export const SCHEDULES: JobSchedule[] = [
  { queue: 'account.sweep', cron: '17 * * * *', tz: 'Europe/Zagreb' },
  { queue: 'inquiries.sweep', cron: '43 3 * * *', tz: 'Europe/Zagreb' },
  { queue: 'booking.sweep', cron: '* * * * *', tz: 'Europe/Zagreb' },
  { queue: 'partners.ledger-sweep', cron: '* * * * *', tz: 'Europe/Zagreb' },
  { queue: 'resellers.ledger-sweep', cron: '7 * * * *', tz: 'Europe/Zagreb' },
  { queue: 'booking.day-before-sweep', cron: '*/10 * * * *', tz: 'Europe/Zagreb' },
  { queue: 'waitlist.sweep', cron: '* * * * *', tz: 'Europe/Zagreb' },
  { queue: 'payments.reconcile', cron: '*/15 * * * *' },
  { queue: 'payments.cleanup', cron: '51 4 * * *', tz: 'Europe/Zagreb' },
  { queue: 'reviews.invitation-sweep', cron: '*/10 * * * *', tz: 'Europe/Zagreb' },
  { queue: 'resellers.hold-sweep', cron: '* * * * *', tz: 'Europe/Zagreb' },
];

export interface JobRegistry {
  queues: Record<string, QueuePolicy>;
  schedules: JobSchedule[];
}

export const JOB_REGISTRY: JobRegistry = { queues: QUEUES, schedules: SCHEDULES };

/** Where a queue's jobs go once their retries are exhausted. */
export function deadLetterQueue(queue: string): string {
  return `${queue}.dead-letter`;
}
