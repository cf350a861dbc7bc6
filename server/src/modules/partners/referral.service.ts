// Referrals: reading one (a signed token or a bare code) with the server's key, counting a visit
// through an object's link (one row per object and day, no personal data), and the attribution of a
// booking request being sent (attribution.ts decides; this reads the facts in one statement).
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { signingKey } from '../accounts/tokens.js';
import { PARTNER_AGREEMENT_VERSION } from '../agreements/agreement-terms.js';
import { attribute, shareBasisPoints } from './attribution.js';
import type { PartnerStatus } from './partner.entity.js';
import { ReferralVisitView } from './partner.types.js';
import { readReferral, referralExpiry, referralKey, signReferral, withinWindow, type Referral } from './referral-token.js';

const keys = new WeakMap<Uint8Array, Buffer>();

async function keyOf(ctx: { dataSource: DataSource; config: Config }): Promise<Buffer> {
  const secret = await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV);
  let key = keys.get(secret);
  if (!key) {
    key = referralKey(secret);
    keys.set(secret, key);
  }
  return key;
}

/**
 * The referral a request carries (the Lokalno-Referral header, a booking request's `referralCode`):
 * a valid token or code whose window is not over, else null. Whether its object and partner still
 * count is for the visibility predicate and the attribution to say.
 */
export async function referralOf(
  ctx: { dataSource: DataSource; config: Config },
  value: string | null | undefined,
  now = Date.now(),
): Promise<Referral | null> {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const referral = readReferral(await keyOf(ctx), value, now);
  if (!referral || !withinWindow(referral, now, ctx.config.REFERRAL_WINDOW_DAYS)) return null;
  return referral;
}

/**
 * A visit through an object's link: counted for the object's Europe/Zagreb day (one upsert) and
 * answered with the signed referral the browser keeps. An unknown or archived code, or a partner
 * not APPROVED, is NOT_FOUND and counts nothing.
 */
export async function recordVisit(ctx: RequestContext, rawCode: string): Promise<ReferralVisitView> {
  const now = new Date();
  const referral = readReferral(await keyOf(ctx), rawCode, now.getTime());
  if (!referral) throw notFound();
  const rows: { name: string }[] = await ctx.manager.query(
    `WITH target AS (
       SELECT o.id, o.name FROM partner_object o JOIN partner p ON p.id = o.partner_id
       WHERE o.referral_code = $1 AND o.archived_at IS NULL AND p.status = 'APPROVED'
     ), counted AS (
       INSERT INTO referral_visit (object_id, day, count) SELECT id, (clock_timestamp() AT TIME ZONE 'Europe/Zagreb')::date, 1 FROM target
       ON CONFLICT (object_id, day) DO UPDATE SET count = referral_visit.count + 1
     )
     SELECT name FROM target`,
    [referral.code],
  );
  if (rows.length === 0) throw notFound();
  const visit = { code: referral.code, visitedAt: new Date(Math.floor(now.getTime() / 1000) * 1000) };
  return {
    objectName: rows[0].name,
    referralCode: signReferral(await keyOf(ctx), visit),
    visitedAt: visit.visitedAt,
    expiresAt: referralExpiry(visit, ctx.config.REFERRAL_WINDOW_DAYS),
  };
}

export interface ReservationAttribution {
  partnerId: number;
  partnerObjectId: number;
  partnerShareBp: number;
}

interface FactsRow {
  id: number | null;
  partnerId: number | null;
  archived: boolean | null;
  partnerStatus: PartnerStatus | null;
  partnerUserId: number | null;
  agreementAccepted: boolean | null;
  providerUserId: number;
}

/**
 * Whom a booking request of `serviceId` being sent now is attributed to (attribution.ts), with the
 * partner's share in effect (PARTNER_COMMISSION_SHARE); null when nobody. One statement.
 */
export async function attributionOf(
  tx: RequestContext,
  referral: Referral | null,
  serviceId: number,
  now: number,
): Promise<ReservationAttribution | null> {
  if (!referral) return null;
  const [row]: FactsRow[] = await tx.manager.query(
    `SELECT o.id, o.partner_id AS "partnerId", o.archived_at IS NOT NULL AS archived, p.status AS "partnerStatus", p.user_id AS "partnerUserId",
       EXISTS (SELECT 1 FROM agreement a WHERE a.kind = 'PARTNER' AND a.partner_id = p.id AND a.version = $3 AND a.accepted_at IS NOT NULL)
         AS "agreementAccepted",
       (SELECT c.owner_id FROM service s JOIN brand b ON b.id = s.brand_id JOIN company c ON c.id = b.company_id WHERE s.id = $2) AS "providerUserId"
     FROM (VALUES (1)) one
     LEFT JOIN partner_object o ON o.referral_code = $1
     LEFT JOIN partner p ON p.id = o.partner_id`,
    [referral.code, serviceId, PARTNER_AGREEMENT_VERSION],
  );
  const object =
    row?.id != null
      ? {
          id: row.id,
          partnerId: row.partnerId!,
          archived: row.archived!,
          partnerStatus: row.partnerStatus!,
          partnerUserId: row.partnerUserId!,
          agreementAccepted: row.agreementAccepted === true,
        }
      : null;
  const decided = attribute({
    referral,
    object,
    providerUserId: row?.providerUserId ?? -1,
    now,
    windowDays: tx.config.REFERRAL_WINDOW_DAYS,
  });
  if (!decided) return null;
  return {
    partnerId: decided.partnerId,
    partnerObjectId: decided.objectId,
    partnerShareBp: shareBasisPoints(tx.config.PARTNER_COMMISSION_SHARE),
  };
}
