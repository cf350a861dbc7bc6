// Queues emails in the caller's transaction and sends them from the job worker through
// nodemailer (SMTP_URL). Sending is idempotent per key: a retried job never sends twice.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { RequestContext } from '../../context.js';
import type { Locale } from '../../shared/i18n/index.js';
import { renderEmail, type EmailTemplate } from './email-templates.js';
import { SentEmail } from './sent-email.entity.js';

export const EMAIL_JOB = 'email.send';

export interface EmailJob {
  to: string;
  template: EmailTemplate;
  locale: Locale;
  values: Record<string, string>;
  idempotencyKey: string;
}

export async function queueEmail(ctx: RequestContext, email: Omit<EmailJob, 'idempotencyKey'>, idempotencyKey: string): Promise<void> {
  await ctx.jobs.enqueue(ctx.manager, EMAIL_JOB, { ...email, idempotencyKey } satisfies EmailJob, idempotencyKey);
}

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

export function emailWorker(options: { dataSource: DataSource; transport: Transporter; from: string; log: Logger }) {
  return async (job: EmailJob): Promise<void> => {
    const already = await options.dataSource.manager.findOneBy(SentEmail, { idempotencyKey: job.idempotencyKey });
    if (already) return;
    const content = renderEmail(job.template, job.locale, job.values);
    await options.transport.sendMail({ from: options.from, to: job.to, subject: content.subject, text: content.text, html: content.html });
    await options.dataSource.manager.insert(SentEmail, { idempotencyKey: job.idempotencyKey, recipient: job.to, template: job.template });
    options.log.info({ template: job.template }, 'email sent');
  };
}
