// A transaction-scoped advisory lock on one key of a named family (e.g. one partner's ledger): the
// writes of that key are serialised until the transaction ends, whichever connection makes them.
import type { RequestContext } from '../context.js';

export async function lockKey(tx: Pick<RequestContext, 'manager'>, family: string, key: number): Promise<void> {
  await tx.manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [family, key]);
}
