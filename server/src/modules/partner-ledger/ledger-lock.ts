// Serialises the ledger writes of one partner (settling payments, making statements, payouts), so
// each decides on the entries as they are and the month of an entry is decided under the lock.
import type { RequestContext } from '../../context.js';
import { lockKey } from '../../shared/advisory-lock.js';

export async function lockPartnerLedger(tx: RequestContext, partnerId: number): Promise<void> {
  await lockKey(tx, 'partner-ledger', partnerId);
}
