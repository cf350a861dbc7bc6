// Field validators for react-final-form; each returns the id of the message to show, or undefined.
import type { MessageId } from '../i18n/messages';

export type Validator = (value: unknown, allValues?: object) => MessageId | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec section 5: at least 8 characters with lowercase and uppercase letters and digits (as the server). */
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export function required(message: MessageId): Validator {
  return (value) => ((typeof value === 'string' ? value.trim() === '' : value == null) ? message : undefined);
}

export function emailFormat(message: MessageId): Validator {
  return (value) => (typeof value === 'string' && value !== '' && !EMAIL.test(value.trim()) ? message : undefined);
}

export function passwordPattern(message: MessageId): Validator {
  return (value) => (typeof value === 'string' && value !== '' && !PASSWORD.test(value) ? message : undefined);
}

/** A checkbox that must be ticked (conditions, data-processing terms). */
export function checked(message: MessageId): Validator {
  return (value) => (value === true ? undefined : message);
}

/** The value repeats another field of the form (a password typed twice). */
export function sameAs(field: string, message: MessageId): Validator {
  return (value, allValues) => {
    const other = (allValues as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value !== '' && value !== other ? message : undefined;
  };
}

/** Runs the validators in order and reports the first failure. */
export function all(...validators: Validator[]): Validator {
  return (value, allValues) => validators.reduce<MessageId | undefined>((error, check) => error ?? check(value, allValues), undefined);
}
