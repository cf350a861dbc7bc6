// The cooperation agreement as a PDF (pdfkit, the shared kit), in the agreement's language. A
// provider's: the parties (the company's name, OIB and address), the commission (15% + 25% VAT on
// it), payouts, the refund rules in short and how it is accepted. A partner's: the parties, their
// share of the commission, the attribution window, payouts and acceptance. Rendered from the row's snapshot with its
// creation date as the document's, so one agreement always gives the same bytes.
import { createHash } from 'node:crypto';
import { intlFor, translate } from '../../shared/i18n/index.js';
import { BRAND, finish, MUTED, newDocument, write } from '../../shared/pdf.js';
import { AgreementKind, type Agreement, type AgreementTerms, type PartnerAgreementTerms } from './agreement.entity.js';

export interface AgreementDocument {
  filename: string;
  data: Buffer;
  sha256: string;
}

/** IBAN in groups of four, as printed. */
const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

type Translate = (id: string, values?: Record<string, string | number>) => string;

function providerSections(terms: AgreementTerms, t: Translate): [string, string][] {
  const total = (terms.commissionPercent * (100 + terms.commissionVatPercent)) / 100;
  return [
    ['agreement.pdf.section.subject', t('agreement.pdf.subject')],
    [
      'agreement.pdf.section.commission',
      t('agreement.pdf.commission', { commission: terms.commissionPercent, vat: terms.commissionVatPercent, total }),
    ],
    ['agreement.pdf.section.payout', t('agreement.pdf.payout', { iban: groupedIban(terms.iban), day: terms.payoutDay })],
    ['agreement.pdf.section.refunds', t('agreement.pdf.refunds')],
    ['agreement.pdf.section.acceptance', t('agreement.pdf.acceptance')],
  ];
}

function partnerSections(terms: PartnerAgreementTerms, t: Translate): [string, string][] {
  const share = terms.shareBp / 100;
  return [
    ['agreement.pdf.section.subject', t('agreement.pdf.partnerSubject')],
    [
      'agreement.pdf.section.partnerShare',
      t('agreement.pdf.partnerShare', { share, commission: terms.commissionPercent, effective: (share * terms.commissionPercent) / 100 }),
    ],
    ['agreement.pdf.section.attribution', t('agreement.pdf.attribution', { days: terms.attributionWindowDays })],
    ['agreement.pdf.section.partnerPayout', t('agreement.pdf.partnerPayout', { iban: groupedIban(terms.iban), day: terms.payoutDay })],
    ['agreement.pdf.section.partnerAcceptance', t('agreement.pdf.partnerAcceptance')],
  ];
}

export async function agreementPdf(agreement: Agreement): Promise<AgreementDocument> {
  const locale = agreement.language;
  const t = (id: string, values?: Record<string, string | number>) => translate({ id, values }, locale);
  const partner = agreement.kind === AgreementKind.PARTNER;
  const title = t(partner ? 'agreement.pdf.partnerTitle' : 'agreement.pdf.title');
  const doc = newDocument(`${title} ${agreement.version}`, agreement.createdAt);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const date = intlFor(locale).formatDate(agreement.createdAt, { day: 'numeric', month: 'long', year: 'numeric' });

  write(doc, 'Lokalno', { bold: true, size: 22, color: BRAND });
  doc.moveDown(0.3);
  write(doc, title, { bold: true, size: 16 });
  write(doc, t('agreement.pdf.version', { version: agreement.version, date }), { size: 11, color: MUTED });
  doc.moveDown();

  write(doc, t('agreement.pdf.parties'), { bold: true, size: 12, width });
  write(doc, t('agreement.pdf.platform'), { size: 11, width });
  doc.moveDown(0.4);
  const { terms } = agreement;
  write(doc, t(partner ? 'agreement.pdf.partner' : 'agreement.pdf.provider'), { bold: true, size: 10, color: MUTED, width });
  write(doc, terms.legalName, { bold: true, size: 12, width });
  write(doc, t('agreement.pdf.vatNumber', { vatNumber: terms.vatNumber }), { size: 11, width });
  if (!partner) {
    const { address, zipCode, town, country } = terms as AgreementTerms;
    write(doc, `${address}, ${zipCode} ${town}, ${country}`, { size: 11, width });
  }
  doc.moveDown();

  const sections = partner ? partnerSections(terms as PartnerAgreementTerms, t) : providerSections(terms as AgreementTerms, t);
  for (const [heading, text] of sections) {
    write(doc, t(heading), { bold: true, size: 12, width });
    doc.moveDown(0.2);
    write(doc, text, { size: 11, width });
    doc.moveDown(0.8);
  }
  doc.moveDown();
  write(doc, t('agreement.pdf.footer', { version: agreement.version, company: terms.legalName, vatNumber: terms.vatNumber }), {
    size: 9,
    color: MUTED,
    width,
  });
  const data = await finish(doc);
  return {
    filename: `lokalno-${partner ? 'partner-' : ''}agreement-v${agreement.version}-${agreement.language}.pdf`,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
