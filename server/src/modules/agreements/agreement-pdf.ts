// The cooperation agreement as a PDF (pdfkit, the shared kit): the parties (the company's name,
// OIB and address), the commission (15% + 25% VAT on it), payouts, the refund rules in short and
// how it is accepted, in the agreement's language. Rendered from the row's snapshot with its
// creation date as the document's, so one agreement always gives the same bytes.
import { createHash } from 'node:crypto';
import { intlFor, translate } from '../../shared/i18n/index.js';
import { BRAND, finish, MUTED, newDocument, write } from '../../shared/pdf.js';
import type { Agreement } from './agreement.entity.js';

export interface AgreementDocument {
  filename: string;
  data: Buffer;
  sha256: string;
}

/** IBAN in groups of four, as printed. */
const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

export async function agreementPdf(agreement: Agreement): Promise<AgreementDocument> {
  const locale = agreement.language;
  const t = (id: string, values?: Record<string, string | number>) => translate({ id, values }, locale);
  const { terms } = agreement;
  const title = t('agreement.pdf.title');
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
  write(doc, t('agreement.pdf.provider'), { bold: true, size: 10, color: MUTED, width });
  write(doc, terms.legalName, { bold: true, size: 12, width });
  write(doc, t('agreement.pdf.vatNumber', { vatNumber: terms.vatNumber }), { size: 11, width });
  write(doc, `${terms.address}, ${terms.zipCode} ${terms.town}, ${terms.country}`, { size: 11, width });
  doc.moveDown();

  const total = (terms.commissionPercent * (100 + terms.commissionVatPercent)) / 100;
  const sections: [string, string][] = [
    ['agreement.pdf.section.subject', t('agreement.pdf.subject')],
    [
      'agreement.pdf.section.commission',
      t('agreement.pdf.commission', { commission: terms.commissionPercent, vat: terms.commissionVatPercent, total }),
    ],
    ['agreement.pdf.section.payout', t('agreement.pdf.payout', { iban: groupedIban(terms.iban), day: terms.payoutDay })],
    ['agreement.pdf.section.refunds', t('agreement.pdf.refunds')],
    ['agreement.pdf.section.acceptance', t('agreement.pdf.acceptance')],
  ];
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
    filename: `lokalno-agreement-v${agreement.version}-${agreement.language}.pdf`,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
