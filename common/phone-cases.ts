// The phone numbers both sides are tested with (common/phone.spec.ts and the client's phone
// validator spec): what the rule accepts, as typed and as stored, and what it refuses.
import { MAX_PHONE_INPUT } from './phone.js';

export const PHONE_CASES = {
  valid: [
    ['+385 91 234 5678', '+385912345678'],
    ['091 234 5678', '+385912345678'],
    ['(091) 234-5678', '+385912345678'],
    ['00385 91 234 5678', '+385912345678'],
    ['  +385 1 2345 678 ', '+38512345678'],
    ['+49 30 123456', '+4930123456'],
    ['+49 1512 3456789', '+4915123456789'],
  ],
  invalid: [
    '12',
    '+385 12',
    'abc',
    '+385 91 234 5678 1234567890',
    `+385 91 234 5678${' '.repeat(MAX_PHONE_INPUT)}`,
    '+385 91\u0000234 5678',
    'Tel: +385 91 234 5678',
    '+385 91 234 5678 ext. 12',
  ],
} as const;
