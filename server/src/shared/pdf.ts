// The PDF kit of every generated document (pdfkit): A4 pages, the brand colours, and Inter (the
// client's font, shipped by @fontsource/inter): its Latin file, with the Latin Extended file for the
// letters outside it (č, ć, đ, š, ž…), chosen per run of text by `write`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) => require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
const FONT_FILES = {
  regular: fontFile('latin', 400),
  regularExt: fontFile('latin-ext', 400),
  bold: fontFile('latin', 700),
  boldExt: fontFile('latin-ext', 700),
};
let fonts: Record<string, Buffer> | undefined;

/** The fonts as sfnt bytes, inflated on first use and kept (a few hundred KB). */
function loadedFonts(): Record<string, Buffer> {
  fonts ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, woffToSfnt(readFileSync(file))]));
  return fonts;
}

export const INK = '#1d2b36';
export const BRAND = '#0b4f71';
export const MUTED = '#4a5a66';

/** Letters the Latin file of Inter lacks: Latin Extended-A/B and Latin Extended Additional. */
const isExtended = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x100 && code <= 0x2ba) || (code >= 0x1e00 && code <= 0x1eff);
};

export type Doc = PDFKit.PDFDocument;

/** Writes `text` switching between the Latin and the Latin Extended font as the letters need. */
export function write(
  doc: Doc,
  text: string,
  options: {
    bold?: boolean;
    size?: number;
    color?: string;
    x?: number;
    y?: number;
    width?: number;
    align?: 'left' | 'right' | 'center';
  } = {},
): void {
  doc.fontSize(options.size ?? 11).fillColor(options.color ?? INK);
  const runs: { ext: boolean; text: string }[] = [];
  for (const char of text) {
    const ext = isExtended(char);
    const last = runs.at(-1);
    if (last && last.ext === ext) last.text += char;
    else runs.push({ ext, text: char });
  }
  if (runs.length === 0) runs.push({ ext: false, text: '' });
  const at = options.x !== undefined && options.y !== undefined ? ([options.x, options.y] as const) : null;
  runs.forEach((run, index) => {
    const font = options.bold ? (run.ext ? 'boldExt' : 'bold') : run.ext ? 'regularExt' : 'regular';
    doc.font(font);
    const textOptions = { continued: index < runs.length - 1, width: options.width, align: options.align };
    if (index === 0 && at) doc.text(run.text, at[0], at[1], textOptions);
    else doc.text(run.text, textOptions);
  });
}

/**
 * A table of rows of text cells across the page's width: `shares` of the width per column (adding up
 * to 1), the columns of `right` aligned right (amounts); a new page before a row that would not fit.
 */
export function tableWriter(doc: Doc, shares: number[], right: number[] = []): (cells: string[], bold?: boolean) => void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const widths = shares.map((share) => share * width);
  return (cells, bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      write(doc, cell, { x, y, width: widths[index] - 4, size: 8, bold, align: right.includes(index) ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += widths[index];
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
}

/** Ends a statement-like document: its table (a bold header row, then the rows), the total in bold and a small note. */
export function finishTable(
  doc: Doc,
  table: { shares: number[]; right?: number[]; header: string[]; rows: string[][] },
  total: string,
  note: string,
): Promise<Buffer> {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = tableWriter(doc, table.shares, table.right);
  row(table.header, true);
  for (const cells of table.rows) row(cells);
  doc.moveDown();
  write(doc, total, { bold: true, size: 12, x: left, y: doc.y, width });
  doc.moveDown(0.5);
  write(doc, note, { size: 9, color: MUTED, width });
  return finish(doc);
}

/** `createdAt`: the document's creation date (fixed, so the same document renders to the same bytes). */
export function newDocument(title: string, createdAt?: Date): Doc {
  const info = { Title: title, Author: 'Lokalno', ...(createdAt ? { CreationDate: createdAt } : {}) };
  const doc = new PDFDocument({ size: 'A4', margin: 50, info });
  for (const [name, data] of Object.entries(loadedFonts())) doc.registerFont(name, data);
  return doc;
}

export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
