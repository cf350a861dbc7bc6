// The email that brings a provider their cooperation agreement: the PDF attached, and the link to
// the dashboard where they accept it. Queued in the transaction that offers the agreement (one job
// per agreement); the handler reads the agreement when it sends and records when it went out.
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

export interface AgreementEmailJob {
  agreementId: number;
}

export async function queueAgreementEmail(ctx: RequestContext, agreementId: number): Promise<void> {
  await ctx.jobs.enqueue(ctx.manager, AGREEMENT_EMAIL_QUEUE, { agreementId } satisfies AgreementEmailJob, `agreement:${agreementId}`);
}

export function agreementEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<AgreementEmailJob>): Promise<void> => {
    const agreement = await ctx.manager.findOneBy(Agreement, { id: data.agreementId });
    if (!agreement || agreement.kind !== AgreementKind.PROVIDER || agreement.companyId === null) return;
    if (!(await mailer.sent(id))) {
      const company = await ctx.manager.findOneBy(Company, { id: agreement.companyId });
      const owner = company && (await ctx.manager.findOneBy(User, { id: company.ownerId }));
      if (!owner) return;
      const document = await agreementPdf(agreement);
      const content = renderEmail('agreement', agreement.language, {
        name: fullName(owner),
        link: ctx.config.publicUrl + AGREEMENT_DASHBOARD_PATH,
        company: agreement.terms.legalName,
        version: String(agreement.version),
      });
      await mailer.sendPrepared(id, {
        to: owner.email,
        template: 'agreement',
        content,
        attachments: [{ filename: document.filename, content: document.data, contentType: 'application/pdf' }],
      });
    }
    await ctx.manager.query('UPDATE agreement SET sent_at = now() WHERE id = $1 AND sent_at IS NULL', [agreement.id]);
  };
}
