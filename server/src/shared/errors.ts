// One error model for both transports: a code (GraphQL extensions.code), a translatable message
// and optional per-field messages. The REST facade maps codes to HTTP statuses.
import type { ErrorCode } from '../../../common/error-status.js';
import type { Message } from './i18n/index.js';

export { ERROR_STATUS, type ErrorCode } from '../../../common/error-status.js';

export type FieldMessages = Record<string, Message>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: Message,
    readonly fields?: FieldMessages,
    /** A finer, stable reason clients can branch on, e.g. ACCOUNT_NOT_ACTIVATED. */
    readonly reason?: string,
    /** Further stable, non-personal facts for clients, e.g. `{ cause: 'INSUFFICIENT_FUNDS' }` of PAYMENT_FAILED. */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(userMessage.id);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('NOT_FOUND', { id: 'error.notFound' });
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', { id: 'error.unauthenticated' });
export const forbidden = () => new DomainError('FORBIDDEN', { id: 'error.forbidden' });

/** Input that breaks a field rule; the first field's message is also the error's message. */
export function invalidInput(fields: FieldMessages): DomainError {
  const first = Object.values(fields)[0];
  return new DomainError('BAD_USER_INPUT', first ?? { id: 'error.invalidInput' }, fields);
}
