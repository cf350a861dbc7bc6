// Issues and redeems single-use keys (activation, password reset, OAuth hand-over).
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { AccountKey, type AccountKeyPurpose } from './account-key.entity.js';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueKey(ctx: RequestContext, userId: number, purpose: AccountKeyPurpose, ttlSeconds: number): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await ctx.manager.insert(AccountKey, { userId, purpose, keyHash: hashKey(key), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return key;
}

/** Marks the key used and returns its user id; null when unknown, used or expired. One atomic statement. */
export async function redeemKey(ctx: RequestContext, key: string, purpose: AccountKeyPurpose): Promise<number | null> {
  if (!key) return null;
  const result = await ctx.manager
    .createQueryBuilder()
    .update(AccountKey)
    .set({ usedAt: () => 'now()' })
    .where({ keyHash: hashKey(key), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
    .returning(['userId'])
    .execute();
  const row = (result.raw as { user_id: number }[])[0];
  return row ? row.user_id : null;
}
