// Sends emails through nodemailer (SMTP_URL) from job handlers. Sending is idempotent per key
// (the job id): a retried job whose email already went out does not send it again.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { Locale } from '../../shared/i18n/index.js';
import { renderEmail, type EmailContent, type EmailTemplate } from './email-templates.js';
import { SentEmail } from './sent-email.entity.js';

export interface Email {
  to: string;
  template: EmailTemplate;
  locale: Locale;
  values: Record<string, string>;
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** An email rendered by its module (e.g. booking emails with a voucher), with attachments. */
export interface PreparedEmail {
  to: string;
  /** A name for the sent_email record, e.g. booking-accepted. */
  template: string;
  content: EmailContent;
  attachments?: EmailAttachment[];
}

export interface Mailer {
  /** Whether the email of this idempotency key has already gone out. */
  sent: (idempotencyKey: string) => Promise<boolean>;
  /** Sends once per idempotency key. */
  send: (idempotencyKey: string, email: Email) => Promise<void>;
  /** Sends an already rendered email (with attachments) once per idempotency key. */
  sendPrepared: (idempotencyKey: string, email: PreparedEmail) => Promise<void>;
  close: () => void;
}

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl);
}

export function createMailer(options: { dataSource: DataSource; transport: Transporter; from: string; log: Logger }): Mailer {
  const sent = async (idempotencyKey: string) => await options.dataSource.manager.existsBy(SentEmail, { idempotencyKey });
  const sendPrepared = async (idempotencyKey: string, email: PreparedEmail) => {
    if (await sent(idempotencyKey)) return;
    const { content } = email;
    await options.transport.sendMail({
      from: options.from,
      to: email.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      attachments: email.attachments,
    });
    await options.dataSource.manager.insert(SentEmail, { idempotencyKey, recipient: email.to, template: email.template });
    options.log.info({ template: email.template }, 'email sent');
  };
  return {
    sent,
    send: async (idempotencyKey, email) => {
      if (await sent(idempotencyKey)) return;
      await sendPrepared(idempotencyKey, {
        to: email.to,
        template: email.template,
        content: renderEmail(email.template, email.locale, email.values),
      });
    },
    sendPrepared,
    close: () => options.transport.close(),
  };
}
