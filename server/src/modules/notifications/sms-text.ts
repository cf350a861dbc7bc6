// How long an SMS is: GSM-7 (160 characters in one segment, 153 per part of a longer one; the
// extension characters such as € count twice) or, for any other letter (č ć ž š đ), UCS-2 (70, 67
// per part). fitSms keeps a text in as few segments as it can: a Croatian text that would need more
// than one UCS-2 segment goes without diacritics (čćžšđ → ccz sd) when that fits it in fewer GSM-7 ones.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!basic.has(char) && !extension.has(char)) return false;
  return true;
}

export function smsLength(text: string): SmsLength {
  if (isGsm7(text)) {
    let units = 0;
    for (const char of text) units += extension.has(char) ? 2 : 1;
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

const CROATIAN: Record<string, string> = { č: 'c', ć: 'c', ž: 'z', š: 's', đ: 'd', Č: 'C', Ć: 'C', Ž: 'Z', Š: 'S', Đ: 'D' };

/** Croatian (and other Latin) letters without their diacritics, typographic quotes and dashes as GSM-7 has them. */
export function withoutDiacritics(text: string): string {
  return text
    .replace(/[čćžšđČĆŽŠĐ]/g, (char) => CROATIAN[char])
    .replace(/[‘’‚]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');
}

/** The text as it is, or without diacritics when that takes fewer segments. */
export function fitSms(text: string): string {
  const length = smsLength(text);
  if (length.encoding === 'GSM-7' || length.segments === 1) return text;
  const plain = withoutDiacritics(text);
  return smsLength(plain).segments < length.segments ? plain : text;
}

/** `value` cut to `max` characters with "..." (GSM-7), for names put into a short text. */
export function shorten(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if ([...text].length <= max) return text;
  return `${[...text]
    .slice(0, max - 3)
    .join('')
    .trimEnd()}...`;
}
