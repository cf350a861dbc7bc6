// Staff's management of resellers: list (with balances), create, edit, switch off and on; the
// providers (companies) a reseller may sell; one API key per reseller–provider pair. A new key for
// a pair that has a live one REPLACES it: the old key is revoked in the same transaction (a
// rotation), so a pair never has two live keys (UQ_reseller_key_live) and staff need no second
// step. The key is answered once, clear; only its SHA-256 hash and prefix are kept (reseller-keys.ts).
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { constraintOf, sqlState, UNIQUE_VIOLATION } from '../../shared/postgres-errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { Company } from '../owner/company.entity.js';
import { callerId } from '../owner/owner.service.js';
import { Partner } from '../partners/partner.entity.js';
import * as setup from './reseller-setup.js';
import { Reseller, ResellerProvider } from './reseller.entity.js';
import type { ResellerInput } from './reseller.inputs.js';
import type { IssuedResellerKey, ResellerDetail, ResellerKeyView, ResellerProviderChoice, ResellerView } from './reseller.types.js';

/** Another reseller has the name: 400 on `name`. */
const nameTaken = () => invalidInput({ name: { id: 'reseller.nameTaken' } });

/** The reseller columns of a view with its balances and providers; `rs` the reseller. */
const VIEW_COLUMNS = `rs.id, rs.name, rs.contact_name AS "contactName", rs.contact_email AS "contactEmail", rs.commission_bp AS "commissionBp",
  rs.partner_id AS "partnerId", p.legal_name AS "partnerName", rs.deactivated_at IS NULL AS active, rs.deactivated_at AS "deactivatedAt",
  rs.created_at AS "createdAt",
  (SELECT count(*)::int FROM reseller_provider rp WHERE rp.reseller_id = rs.id) AS providers,
  (SELECT coalesce(sum(l.amount_cents), 0)::int FROM reseller_ledger_entry l WHERE l.reseller_id = rs.id AND l.state = 'DUE') AS "dueCents",
  (SELECT coalesce(sum(l.amount_cents), 0)::int FROM reseller_ledger_entry l WHERE l.reseller_id = rs.id AND l.state = 'PAID') AS "paidCents"`;

type ViewRow = Omit<ResellerView, 'createdAt' | 'deactivatedAt'> & { createdAt: string; deactivatedAt: string | null };

const viewOf = (row: ViewRow): ResellerView => ({
  ...row,
  createdAt: new Date(row.createdAt),
  deactivatedAt: row.deactivatedAt === null ? null : new Date(row.deactivatedAt),
});

/** Staff: every reseller by name, with what it owes and has paid. One statement. */
export async function listResellers(ctx: RequestContext): Promise<ResellerView[]> {
  const rows: ViewRow[] = await ctx.manager.query(
    `SELECT ${VIEW_COLUMNS} FROM reseller rs LEFT JOIN partner p ON p.id = rs.partner_id ORDER BY lower(rs.name), rs.id`,
  );
  return rows.map(viewOf);
}

interface KeyRow extends Omit<ResellerKeyView, 'createdAt' | 'lastUsedAt' | 'revokedAt'> {
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const keyOf = (row: KeyRow): ResellerKeyView => ({
  ...row,
  createdAt: new Date(row.createdAt),
  lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt),
  revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt),
});

const KEY_COLUMNS = `k.id, k.company_id AS "companyId", k.key_prefix AS "keyPrefix", k.created_at AS "createdAt", k.last_used_at AS "lastUsedAt", k.revoked_at AS "revokedAt"`;

/** Staff: one reseller with its providers and their keys (newest first). One statement. */
export async function resellerDetail(ctx: RequestContext, id: number): Promise<ResellerDetail> {
  const [row]: (ViewRow & {
    providerList: { companyId: number; companyName: string; allowedAt: string; refusedAt: string | null; keys: KeyRow[] }[];
  })[] = await ctx.manager.query(
    `SELECT ${VIEW_COLUMNS},
       coalesce((SELECT json_agg(json_build_object('companyId', rp.company_id, 'companyName', c.legal_name, 'allowedAt', rp.created_at,
           'refusedAt', rp.refused_at,
           'keys', coalesce((SELECT json_agg(k ORDER BY k."createdAt" DESC, k.id DESC) FROM (SELECT ${KEY_COLUMNS} FROM reseller_key k
             WHERE k.reseller_id = rs.id AND k.company_id = rp.company_id) k), '[]'))
         ORDER BY lower(c.legal_name), c.id)
         FROM reseller_provider rp JOIN company c ON c.id = rp.company_id WHERE rp.reseller_id = rs.id), '[]') AS "providerList"
     FROM reseller rs LEFT JOIN partner p ON p.id = rs.partner_id WHERE rs.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  return {
    ...viewOf(row),
    providerList: row.providerList.map((provider) => ({
      ...provider,
      allowedAt: new Date(provider.allowedAt),
      refusedAt: provider.refusedAt === null ? null : new Date(provider.refusedAt),
      keys: provider.keys.map(keyOf),
    })),
  };
}

/** Staff: the providers (companies) a reseller may be let sell, by name. */
export async function resellerProviderChoices(ctx: RequestContext): Promise<ResellerProviderChoice[]> {
  return ctx.manager.query(`SELECT c.id AS "companyId", c.legal_name AS "companyName" FROM company c ORDER BY lower(c.legal_name), c.id`);
}

async function resellerValues(ctx: RequestContext, input: ResellerInput) {
  const partnerId = input.partnerId ?? null;
  if (partnerId !== null && !(await ctx.manager.existsBy(Partner, { id: partnerId })))
    throw invalidInput({ partnerId: { id: 'reseller.unknownPartner' } });
  const name = input.name.trim();
  if (name === '') throw invalidInput({ name: { id: 'validation.required', values: { label: { id: 'label.resellerName' } } } });
  return {
    name,
    contactName: input.contactName?.trim() || null,
    contactEmail: input.contactEmail.trim(),
    // Percent with at most two decimals: basis points, exact after rounding away the float's noise.
    commissionBp: Math.round(input.commissionPercent * 100),
    partnerId,
  };
}

/** The reseller's name is unique (UQ_reseller_name): a taken one is a 400 on `name`. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && constraintOf(error) === 'UQ_reseller_name') throw nameTaken();
    throw error;
  }
}

export async function createReseller(ctx: RequestContext, input: ResellerInput): Promise<ResellerDetail> {
  const values = await resellerValues(ctx, input);
  const reseller = await withUniqueName(() => inTransaction(ctx, (tx) => setup.createReseller(tx, values)));
  return resellerDetail(ctx, reseller.id);
}

export async function updateReseller(ctx: RequestContext, id: number, input: ResellerInput): Promise<ResellerDetail> {
  const values = await resellerValues(ctx, input);
  await withUniqueName(() =>
    inTransaction(ctx, async (tx) => {
      const result = await tx.manager.update(Reseller, { id }, values);
      if (!result.affected) throw notFound();
    }),
  );
  return resellerDetail(ctx, id);
}

/** Staff switch a reseller off (its keys answer 403; its bookings and ledger stay) or on again. */
export async function setResellerActive(ctx: RequestContext, id: number, active: boolean): Promise<ResellerDetail> {
  const [, affected]: [unknown, number] = await ctx.manager.query(
    `UPDATE reseller SET deactivated_at = CASE WHEN $2 THEN NULL ELSE coalesce(deactivated_at, clock_timestamp()) END WHERE id = $1`,
    [id, active],
  );
  if (affected === 0) throw notFound();
  return resellerDetail(ctx, id);
}

/** Staff let the reseller sell a provider; again changes nothing (a provider's refusal stays). */
export async function allowResellerProvider(ctx: RequestContext, id: number, companyId: number): Promise<ResellerDetail> {
  if (!(await ctx.manager.existsBy(Reseller, { id }))) throw notFound();
  if (!(await ctx.manager.existsBy(Company, { id: companyId }))) throw invalidInput({ companyId: { id: 'reseller.unknownProvider' } });
  await setup.allowProvider(ctx, id, companyId);
  return resellerDetail(ctx, id);
}

/** Staff take a provider away from the reseller: its live key for it is revoked with it. */
export async function removeResellerProvider(ctx: RequestContext, id: number, companyId: number): Promise<ResellerDetail> {
  await inTransaction(ctx, async (tx) => {
    const [, removed]: [unknown, number] = await tx.manager.query(
      'DELETE FROM reseller_provider WHERE reseller_id = $1 AND company_id = $2',
      [id, companyId],
    );
    if (removed === 0) throw notFound();
    await tx.manager.query(
      'UPDATE reseller_key SET revoked_at = clock_timestamp() WHERE reseller_id = $1 AND company_id = $2 AND revoked_at IS NULL',
      [id, companyId],
    );
  });
  return resellerDetail(ctx, id);
}

/** 409 RESELLER_PROVIDER_NOT_ALLOWED: a key only for a provider the reseller may sell. */
const notAllowed = () => new DomainError('CONFLICT', { id: 'reseller.providerNotAllowed' }, undefined, 'RESELLER_PROVIDER_NOT_ALLOWED');

/**
 * Staff make the API key of a reseller–provider pair: answered clear this once, kept as its hash.
 * A live key of the pair is revoked in the same transaction (the new one replaces it).
 */
export async function issueResellerKey(ctx: RequestContext, id: number, companyId: number): Promise<IssuedResellerKey> {
  const staffId = callerId(ctx);
  const { key, keyId } = await inTransaction(ctx, async (tx) => {
    if (!(await tx.manager.existsBy(Reseller, { id }))) throw notFound();
    const pair = await tx.manager.findOne(ResellerProvider, {
      where: { resellerId: id, companyId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!pair) throw notAllowed();
    return setup.issueKey(tx, id, companyId, { createdBy: staffId });
  });
  return { key, view: await keyView(ctx, keyId) };
}

async function keyView(ctx: RequestContext, keyId: number): Promise<ResellerKeyView> {
  const [row]: KeyRow[] = await ctx.manager.query(`SELECT ${KEY_COLUMNS} FROM reseller_key k WHERE k.id = $1`, [keyId]);
  if (!row) throw notFound();
  return keyOf(row);
}

/** Staff revoke a key: it answers 403 from now on. Again changes nothing. */
export async function revokeResellerKey(ctx: RequestContext, keyId: number): Promise<ResellerKeyView> {
  await ctx.manager.query('UPDATE reseller_key SET revoked_at = coalesce(revoked_at, clock_timestamp()) WHERE id = $1', [keyId]);
  return keyView(ctx, keyId);
}
