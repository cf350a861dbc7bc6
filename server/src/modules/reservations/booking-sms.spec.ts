// The booking SMS texts in English and Croatian with the longest realistic values (a 200-character
// title and a 300-character meeting point in Croatian, a long host, a Wednesday in September): each
// fits one GSM-7 segment. Croatian letters would make them UCS-2 (70 characters): they go without
// diacritics, which keeps them to one segment.
import { describe, expect, it } from 'vitest';
import { fitSms, smsLength } from '../notifications/sms-text.js';
import { BOOKING_SMS_KINDS, bookingSmsText, type SmsFacts } from './booking-sms.js';

const longest: SmsFacts & { link: string } = {
  number: 'WWWW-WWWW',
  state: 'ACCEPTED',
  confirmation_sms: true,
  phone: '+385912345678',
  language: 'en',
  // Wednesday 30 September: the longest weekday and month abbreviations.
  starts_at: new Date('2026-09-30T08:00:00Z'),
  start_time: '10:00',
  title: `Kušanje vina i pršuta u obiteljskom podrumu Đurđević, Žminj ${'š'.repeat(140)}`,
  meeting_point: `Trg svetog Križa 12, ispred crkve sv. Ćirila i Metoda, Čabar ${'ž'.repeat(240)}`,
  contact_mobile: '+385981234567',
  was_accepted: true,
  change_state: 'PROPOSED',
  change_expires_at: new Date('2026-09-23T08:00:00Z'),
  link: `https://www.lokalno.hr/s/WWWW-WWWW/${'A'.repeat(16)}`,
};

describe('booking SMS texts', () => {
  for (const language of ['en', 'hr']) {
    for (const kind of BOOKING_SMS_KINDS) {
      it(`${kind} in ${language} fits one GSM-7 segment with the longest values`, () => {
        const text = bookingSmsText(kind, { ...longest, state: kind === 'CANCELLED' ? 'CANCELLED' : 'ACCEPTED', language });
        expect(text).not.toBeNull();
        const sent = fitSms(text!);
        expect(sent).toContain(kind === 'DAY_BEFORE' ? '+385 98 123 4567' : 'WWWW-WWWW');
        expect(sent).toContain(longest.link);
        expect(smsLength(sent), sent).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      });
    }
  }

  it('says the start in Zagreb time and the language of the reservation', () => {
    const en = bookingSmsText('ACCEPTED', { ...longest, title: 'Olive oil tasting' })!;
    expect(en).toBe(`Lokalno: booking WWWW-WWWW is confirmed: Olive oil tasting, Wed, Sep 30 at 10:00. Details: ${longest.link}`);
    const hr = bookingSmsText('ACCEPTED', { ...longest, title: 'Kušanje maslinova ulja', language: 'hr' })!;
    expect(hr).toMatch(/^Lokalno: rezervacija WWWW-WWWW je potvrđena: Kušanje maslinova ulja, sri 30\. ?0?9\. u 10:00\. Detalji: /);
    expect(fitSms(hr)).toContain('je potvrdena: Kusanje maslinova ulja');
  });

  it('sends nothing when the box was not ticked, or the event is no longer true', () => {
    expect(bookingSmsText('ACCEPTED', { ...longest, confirmation_sms: false })).toBeNull();
    expect(bookingSmsText('DAY_BEFORE', { ...longest, state: 'CANCELLED' })).toBeNull();
    expect(bookingSmsText('CHANGE_PROPOSED', { ...longest, change_state: 'WITHDRAWN' })).toBeNull();
    // A request withdrawn before the answer: nothing was confirmed by SMS.
    expect(bookingSmsText('CANCELLED', { ...longest, state: 'CANCELLED', was_accepted: false })).toBeNull();
  });
});
