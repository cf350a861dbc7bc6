// The email that tells a partner their statement is ready: the PDF attached and the link to their
// statements. Queued in the transaction that makes the statement (one job per statement); the
// handler sends it once (sent_email) and records when it went out.
import type { RequestContext } from '../../context.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { fullName, User } from '../accounts/user.entity.js';
import { renderEmail } from '../notifications/email-templates.js';
import type { Mailer } from '../notifications/email.service.js';
import { Partner } from '../partners/partner.entity.js';
import { PartnerStatement } from './partner-statement.entity.js';
import { statementDocument } from './statement-document.js';

export const STATEMENT_EMAIL_QUEUE = 'partners.statement-email' satisfies QueueName;

/** Where the partner reads their statements. */
export const STATEMENTS_PAGE_PATH = '/partner/statements';

export interface StatementEmailJob {
  statementId: number;
}

export async function queueStatementEmail(tx: RequestContext, statementId: number): Promise<void> {
  await tx.jobs.enqueue(tx.manager, STATEMENT_EMAIL_QUEUE, { statementId } satisfies StatementEmailJob, `statement:${statementId}`);
}

export function statementEmailHandler(mailer: Mailer) {
  return async ({ id, data, ctx }: Job<StatementEmailJob>): Promise<void> => {
    const statement = await ctx.manager.findOneBy(PartnerStatement, { id: data.statementId });
    if (!statement) return;
    if (!(await mailer.sent(id))) {
      const partner = await ctx.manager.findOneByOrFail(Partner, { id: statement.partnerId });
      const user = await ctx.manager.findOneBy(User, { id: partner.userId });
      if (!user) return;
      const document = await statementDocument(ctx, statement, 'pdf', user.language);
      const content = renderEmail('partner-statement', user.language, {
        name: fullName(user),
        link: ctx.config.publicUrl + STATEMENTS_PAGE_PATH,
        month: statement.month,
        total: (statement.totalCents / 100).toFixed(2),
      });
      await mailer.sendPrepared(id, {
        to: user.email,
        template: 'partner-statement',
        content,
        attachments: [{ filename: document.filename, content: document.data, contentType: document.contentType }],
      });
    }
    await ctx.manager.query('UPDATE partner_statement SET emailed_at = clock_timestamp() WHERE id = $1 AND emailed_at IS NULL', [
      statement.id,
    ]);
  };
}
