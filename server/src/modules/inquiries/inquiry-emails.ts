// The emails of an inquiry, sent by one job: a confirmation to the sender (in the language they
// wrote in) and the notice to whoever answers it: the brand's provider for a brand contact, staff
// for every other kind (STAFF_EMAIL, or every active ROLE_ADMIN account). The payload holds the
// inquiry id only; each email has its own idempotency key, so a retry sends only what is missing.
import type { EntityManager } from 'typeorm';
import { formatPhone } from '../../../../common/phone.js';
import type { RequestContext } from '../../context.js';
import { translate, type Locale } from '../../shared/i18n/index.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { fullName, User, UserStatus } from '../accounts/user.entity.js';
import type { Mailer } from '../notifications/email.service.js';
import { Brand } from '../owner/brand.entity.js';
import { Company } from '../owner/company.entity.js';
import { Inquiry, InquiryKind } from './inquiry.entity.js';

export const INQUIRY_EMAIL_QUEUE = 'inquiries.email' satisfies QueueName;
export const INQUIRY_SWEEP_QUEUE = 'inquiries.sweep' satisfies QueueName;

/** The privacy policy keeps messages and requests up to 2 years after they were last handled. */
export const INQUIRY_RETENTION_DAYS = 730;

/** Deletes inquiries handled (or, never handled, received) more than INQUIRY_RETENTION_DAYS ago. */
export async function sweepOldInquiries(manager: EntityManager): Promise<void> {
  await manager.query('DELETE FROM inquiry WHERE coalesce(handled_at, created_at) < now() - make_interval(days => $1)', [
    INQUIRY_RETENTION_DAYS,
  ]);
}

export interface InquiryEmailJob {
  inquiryId: number;
}

/** Queued in the transaction that stores the inquiry: one inquiry, one job. */
export async function queueInquiryEmails(ctx: RequestContext, inquiry: Inquiry): Promise<void> {
  await ctx.jobs.enqueue(ctx.manager, INQUIRY_EMAIL_QUEUE, { inquiryId: inquiry.id } satisfies InquiryEmailJob, `inquiry:${inquiry.id}`);
}

interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

/** The sent fields as "Label: value" lines in the reader's language. */
export function inquiryDetails(inquiry: Inquiry, locale: Locale, brandName?: string): string {
  const t = (id: string) => translate({ id }, locale);
  const lines: [string, string | number | null][] = [
    ['name', inquiry.name],
    ['email', inquiry.email],
    ['phone', inquiry.phone && formatPhone(inquiry.phone)],
    ['brand', brandName ?? null],
    ['subject', inquiry.subject],
    ['dates', inquiry.dateFrom && `${inquiry.dateFrom} – ${inquiry.dateTo}`],
    ['groupSize', inquiry.groupSize],
    ['interests', inquiry.interests],
    ['budget', inquiry.budget === null ? null : `${(inquiry.budget / 100).toFixed(2)} EUR`],
    ['category', inquiry.category && t(`email.cooperation.${inquiry.category}`)],
    ['description', inquiry.description],
    ['message', inquiry.message],
  ];
  return lines
    .filter(([, value]) => value !== null && value !== '')
    .map(([label, value]) => `${t(`email.detail.${label}`)}: ${value}`)
    .join('\n');
}

async function staffRecipients(ctx: RequestContext): Promise<Recipient[]> {
  if (ctx.config.STAFF_EMAIL) return [{ email: ctx.config.STAFF_EMAIL, name: 'Lokalno', locale: 'en' }];
  const admins = await ctx.manager
    .createQueryBuilder(User, 'user')
    .where(':role = ANY(user.roles)', { role: 'ROLE_ADMIN' })
    .andWhere('user.status = :status', { status: UserStatus.ACTIVE })
    .orderBy('user.id')
    .getMany();
  return admins.map((admin) => ({ email: admin.email, name: fullName(admin), locale: admin.language }));
}

async function brandProvider(ctx: RequestContext, brandId: number): Promise<{ brand: Brand; provider: User } | null> {
  const brand = await ctx.manager.findOneBy(Brand, { id: brandId });
  const company = brand && (await ctx.manager.findOneBy(Company, { id: brand.companyId }));
  const provider = company && (await ctx.manager.findOneBy(User, { id: company.ownerId }));
  return brand && provider ? { brand, provider } : null;
}

export function inquiryEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<InquiryEmailJob>): Promise<void> => {
    const inquiry = await ctx.manager.findOneBy(Inquiry, { id: data.inquiryId });
    if (!inquiry) return;
    const kind = inquiry.kind;
    const found = inquiry.brandId === null ? null : await brandProvider(ctx, inquiry.brandId);
    if (kind === InquiryKind.BRAND_CONTACT) {
      if (found) {
        const { brand, provider } = found;
        const values = {
          name: fullName(provider),
          kind,
          sender: inquiry.name,
          brand: brand.name,
          details: inquiryDetails(inquiry, provider.language),
        };
        await mailer.send(`${id}:provider`, { to: provider.email, template: 'brand-contact', locale: provider.language, values });
      }
    } else {
      const link = `${ctx.config.publicUrl}/staff/inquiries?kind=${kind}`;
      for (const staff of await staffRecipients(ctx)) {
        const values = { name: staff.name, kind, sender: inquiry.name, details: inquiryDetails(inquiry, staff.locale), link };
        await mailer.send(`${id}:staff:${staff.email}`, { to: staff.email, template: 'inquiry-staff', locale: staff.locale, values });
      }
    }
    const details = inquiryDetails(inquiry, inquiry.language, found?.brand.name);
    await mailer.send(`${id}:sender`, {
      to: inquiry.email,
      template: 'inquiry-confirmation',
      locale: inquiry.language,
      values: { name: inquiry.name, kind, details },
    });
  };
}
