// The providers' cooperation agreement: offered (and emailed) when a provider first sends a service
// for approval, downloaded and accepted in the dashboard; staff approval of a service waits for it.
// Every call is scoped to the caller's own company: another company's agreement is never reachable.
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { User } from '../accounts/user.entity.js';
import { Company } from '../owner/company.entity.js';
import { callerId, ownCompany } from '../owner/owner.service.js';
import { queueAgreementEmail } from './agreement-emails.js';
import { recordAcceptance } from './agreement-acceptance.js';
import { agreementPdf, type AgreementDocument } from './agreement-pdf.js';
import { PROVIDER_AGREEMENT_VERSION, providerTerms } from './agreement-terms.js';
import { Agreement, AgreementKind, type AgreementTerms } from './agreement.entity.js';
import { AgreementStatus, AgreementSummary, OwnerAgreement } from './agreement.types.js';

export const AGREEMENT_PDF_PATH = '/api/owner/agreement/pdf';

const none = () => new DomainError('NOT_FOUND', { id: 'agreements.none' });

/** 409 AGREEMENT_OUTDATED: the version accepted is not the current one. */
const outdated = (current: number) =>
  new DomainError('CONFLICT', { id: 'agreements.outdated', values: { version: current } }, undefined, 'AGREEMENT_OUTDATED', {
    currentVersion: String(current),
  });

/** 409 AGREEMENT_NOT_ACCEPTED: staff may not approve a service before its provider accepted the agreement. */
export const agreementNotAccepted = () =>
  new DomainError('CONFLICT', { id: 'agreements.notAccepted' }, undefined, 'AGREEMENT_NOT_ACCEPTED');

function currentAgreement(ctx: RequestContext, companyId: number): Promise<Agreement | null> {
  return ctx.manager.findOneBy(Agreement, { kind: AgreementKind.PROVIDER, companyId, version: PROVIDER_AGREEMENT_VERSION });
}

function present(agreement: Agreement): OwnerAgreement {
  return {
    version: agreement.version,
    status: agreement.acceptedAt ? AgreementStatus.ACCEPTED : AgreementStatus.AWAITING_ACCEPTANCE,
    language: agreement.language,
    createdAt: agreement.createdAt,
    sentAt: agreement.sentAt,
    acceptedAt: agreement.acceptedAt,
    commissionPercent: agreement.terms.commissionPercent,
    commissionVatPercent: (agreement.terms as AgreementTerms).commissionVatPercent,
    pdfUrl: AGREEMENT_PDF_PATH,
  };
}

/**
 * Offers a company the current agreement, inside the caller's transaction: the first time it is
 * called for a version it stores the agreement (the company's details and the terms as they are
 * now, in the owner's language) and queues its email; after that it does nothing.
 */
async function offerTo(ctx: RequestContext, company: Company): Promise<void> {
  if (await currentAgreement(ctx, company.id)) return;
  const owner = await ctx.manager.findOneByOrFail(User, { id: company.ownerId });
  const inserted = await ctx.manager
    .createQueryBuilder()
    .insert()
    .into(Agreement)
    .values({
      kind: AgreementKind.PROVIDER,
      companyId: company.id,
      version: PROVIDER_AGREEMENT_VERSION,
      language: owner.language,
      terms: providerTerms(company),
    })
    .orIgnore()
    .returning('id')
    .execute();
  const [row] = inserted.raw as { id: number }[];
  if (row) await queueAgreementEmail(ctx, row.id);
}

/** The caller sent a service for approval: their company is offered the current agreement (once per version). */
export async function offerAgreementToCaller(ctx: RequestContext): Promise<void> {
  const company = await ctx.manager.findOneBy(Company, { ownerId: callerId(ctx) });
  if (company) await offerTo(ctx, company);
}

async function hasSentServices(ctx: RequestContext, companyId: number): Promise<boolean> {
  const [row]: { sent: boolean }[] = await ctx.manager.query(
    'SELECT EXISTS (SELECT 1 FROM service s JOIN brand b ON b.id = s.brand_id WHERE b.company_id = $1 AND s.submitted_at IS NOT NULL) AS sent',
    [companyId],
  );
  return row.sent;
}

/**
 * The caller's current agreement, or null before any service was sent for approval. A company that
 * sent services before the current version existed (or before agreements existed) is offered it now.
 */
export async function findOwnAgreement(ctx: RequestContext): Promise<OwnerAgreement | null> {
  const company = await ctx.manager.findOneBy(Company, { ownerId: callerId(ctx) });
  if (!company) return null;
  let agreement = await currentAgreement(ctx, company.id);
  if (!agreement && (await hasSentServices(ctx, company.id))) {
    agreement = await inTransaction(ctx, async (tx) => {
      await offerTo(tx, company);
      return currentAgreement(tx, company.id);
    });
  }
  return agreement && present(agreement);
}

/** REST: the caller's current agreement; 404 before there is one. */
export async function ownAgreement(ctx: RequestContext): Promise<OwnerAgreement> {
  const agreement = await findOwnAgreement(ctx);
  if (!agreement) throw none();
  return agreement;
}

async function ownCurrentAgreement(ctx: RequestContext): Promise<Agreement> {
  const company = await ownCompany(ctx);
  const agreement = await currentAgreement(ctx, company.id);
  if (!agreement) throw none();
  return agreement;
}

/** The PDF of the caller's current agreement. */
export async function ownAgreementPdf(ctx: RequestContext): Promise<AgreementDocument> {
  return agreementPdf(await ownCurrentAgreement(ctx));
}

/**
 * Accepts the caller's current agreement: records when, by whom and the hash of the document.
 * Accepting it again changes nothing; any other version is refused (409 AGREEMENT_OUTDATED).
 */
export async function acceptOwnAgreement(ctx: RequestContext, version: number): Promise<OwnerAgreement> {
  const agreement = await ownCurrentAgreement(ctx);
  if (version !== agreement.version) throw outdated(agreement.version);
  if (agreement.acceptedAt) return present(agreement);
  return present(await recordAcceptance(ctx, agreement));
}

/** Staff approval: the company's current agreement must be accepted (409 AGREEMENT_NOT_ACCEPTED). */
export async function assertAgreementAccepted(ctx: RequestContext, companyId: number): Promise<void> {
  const agreement = await currentAgreement(ctx, companyId);
  if (!agreement?.acceptedAt) throw agreementNotAccepted();
}

/** The current agreement of each company, in one query. */
export async function agreementSummaries(ctx: RequestContext, companyIds: number[]): Promise<Map<number, AgreementSummary>> {
  const rows = companyIds.length
    ? await ctx.manager
        .createQueryBuilder(Agreement, 'agreement')
        .where('agreement.kind = :kind AND agreement.version = :version AND agreement.company_id = ANY(:ids)', {
          kind: AgreementKind.PROVIDER,
          version: PROVIDER_AGREEMENT_VERSION,
          ids: companyIds,
        })
        .getMany()
    : [];
  const byCompany = new Map(rows.map((row) => [row.companyId!, row]));
  return new Map(
    companyIds.map((id) => {
      const row = byCompany.get(id);
      const summary: AgreementSummary = row
        ? {
            status: row.acceptedAt ? AgreementStatus.ACCEPTED : AgreementStatus.AWAITING_ACCEPTANCE,
            version: row.version,
            sentAt: row.sentAt,
            acceptedAt: row.acceptedAt,
          }
        : { status: AgreementStatus.NONE, version: null, sentAt: null, acceptedAt: null };
      return [id, summary];
    }),
  );
}
