// Accepting an agreement, the provider's or the sales partner's: the one write both share.
import type { RequestContext } from '../../context.js';
import { inTransaction } from '../../shared/transaction.js';
import { callerId } from '../owner/owner.service.js';
import { agreementPdf } from './agreement-pdf.js';
import { Agreement } from './agreement.entity.js';

/**
 * Records that the caller accepted `agreement`, with the time from the database clock and the hash of
 * the document they accepted. Once: a second call (or a concurrent one) changes nothing.
 */
export async function recordAcceptance(ctx: RequestContext, agreement: Agreement): Promise<Agreement> {
  // The document is rendered outside the transaction: the row's snapshot never changes.
  const document = await agreementPdf(agreement);
  return inTransaction(ctx, async (tx) => {
    await tx.manager
      .createQueryBuilder()
      .update(Agreement)
      .set({ acceptedAt: () => 'clock_timestamp()', acceptedBy: callerId(tx), acceptedDocumentSha256: document.sha256 })
      .where('id = :id AND accepted_at IS NULL', { id: agreement.id })
      .execute();
    return tx.manager.findOneByOrFail(Agreement, { id: agreement.id });
  });
}
