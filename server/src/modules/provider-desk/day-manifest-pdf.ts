// The printable day manifest (pdfkit, the voucher's fonts and colours): who comes at which start.
// Bookings grouped by start time, then by service; for each booking its number, the guest's name,
// email and phone, people, checked in (at what time) or no-show, offers with quantities and the guest's message; the bookings and people
// of each start. Texts in the caller's language.
import { formatPhone } from '../../../../common/phone.js';
import { intlFor, translate, type Locale } from '../../shared/i18n/index.js';
import type { DayBooking } from './day-manifest.js';
import { BRAND, MUTED, finish, newDocument, write, type Doc } from '../../shared/pdf.js';

export interface DayManifestData {
  locale: Locale;
  /** YYYY-MM-DD (Europe/Zagreb). */
  date: string;
  /** In start order. */
  bookings: DayBooking[];
}

interface StartGroup {
  startTime: string;
  services: { title: string; brandName: string; bookings: DayBooking[] }[];
  people: number;
  count: number;
}

/** Bookings in start order → starts, each with its services in order of first appearance. */
export function groupByStart(bookings: DayBooking[]): StartGroup[] {
  const starts: StartGroup[] = [];
  for (const booking of bookings) {
    let start = starts.at(-1);
    if (!start || start.startTime !== booking.startTime) {
      start = { startTime: booking.startTime, services: [], people: 0, count: 0 };
      starts.push(start);
    }
    let service = start.services.find((candidate) => candidate.title === booking.serviceTitle && candidate.brandName === booking.brandName);
    if (!service) {
      service = { title: booking.serviceTitle, brandName: booking.brandName, bookings: [] };
      start.services.push(service);
    }
    service.bookings.push(booking);
    start.people += booking.people;
    start.count += 1;
  }
  return starts;
}

function rule(doc: Doc): void {
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor('#c9d3da')
    .stroke();
  doc.y = y + 6;
}

/** "Checked in 10:02" or "No-show", else null (Europe/Zagreb wall-clock time). */
function attendanceOf(booking: DayBooking, locale: Locale): string | null {
  if (booking.checkedInAt) {
    const time = intlFor(locale).formatTime(booking.checkedInAt, {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Europe/Zagreb',
    });
    return translate({ id: 'insights.manifest.checkedIn', values: { time } }, locale);
  }
  if (booking.noShowAt) return translate({ id: 'insights.manifest.noShow' }, locale);
  return null;
}

function bookingBlock(doc: Doc, booking: DayBooking, locale: Locale, width: number): void {
  const t = (id: string, values?: Record<string, string | number>) => translate({ id, values }, locale);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  const attendance = attendanceOf(booking, locale);
  const via = booking.resellerName ? ` · ${t('insights.manifest.viaReseller', { name: booking.resellerName })}` : '';
  write(
    doc,
    `${booking.number} · ${t('insights.manifest.people', { count: booking.people })}${via}${attendance ? ` · ${attendance}` : ''}`,
    {
      bold: true,
      size: 11,
      width,
    },
  );
  const guest = [booking.guestName, booking.email, booking.phone && formatPhone(booking.phone)].filter(Boolean).join(' · ');
  write(doc, guest, { size: 10, width });
  write(doc, booking.offers.map((offer) => `${offer.quantity} × ${offer.name}`).join(', '), { size: 10, color: MUTED, width });
  if (booking.message) write(doc, `${t('email.booking.detail.message')}: “${booking.message}”`, { size: 10, color: MUTED, width });
  doc.moveDown(0.5);
}

/** The day manifest PDF. */
export async function dayManifestPdf(data: DayManifestData): Promise<Buffer> {
  const t = (id: string, values?: Record<string, string | number>) => translate({ id, values }, data.locale);
  const day = intlFor(data.locale).formatDate(`${data.date}T12:00:00Z`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const doc = newDocument(`${t('insights.manifest.title')} ${data.date}`);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  write(doc, 'Lokalno', { bold: true, size: 22, color: BRAND });
  doc.moveDown(0.3);
  write(doc, t('insights.manifest.title'), { bold: true, size: 16 });
  write(doc, day, { size: 12, color: MUTED });
  const people = data.bookings.reduce((sum, booking) => sum + booking.people, 0);
  write(doc, t('insights.manifest.dayTotal', { bookings: data.bookings.length, people }), { size: 10, color: MUTED });
  doc.moveDown();

  const starts = groupByStart(data.bookings);
  if (starts.length === 0) write(doc, t('insights.manifest.empty'), { size: 12, width });
  for (const start of starts) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
    write(doc, `${start.startTime} — ${t('insights.manifest.startTotal', { bookings: start.count, people: start.people })}`, {
      bold: true,
      size: 14,
      color: BRAND,
      width,
    });
    rule(doc);
    for (const service of start.services) {
      write(doc, `${service.title} (${service.brandName})`, { bold: true, size: 12, width });
      doc.moveDown(0.3);
      for (const booking of service.bookings) bookingBlock(doc, booking, data.locale, width);
    }
    doc.moveDown(0.5);
  }
  return finish(doc);
}
