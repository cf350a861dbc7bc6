// What a refused call shows in a step: the server's message (already in the guest's language) for
// a 4xx, the generic text otherwise (a 5xx is also announced by the global notification).
import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';

export function stepErrorText(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return intl.formatMessage({ id: 'error.generic' });
}

/** The server's message for one field, when it named that field. */
export function fieldErrorText(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fields?.[field] ?? null) : null;
}
