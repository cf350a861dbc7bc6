// Structured JSON logs (pino), private by design: errors are logged by type, message and stack
// frames only; database errors by SQL text and SQLSTATE, never their bound parameters or `detail`
// (which carry emails, IBANs, password hashes). Authorization and cookie headers are redacted.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

const MAX_SQL_LENGTH = 1000;

interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  stack?: string;
  cause?: LoggedError;
}

/** A PostgreSQL error (pg's DatabaseError or TypeORM's QueryFailedError wrapping one). */
function isDatabaseError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return error.name === 'QueryFailedError' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error);
}

/** Stack frames without the first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  return (
    error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n') || undefined
  );
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  if (isDatabaseError(error)) {
    // PostgreSQL messages can quote values ("invalid input syntax for type integer: \"…\""): code only.
    const fields = error as Error & { code?: string; query?: string; constraint?: string; table?: string };
    return {
      type: error.name,
      code: fields.code,
      query: typeof fields.query === 'string' ? fields.query.slice(0, MAX_SQL_LENGTH) : undefined,
      constraint: fields.constraint,
      table: fields.table,
      stack: framesOf(error),
    };
  }
  const logged: LoggedError = { type: error.name, message: error.message, stack: framesOf(error) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { service: 'lokalno' },
      redact: REDACTED_PATHS,
      serializers: { err: (error: unknown) => serializeError(error) },
    },
    destination,
  );
}
