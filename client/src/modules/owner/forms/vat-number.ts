// The VAT number rule of the company form: for a Croatian company it is the OIB, and the message
// says which OIB rule failed (its 11 digits, or its check digit). The server checks the same.
import { normalizeVatNumber, oibProblem } from '../../../../../common/oib';
import type { MessageId } from '../../../shared/i18n/messages';

export function vatNumberProblem(value: unknown, country: string | null | undefined): MessageId | undefined {
  if (country !== 'HR' || typeof value !== 'string' || value.trim() === '') return undefined;
  const problem = oibProblem(normalizeVatNumber(value));
  if (problem === 'LENGTH') return 'validation.vatNumber.oib';
  if (problem === 'CHECK_DIGIT') return 'validation.vatNumber.oibCheckDigit';
  return undefined;
}
