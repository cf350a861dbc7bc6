// Field validators for react-final-form; each returns the id of the message to show, or undefined.
import type { MessageId } from '../i18n/messages';

export type Validator = (value: unknown) => MessageId | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function required(message: MessageId): Validator {
  return (value) => (typeof value === 'string' ? value.trim() === '' : value == null) ? message : undefined;
}

export function emailFormat(message: MessageId): Validator {
  return (value) => (typeof value === 'string' && value !== '' && !EMAIL.test(value.trim()) ? message : undefined);
}

/** Runs the validators in order and reports the first failure. */
export function all(...validators: Validator[]): Validator {
  return (value) => validators.reduce<MessageId | undefined>((error, check) => error ?? check(value), undefined);
}
