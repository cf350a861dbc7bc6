// The sales partners' cooperation agreement: offered (and emailed) when staff approve a partner,
// downloaded and accepted in the partner area; until the current version is accepted the
// partner's links earn nothing (the attribution query asks the agreement table, partners'
// referral.service.ts). The partner is read from its table by SQL: partners sits above agreements.
import type { RequestContext } from '../../context.js';
import type { Config } from '../../config.js';
import { DomainError } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { callerId } from '../owner/owner.service.js';
import { COMMISSION_PERCENT, shareBasisPoints } from '../../../../common/commission.js';
import { queueAgreementEmail } from './agreement-emails.js';
import { recordAcceptance } from './agreement-acceptance.js';
import { agreementPdf, type AgreementDocument } from './agreement-pdf.js';
import { Agreement, AgreementKind, type PartnerAgreementTerms } from './agreement.entity.js';
import { PARTNER_AGREEMENT_VERSION, PARTNER_PAYOUT_DAY } from './agreement-terms.js';
import { AgreementStatus, PartnerAgreementView } from './agreement.types.js';

export const PARTNER_AGREEMENT_PDF_PATH = '/api/partner/agreement/pdf';

const none = () => new DomainError('NOT_FOUND', { id: 'agreements.partnerNone' });

const outdated = (current: number) =>
  new DomainError('CONFLICT', { id: 'agreements.outdated', values: { version: current } }, undefined, 'AGREEMENT_OUTDATED', {
    currentVersion: String(current),
  });

interface PartnerRow {
  id: number;
  status: string;
  legal_name: string;
  oib: string;
  iban: string;
  contact_name: string;
  language: 'en' | 'hr';
}

async function partnerRow(ctx: RequestContext, where: 'id' | 'user_id', value: number): Promise<PartnerRow | null> {
  const [row]: PartnerRow[] = await ctx.manager.query(
    `SELECT p.id, p.status, p.legal_name, p.oib, p.iban, p.contact_name, u.language FROM partner p JOIN user_account u ON u.id = p.user_id WHERE p.${where} = $1`,
    [value],
  );
  return row ?? null;
}

/** The terms a partner is offered now: their details, the share in effect, the window and payouts. */
export function partnerTerms(
  partner: Pick<PartnerRow, 'legal_name' | 'oib' | 'iban' | 'contact_name'>,
  config: Config,
): PartnerAgreementTerms {
  return {
    legalName: partner.legal_name,
    vatNumber: partner.oib,
    iban: partner.iban,
    contactName: partner.contact_name,
    commissionPercent: COMMISSION_PERCENT,
    shareBp: shareBasisPoints(config.PARTNER_COMMISSION_SHARE),
    attributionWindowDays: config.REFERRAL_WINDOW_DAYS,
    payoutDay: PARTNER_PAYOUT_DAY,
  };
}

function currentAgreement(ctx: RequestContext, partnerId: number): Promise<Agreement | null> {
  return ctx.manager.findOneBy(Agreement, { kind: AgreementKind.PARTNER, partnerId, version: PARTNER_AGREEMENT_VERSION });
}

function present(agreement: Agreement): PartnerAgreementView {
  const terms = agreement.terms as PartnerAgreementTerms;
  return {
    version: agreement.version,
    status: agreement.acceptedAt ? AgreementStatus.ACCEPTED : AgreementStatus.AWAITING_ACCEPTANCE,
    language: agreement.language,
    createdAt: agreement.createdAt,
    sentAt: agreement.sentAt,
    acceptedAt: agreement.acceptedAt,
    commissionPercent: terms.commissionPercent,
    shareBp: terms.shareBp,
    attributionWindowDays: terms.attributionWindowDays,
    payoutDay: terms.payoutDay,
    pdfUrl: PARTNER_AGREEMENT_PDF_PATH,
  };
}

async function offerTo(tx: RequestContext, partner: PartnerRow): Promise<void> {
  if (await currentAgreement(tx, partner.id)) return;
  const inserted = await tx.manager
    .createQueryBuilder()
    .insert()
    .into(Agreement)
    .values({
      kind: AgreementKind.PARTNER,
      partnerId: partner.id,
      version: PARTNER_AGREEMENT_VERSION,
      language: partner.language,
      terms: partnerTerms(partner, tx.config),
    })
    .orIgnore()
    .returning('id')
    .execute();
  const [row] = inserted.raw as { id: number }[];
  if (row) await queueAgreementEmail(tx, row.id);
}

/** Staff approved the partner: they are offered the current agreement, once per version, in the caller's transaction. */
export async function offerPartnerAgreement(tx: RequestContext, partnerId: number): Promise<void> {
  const partner = await partnerRow(tx, 'id', partnerId);
  if (partner) await offerTo(tx, partner);
}

/** The caller's current agreement; null before staff approved them. An approved partner without one is offered it now. */
export async function findOwnPartnerAgreement(ctx: RequestContext): Promise<PartnerAgreementView | null> {
  const partner = await partnerRow(ctx, 'user_id', callerId(ctx));
  if (!partner) return null;
  let agreement = await currentAgreement(ctx, partner.id);
  if (!agreement && partner.status === 'APPROVED') {
    agreement = await inTransaction(ctx, async (tx) => {
      await offerTo(tx, partner);
      return currentAgreement(tx, partner.id);
    });
  }
  return agreement && present(agreement);
}

/** REST: the caller's current agreement; 404 before there is one. */
export async function ownPartnerAgreement(ctx: RequestContext): Promise<PartnerAgreementView> {
  const agreement = await findOwnPartnerAgreement(ctx);
  if (!agreement) throw none();
  return agreement;
}

async function ownCurrentAgreement(ctx: RequestContext): Promise<Agreement> {
  const partner = await partnerRow(ctx, 'user_id', callerId(ctx));
  const agreement = partner && (await currentAgreement(ctx, partner.id));
  if (!agreement) throw none();
  return agreement;
}

export async function ownPartnerAgreementPdf(ctx: RequestContext): Promise<AgreementDocument> {
  return agreementPdf(await ownCurrentAgreement(ctx));
}

/** Accepts the caller's current agreement (version, time, user, the document's hash); again changes nothing. */
export async function acceptOwnPartnerAgreement(ctx: RequestContext, version: number): Promise<PartnerAgreementView> {
  const agreement = await ownCurrentAgreement(ctx);
  if (version !== agreement.version) throw outdated(agreement.version);
  if (agreement.acceptedAt) return present(agreement);
  return present(await recordAcceptance(ctx, agreement));
}
