// Serialises the ledger writes of one partner (settling payments, making statements, payouts), so
// each decides on the entries as they are and the month of an entry is decided under the lock.
import type { RequestContext } from '../../context.js';

export async function lockPartnerLedger(tx: RequestContext, partnerId: number): Promise<void> {
  await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('partner-ledger'), $1)`, [partnerId]);
}
