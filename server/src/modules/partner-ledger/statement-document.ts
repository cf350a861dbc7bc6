// A statement as a document: the PDF (pdfkit, the shared kit) and the CSV, in English or Croatian.
// Lines per reservation: number, service, day of the experience, amount captured, refunds, the
// partner's commission and its status (PAYABLE or PAID). The CSV is RFC 4180 with a header row in
// the document's language and amounts in euros with two decimals and a point (machine-readable).
import type { RequestContext } from '../../context.js';
import { csvDocument, euros } from '../../shared/csv.js';
import { intlFor, translate, type Locale } from '../../shared/i18n/index.js';
import { BRAND, finishTable, MUTED, newDocument, write } from '../../shared/pdf.js';
import { Partner } from '../partners/partner.entity.js';
import { LedgerState } from './ledger-entry.entity.js';
import { PartnerStatement, StatementStatus } from './partner-statement.entity.js';
import { statementLines, type StatementLine } from './statement-lines.js';

export interface StatementDocument {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The status printed on every line: what the statement's commission is now. */
const lineStatus = (statement: PartnerStatement) => (statement.status === StatementStatus.PAID ? LedgerState.PAID : LedgerState.PAYABLE);

const COLUMNS = ['number', 'service', 'date', 'captured', 'refunds', 'commission', 'status'] as const;

export function statementCsv(statement: PartnerStatement, lines: StatementLine[], locale: Locale): Buffer {
  const t = (id: string) => translate({ id }, locale);
  const status = lineStatus(statement);
  const rows = [
    COLUMNS.map((column) => t(`partnerLedger.column.${column}`)),
    ...lines.map((line) => [
      line.number,
      line.service,
      line.date,
      euros(line.capturedCents),
      euros(line.refundedCents),
      euros(line.commissionCents),
      status,
    ]),
  ];
  return csvDocument(rows);
}

export async function statementPdf(statement: PartnerStatement, partner: Partner, lines: StatementLine[], locale: Locale): Promise<Buffer> {
  const t = (id: string, values?: Record<string, string | number>) => translate({ id, values }, locale);
  const intl = intlFor(locale);
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const title = t('partnerLedger.pdf.title', { month: statement.month });
  const doc = newDocument(title, statement.createdAt);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  write(doc, 'Lokalno', { bold: true, size: 22, color: BRAND });
  doc.moveDown(0.3);
  write(doc, title, { bold: true, size: 16 });
  if (statement.fromMonth !== statement.month)
    write(doc, t('partnerLedger.pdf.covers', { from: statement.fromMonth, to: statement.month }), { size: 10, color: MUTED });
  doc.moveDown(0.5);
  write(doc, partner.legalName, { bold: true, size: 12, width });
  write(doc, `OIB ${partner.oib} · IBAN ${partner.iban.replace(/(.{4})/g, '$1 ').trim()}`, { size: 10, width });
  write(doc, t(`partnerLedger.pdf.status.${statement.status}`), { size: 10, color: MUTED, width });
  doc.moveDown();

  const status = t(`partnerLedger.pdf.line.${lineStatus(statement)}`);
  return finishTable(
    doc,
    {
      shares: [0.15, 0.29, 0.12, 0.12, 0.1, 0.12, 0.1],
      right: [3, 4, 5],
      header: COLUMNS.map((column) => t(`partnerLedger.column.${column}`)),
      rows: lines.map((line) => [
        line.number,
        line.service,
        line.date,
        money(line.capturedCents),
        money(line.refundedCents),
        money(line.commissionCents),
        status,
      ]),
    },
    t('partnerLedger.pdf.total', { total: money(statement.totalCents) }),
    t('partnerLedger.pdf.note'),
  );
}

/** The statement as PDF or CSV, in `locale`. */
export async function statementDocument(
  ctx: RequestContext,
  statement: PartnerStatement,
  format: 'pdf' | 'csv',
  locale: Locale,
): Promise<StatementDocument> {
  const lines = await statementLines(ctx, statement);
  const base = `lokalno-statement-${statement.month}-${locale}`;
  if (format === 'csv')
    return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', data: statementCsv(statement, lines, locale) };
  const partner = await ctx.manager.findOneByOrFail(Partner, { id: statement.partnerId });
  return { filename: `${base}.pdf`, contentType: 'application/pdf', data: await statementPdf(statement, partner, lines, locale) };
}
