// Sends emails through nodemailer (SMTP_URL) from job handlers. Sending is idempotent per key
// (the job id): a retried job whose email already went out does not send it again.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Locale } from '../../shared/i18n/index.js';
import { renderEmail, type EmailTemplate } from './email-templates.js';
import { SentEmail } from './sent-email.entity.js';

export interface Email {
  to: string;
  template: EmailTemplate;
  locale: Locale;
  values: Record<string, string>;
}

export interface Mailer {
  /** Whether the email of this idempotency key has already gone out. */
  sent: (idempotencyKey: string) => Promise<boolean>;
  /** Sends once per idempotency key. */
  send: (idempotencyKey: string, email: Email) => Promise<void>;
  close: () => void;
}

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

export function createMailer(options: { dataSource: DataSource; transport: Transporter; from: string; log: Logger }): Mailer {
  const sent = async (idempotencyKey: string) => (await options.dataSource.manager.existsBy(SentEmail, { idempotencyKey }));
  return {
    sent,
    send: async (idempotencyKey, email) => {
      if (await sent(idempotencyKey)) return;
      const content = renderEmail(email.template, email.locale, email.values);
      await options.transport.sendMail({ from: options.from, to: email.to, subject: content.subject, text: content.text, html: content.html });
      await options.dataSource.manager.insert(SentEmail, { idempotencyKey, recipient: email.to, template: email.template });
      options.log.info({ template: email.template }, 'email sent');
    },
    close: () => options.transport.close(),
  };
}
