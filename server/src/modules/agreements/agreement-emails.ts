// The email that brings a provider (or a sales partner) their cooperation agreement: the PDF
// attached, and the link to the dashboard (the partner area) where they accept it. Queued in the
// transaction that offers the agreement (one job per agreement); the handler reads the agreement
// when it sends and records when it went out.
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { fullName, User } from '../accounts/user.entity.js';
import { renderEmail } from '../notifications/email-templates.js';
import type { Mailer } from '../notifications/email.service.js';
import { Company } from '../owner/company.entity.js';
import { agreementPdf } from './agreement-pdf.js';
import { Agreement, AgreementKind } from './agreement.entity.js';

export const AGREEMENT_EMAIL_QUEUE = 'agreements.email' satisfies QueueName;

/** Where the provider reads and accepts the agreement. */
export const AGREEMENT_DASHBOARD_PATH = '/dashboard/company';

/** Where a sales partner reads and accepts theirs. */
export const PARTNER_AGREEMENT_PATH = '/partner';

export interface AgreementEmailJob {
  agreementId: number;
}

export async function queueAgreementEmail(ctx: RequestContext, agreementId: number): Promise<void> {
  await ctx.jobs.enqueue(ctx.manager, AGREEMENT_EMAIL_QUEUE, { agreementId } satisfies AgreementEmailJob, `agreement:${agreementId}`);
}

/** The account the agreement goes to: the company's owner, or the partner's (read by SQL: partners sits above). */
async function recipient(ctx: RequestContext, agreement: Agreement): Promise<User | null> {
  if (agreement.kind === AgreementKind.PROVIDER && agreement.companyId !== null) {
    const company = await ctx.manager.findOneBy(Company, { id: agreement.companyId });
    return company && ctx.manager.findOneBy(User, { id: company.ownerId });
  }
  if (agreement.kind === AgreementKind.PARTNER && agreement.partnerId !== null) {
    const [row]: { user_id: number }[] = await ctx.manager.query('SELECT user_id FROM partner WHERE id = $1', [agreement.partnerId]);
    return row ? ctx.manager.findOneBy(User, { id: row.user_id }) : null;
  }
  return null;
}

export function agreementEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<AgreementEmailJob>): Promise<void> => {
    const agreement = await ctx.manager.findOneBy(Agreement, { id: data.agreementId });
    if (!agreement) return;
    if (!(await mailer.sent(id))) {
      const partner = agreement.kind === AgreementKind.PARTNER;
      const owner = await recipient(ctx, agreement);
      if (!owner) return;
      const document = await agreementPdf(agreement);
      const template = partner ? 'partner-agreement' : 'agreement';
      const content = renderEmail(template, agreement.language, {
        name: fullName(owner),
        link: ctx.config.publicUrl + (partner ? PARTNER_AGREEMENT_PATH : AGREEMENT_DASHBOARD_PATH),
        company: agreement.terms.legalName,
        version: String(agreement.version),
      });
      await mailer.sendPrepared(id, {
        to: owner.email,
        template,
        content,
        attachments: [{ filename: document.filename, content: document.data, contentType: 'application/pdf' }],
      });
    }
    await ctx.manager.query('UPDATE agreement SET sent_at = now() WHERE id = $1 AND sent_at IS NULL', [agreement.id]);
  };
}
