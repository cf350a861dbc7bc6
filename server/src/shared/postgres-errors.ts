// The SQLSTATE of a PostgreSQL error, whether TypeORM wrapped it (driverError) or not.
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
export const DUPLICATE_DATABASE = '42P04';

// A row still referenced by another table: NO ACTION keys answer 23503, RESTRICT keys 23001.
export function isStillReferenced(error: unknown): boolean {
  const state = sqlState(error);
  return state === FOREIGN_KEY_VIOLATION || state === RESTRICT_VIOLATION;
}

export function sqlState(error: unknown): string | undefined {
  const wrapped = error as { code?: unknown; driverError?: { code?: unknown } } | null | undefined;
  const code = wrapped?.driverError?.code ?? wrapped?.code;
  return typeof code === 'string' ? code : undefined;
}

export function constraintOf(error: unknown): string | undefined {
  const wrapped = error as { constraint?: unknown; driverError?: { constraint?: unknown } } | null | undefined;
  const constraint = wrapped?.driverError?.constraint ?? wrapped?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
