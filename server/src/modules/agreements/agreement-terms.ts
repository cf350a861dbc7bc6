// The current terms of the providers' cooperation agreement. Changing the text of the agreement
// (server messages agreement.pdf.*) or a term here means a new version: raise
// PROVIDER_AGREEMENT_VERSION, and every provider is offered the new version and accepts it again.
import { COMMISSION_PERCENT, COMMISSION_VAT_PERCENT } from '../../../../common/commission.js';
import type { Company } from '../owner/company.entity.js';
import type { AgreementTerms } from './agreement.entity.js';

export const PROVIDER_AGREEMENT_VERSION = 1;

/**
 * The current version of the sales partners' agreement (server messages agreement.pdf.partner*):
 * raising it offers every partner the new version, and their links earn again once they accept it.
 */
export const PARTNER_AGREEMENT_VERSION = 1;

/** A partner's statement is paid by this day of the month after the statement's month. */
export const PARTNER_PAYOUT_DAY = 15;

/** The provider's share is paid by this day of the month after the experience. */
export const PAYOUT_DAY = 15;

export function providerTerms(company: Company): AgreementTerms {
  return {
    legalName: company.legalName,
    vatNumber: company.vatNumber,
    address: company.address,
    zipCode: company.zipCode,
    town: company.town,
    country: company.country,
    iban: company.iban,
    commissionPercent: COMMISSION_PERCENT,
    commissionVatPercent: COMMISSION_VAT_PERCENT,
    payoutDay: PAYOUT_DAY,
  };
}
