// A reseller's statement as a document, in English or Croatian: the PDF (the shared kit and table)
// and the CSV (RFC 4180, amounts in euros with two decimals and a point). One line per reservation:
// number, service, start (Europe/Zagreb), people, retail price and net amount (negative for a
// cancellation of an earlier month's sale).
import type { RequestContext } from '../../context.js';
import { csvDocument, euros } from '../../shared/csv.js';
import { intlFor, translate, type Locale } from '../../shared/i18n/index.js';
import { BRAND, finishTable, MUTED, newDocument, write } from '../../shared/pdf.js';
import type { ResellerStatementView } from './reseller.types.js';
import { resellerStatement, resellerStatementLines, type ResellerStatementLine } from './reseller-statements.service.js';

export interface ResellerStatementDocument {
  filename: string;
  contentType: string;
  data: Buffer;
}

const COLUMNS = ['number', 'service', 'start', 'people', 'retail', 'net'] as const;

function statementCsv(lines: ResellerStatementLine[], locale: Locale): Buffer {
  return csvDocument([
    COLUMNS.map((column) => translate({ id: `resellerLedger.column.${column}` }, locale)),
    ...lines.map((line) => [line.number, line.service, line.start, String(line.people), euros(line.retailCents), euros(line.netCents)]),
  ]);
}

async function statementPdf(statement: ResellerStatementView, lines: ResellerStatementLine[], locale: Locale): Promise<Buffer> {
  const t = (id: string, values?: Record<string, string | number>) => translate({ id, values }, locale);
  const money = (cents: number) => intlFor(locale).formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const title = t('resellerLedger.pdf.title', { month: statement.month });
  const doc = newDocument(title, statement.createdAt);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  write(doc, 'Lokalno', { bold: true, size: 22, color: BRAND });
  doc.moveDown(0.3);
  write(doc, title, { bold: true, size: 16 });
  doc.moveDown(0.5);
  write(doc, statement.resellerName, { bold: true, size: 12, width });
  write(doc, t(`resellerLedger.pdf.status.${statement.status}`), { size: 10, color: MUTED, width });
  doc.moveDown();
  return finishTable(
    doc,
    {
      shares: [0.15, 0.31, 0.16, 0.08, 0.15, 0.15],
      right: [3, 4, 5],
      header: COLUMNS.map((column) => t(`resellerLedger.column.${column}`)),
      rows: lines.map((line) => [
        line.number,
        line.service,
        line.start,
        String(line.people),
        money(line.retailCents),
        money(line.netCents),
      ]),
    },
    t('resellerLedger.pdf.total', { total: money(statement.totalCents) }),
    t('resellerLedger.pdf.note'),
  );
}

/** Staff's copy of a statement as PDF or CSV, in `locale`; none is a 404. */
export async function resellerStatementDocument(
  ctx: RequestContext,
  statementId: number,
  format: 'pdf' | 'csv',
  locale: Locale,
): Promise<ResellerStatementDocument> {
  const statement = await resellerStatement(ctx, statementId);
  const lines = await resellerStatementLines(ctx, statementId);
  const slug =
    statement.resellerName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'reseller';
  const base = `lokalno-reseller-${slug}-${statement.month}-${locale}`;
  if (format === 'csv') return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', data: statementCsv(lines, locale) };
  return { filename: `${base}.pdf`, contentType: 'application/pdf', data: await statementPdf(statement, lines, locale) };
}
