// The PDF voucher of an accepted booking (pdfkit): the reservation number, a QR code of its signed
// check-in token (check-in/check-in-token.ts; the provider scans it at the start), the service, date and time, people, offers, meeting point and the
// directions; and the receipt (amounts in EUR with HRK). Texts in the guest's language; the kit
// (fonts, colours, `write`) is shared/pdf.ts.
import QRCode from 'qrcode';
import { translate, type Locale } from '../../shared/i18n/index.js';
import { BRAND, finish, MUTED, newDocument, write, type Doc } from '../../shared/pdf.js';

export { BRAND, finish, INK, MUTED, newDocument, write, type Doc } from '../../shared/pdf.js';

export interface VoucherLine {
  name: string;
  quantity: number;
  /** "2 × 35.00 EUR" etc., already formatted. */
  amount: string;
}

export interface VoucherData {
  locale: Locale;
  number: string;
  /** The signed check-in token the QR code carries. */
  checkInToken: string;
  service: string;
  brand: string;
  date: string;
  time: string;
  people: number;
  offers: VoucherLine[];
  meetingPoint: string;
  latitude: number;
  longitude: number;
  arrivalInstructions: string | null;
}

export interface ReceiptData {
  locale: Locale;
  number: string;
  service: string;
  date: string;
  time: string;
  offers: VoucherLine[];
  /** [label, amount] rows: subtotal, discount, fee, total (already formatted, EUR with HRK). */
  rows: [string, string][];
  paidAt: string;
}

function heading(doc: Doc, title: string, number: string, locale: Locale): void {
  write(doc, 'Lokalno', { bold: true, size: 22, color: BRAND });
  doc.moveDown(0.3);
  write(doc, title, { bold: true, size: 16 });
  write(doc, `${translate({ id: 'email.booking.detail.number' }, locale)}: ${number}`, { size: 12, color: MUTED });
  doc.moveDown();
}

function field(doc: Doc, label: string, value: string, width?: number): void {
  write(doc, label, { bold: true, size: 10, color: MUTED, width });
  write(doc, value, { size: 12, width });
  doc.moveDown(0.5);
}

/** The voucher PDF. */
export async function voucherPdf(data: VoucherData): Promise<Buffer> {
  const t = (id: string) => translate({ id }, data.locale);
  const doc = newDocument(`${t('email.booking.voucher.title')} ${data.number}`);
  heading(doc, t('email.booking.voucher.title'), data.number, data.locale);

  const qr = await QRCode.toBuffer(data.checkInToken, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const top = doc.y;
  const qrX = doc.page.width - doc.page.margins.right - 150;
  doc.image(qr, qrX, top, { width: 150, height: 150 });
  write(doc, t('email.booking.voucher.scan'), { size: 8, color: MUTED, x: qrX, y: top + 154, width: 150, align: 'center' });

  const width = qrX - doc.page.margins.left - 20;
  doc.x = doc.page.margins.left;
  doc.y = top;
  field(doc, t('email.booking.detail.service'), `${data.service} (${data.brand})`, width);
  field(doc, t('email.booking.detail.date'), `${data.date}, ${data.time}`, width);
  field(doc, t('email.booking.detail.people'), String(data.people), width);
  field(doc, t('email.booking.detail.offers'), data.offers.map((offer) => `${offer.quantity} × ${offer.name}`).join('\n'), width);
  doc.y = Math.max(doc.y, top + 175);
  doc.x = doc.page.margins.left;
  const full = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  field(
    doc,
    t('email.booking.detail.meetingPoint'),
    `${data.meetingPoint}\n${data.latitude.toFixed(5)}, ${data.longitude.toFixed(5)}`,
    full,
  );
  if (data.arrivalInstructions) field(doc, t('email.booking.detail.arrival'), data.arrivalInstructions, full);
  doc.moveDown();
  write(doc, t('email.booking.voucher.show'), { size: 10, color: MUTED, width: full });
  return finish(doc);
}

/** The receipt PDF. */
export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const t = (id: string) => translate({ id }, data.locale);
  const doc = newDocument(`${t('email.booking.receipt.title')} ${data.number}`);
  heading(doc, t('email.booking.receipt.title'), data.number, data.locale);
  const full = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  field(doc, t('email.booking.detail.service'), data.service, full);
  field(doc, t('email.booking.detail.date'), `${data.date}, ${data.time}`, full);
  doc.moveDown(0.5);
  const left = doc.page.margins.left;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    write(doc, label, { x: left, y, width: full * 0.6, bold });
    const after = doc.y;
    write(doc, amount, { x: left + full * 0.6, y, width: full * 0.4, align: 'right', bold });
    doc.y = Math.max(after, doc.y) + 4;
  };
  for (const offer of data.offers) row(`${offer.quantity} × ${offer.name}`, offer.amount);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + full, doc.y)
    .strokeColor(MUTED)
    .stroke();
  doc.y += 6;
  data.rows.forEach(([label, amount], index) => row(label, amount, index === data.rows.length - 1));
  doc.moveDown();
  write(doc, `${t('email.booking.receipt.paid')} ${data.paidAt}`, { x: left, y: doc.y, size: 10, color: MUTED, width: full });
  write(doc, t('email.booking.receipt.rate'), { size: 9, color: MUTED, width: full });
  return finish(doc);
}
