// Validators for numbers typed as text (see decimal.ts); each returns a message id or undefined.
import type { Validator } from './validators';
import type { MessageId } from '../i18n/messages';
import { parseDecimal, parseInteger } from './decimal';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Empty passes (pair it with `required`); anything else must be a number within the bounds. */
export function numeric(message: MessageId, options: { integer?: boolean; min?: number; max?: number } = {}): Validator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const number = options.integer ? parseInteger(value) : parseDecimal(value);
    if (number === undefined) return message;
    if (options.min !== undefined && number < options.min) return message;
    if (options.max !== undefined && number > options.max) return message;
    return undefined;
  };
}
