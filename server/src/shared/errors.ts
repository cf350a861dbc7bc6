// One error model for both transports: a code (GraphQL extensions.code), a translatable message
// and optional per-field messages. The REST facade maps codes to HTTP statuses.
import type { Message } from './i18n/index.js';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldMessages = Record<string, Message>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: Message,
    readonly fields?: FieldMessages,
    /** A finer, stable reason clients can branch on, e.g. ACCOUNT_NOT_ACTIVATED. */
    readonly reason?: string,
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
