// The printable A4 poster of a partner object, in English or Croatian: the object's name, a QR code
// of its referral link (a PNG image, so a phone and a test read it back), a call to action and up
// to four public services nearest to the object's position (their meeting points, by great-circle distance).
import QRCode from 'qrcode';
import type { RequestContext } from '../../context.js';
import { translate, type Locale } from '../../shared/i18n/index.js';
import { BRAND, MUTED, finish, newDocument, write } from '../../shared/pdf.js';
import { ANONYMOUS, publicServiceSql } from '../catalog/service-visibility.js';
import { ownObject } from './partner-object.service.js';

export const POSTER_SERVICES = 4;

export interface NearbyService {
  title: string;
  km: number;
}

/** The public services nearest to a point, nearest first; one statement. */
export async function nearestServices(ctx: RequestContext, latitude: number, longitude: number): Promise<NearbyService[]> {
  const rows: { title: string; km: number }[] = await ctx.manager.query(
    `SELECT s.title, 2 * 6371 * asin(sqrt(power(sin(radians(s.meeting_latitude - $1) / 2), 2)
         + cos(radians($1)) * cos(radians(s.meeting_latitude)) * power(sin(radians(s.meeting_longitude - $2) / 2), 2))) AS km
     FROM service s WHERE ${publicServiceSql('s', ANONYMOUS)}
     ORDER BY km, s.id LIMIT ${POSTER_SERVICES}`,
    [latitude, longitude],
  );
  return rows.map((row) => ({ title: row.title, km: Number(row.km) }));
}

export interface PosterData {
  locale: Locale;
  objectName: string;
  link: string;
  services: NearbyService[];
}

export async function posterPdf(data: PosterData): Promise<Buffer> {
  const t = (id: string, values?: Record<string, string>) => translate({ id, values }, data.locale);
  const doc = newDocument(`${t('partner.poster.title')} – ${data.objectName}`);
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  write(doc, 'Lokalno', { bold: true, size: 28, color: BRAND, width: full, align: 'center' });
  doc.moveDown(0.5);
  write(doc, data.objectName, { bold: true, size: 22, width: full, align: 'center' });
  doc.moveDown(0.3);
  write(doc, t('partner.poster.title'), { size: 16, color: MUTED, width: full, align: 'center' });
  doc.moveDown();

  const qr = await QRCode.toBuffer(data.link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 400 });
  const size = 240;
  const top = doc.y;
  doc.image(qr, left + (full - size) / 2, top, { width: size, height: size });
  doc.x = left;
  doc.y = top + size + 12;
  write(doc, t('partner.poster.scan'), { bold: true, size: 14, width: full, align: 'center' });
  write(doc, data.link, { size: 10, color: MUTED, width: full, align: 'center' });
  doc.moveDown(1.5);

  if (data.services.length > 0) {
    write(doc, t('partner.poster.nearby'), { bold: true, size: 14, color: BRAND, width: full });
    doc.moveDown(0.3);
    for (const service of data.services) {
      const distance = t('partner.poster.distance', { km: service.km < 10 ? service.km.toFixed(1) : service.km.toFixed(0) });
      write(doc, `• ${service.title} (${distance})`, { size: 12, width: full });
    }
  }
  return finish(doc);
}

/** The poster of one of the caller's objects. */
export async function objectPoster(ctx: RequestContext, objectId: number, locale: Locale): Promise<Buffer> {
  const object = await ownObject(ctx, objectId);
  const services = await nearestServices(ctx, object.latitude, object.longitude);
  return posterPdf({ locale, objectName: object.name, link: object.referralUrl, services });
}
