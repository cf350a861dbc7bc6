// The Croatian OIB: 11 digits whose last is an ISO 7064 MOD 11,10 check digit.

/** Which rule an OIB breaks, so the message can say what to fix: its length, or its check digit. */
export type OibProblem = 'LENGTH' | 'CHECK_DIGIT';

/** A VAT number as typed: spaces removed, upper case, and "HR" before an 11-digit OIB dropped. */
export function normalizeVatNumber(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/^HR(?=\d{11}$)/, '');
}

/** The ISO 7064 MOD 11,10 check digit of the first 10 digits. */
function checkDigit(digits: string): number {
  let product = 10;
  for (let i = 0; i < 10; i += 1) {
    let sum = (Number(digits[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

export function oibProblem(value: string): OibProblem | null {
  if (!/^\d{11}$/.test(value)) return 'LENGTH';
  return checkDigit(value) === Number(value[10]) ? null : 'CHECK_DIGIT';
}

export function isValidOib(value: string): boolean {
  return oibProblem(value) === null;
}
