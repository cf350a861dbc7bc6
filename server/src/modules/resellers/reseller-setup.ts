// Making a reseller sell a provider, in code: the reseller, the provider it may sell and its API key
// (the clear key returned once, only its hash stored). Used by the demo data and the tests, and by
// the staff screens' services (resellers' management), so every path writes the same rows.
import type { RequestContext } from '../../context.js';
import { inTransaction } from '../../shared/transaction.js';
import { hashResellerKey, keyPrefixOf, newResellerKey } from './reseller-keys.js';
import { Reseller, ResellerKey } from './reseller.entity.js';

export interface NewReseller {
  name: string;
  contactEmail: string;
  contactName?: string | null;
  /** Basis points of the retail price (1500 = 15 %). */
  commissionBp: number;
  partnerId?: number | null;
}

export async function createReseller(ctx: RequestContext, input: NewReseller): Promise<Reseller> {
  const inserted = await ctx.manager.insert(Reseller, {
    name: input.name,
    contactEmail: input.contactEmail,
    contactName: input.contactName ?? null,
    commissionBp: input.commissionBp,
    partnerId: input.partnerId ?? null,
  });
  return ctx.manager.findOneByOrFail(Reseller, { id: (inserted.identifiers[0] as { id: number }).id });
}

/** The reseller may sell this provider (company); allowing again is harmless (a provider's refusal stays). */
export async function allowProvider(ctx: RequestContext, resellerId: number, companyId: number): Promise<void> {
  await ctx.manager.query(
    'INSERT INTO reseller_provider (reseller_id, company_id) VALUES ($1, $2) ON CONFLICT (reseller_id, company_id) DO NOTHING',
    [resellerId, companyId],
  );
}

/**
 * A new API key for the pair (reseller, provider): the previous live key of the pair is revoked in
 * the same transaction (one live key per pair). Returns the clear key: shown once, never stored.
 * `key` is for the demo's published key only.
 */
export async function issueKey(
  ctx: RequestContext,
  resellerId: number,
  companyId: number,
  options: { createdBy?: number | null; key?: string } = {},
): Promise<{ key: string; keyId: number }> {
  const key = options.key ?? newResellerKey();
  return inTransaction(ctx, async (tx) => {
    await tx.manager.query(
      'UPDATE reseller_key SET revoked_at = clock_timestamp() WHERE reseller_id = $1 AND company_id = $2 AND revoked_at IS NULL',
      [resellerId, companyId],
    );
    const inserted = await tx.manager.insert(ResellerKey, {
      resellerId,
      companyId,
      keyHash: hashResellerKey(key),
      keyPrefix: keyPrefixOf(key),
      createdBy: options.createdBy ?? null,
    });
    return { key, keyId: (inserted.identifiers[0] as { id: number }).id };
  });
}

/** Revokes a key: from now on it answers 403. Revoking twice is harmless. */
export async function revokeKey(ctx: RequestContext, keyId: number): Promise<void> {
  await ctx.manager.query('UPDATE reseller_key SET revoked_at = clock_timestamp() WHERE id = $1 AND revoked_at IS NULL', [keyId]);
}
