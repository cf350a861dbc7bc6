// Who calls the OCTO API: `Authorization: Bearer <key>` names a live reseller key (not revoked), its
// reseller active and allowed to sell the key's provider (reseller_provider, not refused). Anything
// else is 403 FORBIDDEN. The key is found by its SHA-256 hash (reseller-keys.ts). Every key is
// rate-limited; failed attempts are limited per address. last_used_at is written at most once a
// minute, outside the request's transaction.
import type { RequestContext } from '../../../context.js';
import { rateLimitStore, scaled, takeHits, type Limit } from '../../../shared/rate-limit.js';
import { bearerKey, hashResellerKey } from '../reseller-keys.js';
import type { Seller } from '../reseller-products.js';
import { forbiddenKey } from './octo-errors.js';

/** The demo reseller's published key (demo/demo-resellers.ts): refused whenever demo data is off. */
export const DEMO_RESELLER_KEY = 'octo-demo-key';

/** Requests one key may make: 600 a minute. */
export const KEY_LIMIT: Limit = { max: 600, windowSeconds: 60 };
/** Refused keys from one address: 30 a minute, then a minute's wait. */
const FAILED_LIMIT: Limit = { max: 30, windowSeconds: 60 };

export interface ResellerCaller extends Seller {
  keyId: number;
  /** SHA-256 hex of the key: the secret that signs this key's webhooks. */
  keyHash: string;
  resellerName: string;
  contactEmail: string;
  commissionBp: number;
}

interface KeyRow {
  key_id: number;
  key_hash: string;
  company_id: number;
  reseller_id: number;
  name: string;
  contact_email: string;
  commission_bp: number;
  partner_id: number | null;
  stale: boolean;
}

async function refuse(ctx: RequestContext): Promise<never> {
  await takeHits(rateLimitStore(ctx.dataSource), [
    { key: `octo:refused:${ctx.ip}`, limit: scaled(FAILED_LIMIT, ctx.config.RATE_LIMIT_FACTOR) },
  ]);
  throw forbiddenKey();
}

export async function authenticateReseller(ctx: RequestContext, authorization: string | undefined): Promise<ResellerCaller> {
  const key = bearerKey(authorization);
  if (!key || (key === DEMO_RESELLER_KEY && !ctx.config.DEMO_DATA)) return refuse(ctx);
  const [row]: (KeyRow | undefined)[] = await ctx.dataSource.query(
    `SELECT k.id AS key_id, k.key_hash, k.company_id, r.id AS reseller_id, r.name, r.contact_email, r.commission_bp, r.partner_id,
       (k.last_used_at IS NULL OR k.last_used_at < clock_timestamp() - interval '1 minute') AS stale
     FROM reseller_key k
     JOIN reseller r ON r.id = k.reseller_id AND r.deactivated_at IS NULL
     JOIN reseller_provider rp ON rp.reseller_id = k.reseller_id AND rp.company_id = k.company_id AND rp.refused_at IS NULL
     WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [hashResellerKey(key)],
  );
  if (!row) return refuse(ctx);
  await takeHits(rateLimitStore(ctx.dataSource), [
    { key: `octo:key:${row.key_id}`, limit: scaled(KEY_LIMIT, ctx.config.RATE_LIMIT_FACTOR) },
  ]);
  if (row.stale) await ctx.dataSource.query('UPDATE reseller_key SET last_used_at = clock_timestamp() WHERE id = $1', [row.key_id]);
  return {
    keyId: row.key_id,
    keyHash: row.key_hash,
    companyId: row.company_id,
    resellerId: row.reseller_id,
    resellerName: row.name,
    contactEmail: row.contact_email,
    commissionBp: row.commission_bp,
    partnerId: row.partner_id,
  };
}
