// The long-lived services one server instance runs beside HTTP: the job runner with its workers,
// the mail transport, file storage and the catalog's change signal (which drops kept public pages).
// Shared by main.ts and the integration tests.
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createContext } from './context.js';
import { createFileStorage, type FileStorage } from './shared/file-storage.js';
import { JobQueue } from './shared/jobs.js';
import { createMailer, createMailTransport } from './modules/notifications/email.service.js';
import { watchCatalogChanges } from './modules/catalog/catalog-changes.js';
import { REVIEW_EMAIL_QUEUE, reviewEmailHandler } from './modules/catalog/review-emails.js';
import { AGREEMENT_EMAIL_QUEUE, agreementEmailHandler } from './modules/agreements/agreement-emails.js';
import { INQUIRY_EMAIL_QUEUE, INQUIRY_SWEEP_QUEUE, inquiryEmailHandler, sweepOldInquiries } from './modules/inquiries/inquiry-emails.js';
import { BOOKING_EMAIL_QUEUE, bookingEmailHandler } from './modules/reservations/booking-emails.js';
import { BOOKING_SWEEP_QUEUE, sweepBookings } from './modules/reservations/booking-sweep.js';
import { paymentJobHandlers } from './modules/reservations/payment-jobs.js';
import { PAYMENT_RECONCILE_QUEUE, reconcilePayments } from './modules/reservations/payment-reconcile.js';
import { cleanUpPayments, PAYMENT_CLEANUP_QUEUE } from './modules/payments/payment-cleanup.js';
import { LEDGER_SWEEP_QUEUE, sweepLedger } from './modules/partner-ledger/ledger-sweep.js';
import { RESELLER_LEDGER_SWEEP_QUEUE, sweepResellerLedger } from './modules/resellers/reseller-statements.service.js';
import { STATEMENT_EMAIL_QUEUE, statementEmailHandler } from './modules/partner-ledger/statement-emails.js';
import { createSmsGateway, SMS_QUEUE, smsHandler } from './modules/notifications/sms.service.js';
import type { SmsCatcher } from './modules/notifications/sms-catcher.js';
import { BOOKING_SMS_RENDERERS } from './modules/reservations/booking-sms.js';
import { DAY_BEFORE_SWEEP_QUEUE, sweepDayBeforeReminders } from './modules/reservations/day-before-reminder.js';
import { WAITLIST_EMAIL_QUEUE, waitlistEmailHandler } from './modules/waitlist/waitlist-emails.js';
import { serveJobHandler, sweepWaitlists, WAITLIST_SERVE_QUEUE, WAITLIST_SWEEP_QUEUE } from './modules/waitlist/waitlist-serve.js';
import {
  INVITATION_EMAIL_QUEUE,
  INVITATION_SWEEP_QUEUE,
  invitationEmailHandler,
  sweepInvitations,
} from './modules/reviews/review-invitations.js';
import { deliverWebhook, RESELLER_WEBHOOK_QUEUE } from './modules/resellers/octo/octo-webhooks.js';
import { RESELLER_HOLD_SWEEP_QUEUE, sweepResellerHolds } from './modules/resellers/octo/octo-sweep.js';
import { KEY_EMAIL_QUEUE, keyEmailHandler, SWEEP_QUEUE, sweepExpiredAccountData } from './modules/accounts/account-emails.js';

export interface Runtime {
  jobs: JobQueue;
  storage: FileStorage;
  /** The local SMS catcher when no SMS gateway is configured (read at /dev/sms), else null. */
  smsCatcher?: SmsCatcher | null;
  /** Takes no new job and waits up to `jobTimeoutMs` for the running ones; then the mail transport. */
  stop: (options?: { jobTimeoutMs?: number }) => Promise<void>;
}

export async function startRuntime(options: {
  config: Config;
  dataSource: DataSource;
  databaseUrl: string;
  log: Logger;
  smtpUrl: string;
}): Promise<Runtime> {
  const { config, dataSource, log } = options;
  const catalogChanges = watchCatalogChanges({ dataSource, log });
  const jobs = new JobQueue(options.databaseUrl, log);
  const storage = createFileStorage(config);
  const mailer = createMailer({ dataSource, transport: createMailTransport(options.smtpUrl), from: config.MAIL_FROM, log });
  jobs.handle(KEY_EMAIL_QUEUE, keyEmailHandler(mailer));
  jobs.handle(REVIEW_EMAIL_QUEUE, reviewEmailHandler(mailer));
  jobs.handle(AGREEMENT_EMAIL_QUEUE, agreementEmailHandler(mailer));
  jobs.handle(INQUIRY_EMAIL_QUEUE, inquiryEmailHandler(mailer));
  jobs.handle(INQUIRY_SWEEP_QUEUE, ({ ctx }) => sweepOldInquiries(ctx.manager));
  jobs.handle(SWEEP_QUEUE, ({ ctx }) => sweepExpiredAccountData(ctx));
  jobs.handle(BOOKING_EMAIL_QUEUE, bookingEmailHandler(mailer));
  jobs.handle(BOOKING_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepBookings(ctx);
  });
  for (const { queue, handler } of paymentJobHandlers) jobs.handle(queue, handler);
  jobs.handle(PAYMENT_RECONCILE_QUEUE, async ({ ctx }) => {
    await reconcilePayments(ctx);
  });
  jobs.handle(LEDGER_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepLedger(ctx);
  });
  jobs.handle(STATEMENT_EMAIL_QUEUE, statementEmailHandler(mailer));
  jobs.handle(RESELLER_LEDGER_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepResellerLedger(ctx);
  });
  const sms = createSmsGateway(config);
  jobs.handle(SMS_QUEUE, smsHandler(sms.gateway, { ...BOOKING_SMS_RENDERERS }));
  jobs.handle(DAY_BEFORE_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepDayBeforeReminders(ctx);
  });
  jobs.handle(INVITATION_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepInvitations(ctx);
  });
  jobs.handle(INVITATION_EMAIL_QUEUE, invitationEmailHandler(mailer));
  jobs.handle(PAYMENT_CLEANUP_QUEUE, async ({ ctx }) => {
    await cleanUpPayments(ctx);
  });
  jobs.handle(WAITLIST_SERVE_QUEUE, serveJobHandler);
  jobs.handle(WAITLIST_EMAIL_QUEUE, waitlistEmailHandler(mailer));
  jobs.handle(WAITLIST_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepWaitlists(ctx);
  });
  jobs.handle(RESELLER_WEBHOOK_QUEUE, deliverWebhook);
  jobs.handle(RESELLER_HOLD_SWEEP_QUEUE, async ({ ctx }) => {
    await sweepResellerHolds(ctx);
  });
  await jobs.start((jobLog) => createContext({ dataSource, config, jobs, storage, locale: 'en', log: jobLog, ip: 'job' }));
  return {
    jobs,
    storage,
    smsCatcher: sms.catcher,
    stop: async (stopOptions = {}) => {
      await jobs.stop(stopOptions.jobTimeoutMs);
      mailer.close();
      await catalogChanges.stop();
    },
  };
}
