// SMS lengths as the networks count them: GSM-7 (160 in one segment, 153 per part, extension
// characters twice), UCS-2 for anything else (70, 67 per part); Croatian without diacritics when
// that saves segments.
import { describe, expect, it } from 'vitest';
import { fitSms, isGsm7, shorten, smsLength, withoutDiacritics } from './sms-text.js';

describe('smsLength', () => {
  it('counts GSM-7: 160 characters in one segment, then 153 per part', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters (€ [ ] { } ~ ^ | \\) twice', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength(`${'€'.repeat(80)}a`).segments).toBe(2);
  });

  it('takes č ć ž š đ as UCS-2: 70 characters in one segment, then 67 per part', () => {
    expect(isGsm7('čćžšđ')).toBe(false);
    expect(smsLength('č'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('č'.repeat(71)).segments).toBe(2);
    expect(smsLength('č'.repeat(135)).segments).toBe(3);
    // é, ü, ñ are GSM-7 letters.
    expect(isGsm7('Café Müller, España')).toBe(true);
  });
});

describe('fitSms', () => {
  it('keeps a short Croatian text with its letters (one UCS-2 segment)', () => {
    expect(fitSms('Rezervacija je potvrđena.')).toBe('Rezervacija je potvrđena.');
  });

  it('writes a longer Croatian text without diacritics when that makes it one GSM-7 segment', () => {
    const text = `Lokalno: rezervacija ABCD-EFGH je potvrđena: Kušanje vina u podrumu, čet 12. 3. u 10:00. ${'x'.repeat(20)}`;
    expect(smsLength(text).segments).toBe(2);
    const fitted = fitSms(text);
    expect(fitted).toContain('potvrdena: Kusanje vina');
    expect(smsLength(fitted)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('leaves a GSM-7 text alone, however long', () => {
    const text = 'a'.repeat(400);
    expect(fitSms(text)).toBe(text);
  });

  it('drops diacritics of ČĆŽŠĐ and typographic punctuation', () => {
    expect(withoutDiacritics('ČĆŽŠĐ čćžšđ „Đir“ – ‘x’…')).toBe('CCZSD cczsd "Dir" - \'x\'...');
  });
});

describe('shorten', () => {
  it('cuts at the limit with "..." and folds spaces', () => {
    expect(shorten('Wine  tasting\nin the cellar', 40)).toBe('Wine tasting in the cellar');
    expect(shorten('Wine tasting in the Horvat cellar, Vodnjan', 20)).toBe('Wine tasting in t...');
    expect([...shorten('ž'.repeat(50), 20)].length).toBe(20);
  });
});
