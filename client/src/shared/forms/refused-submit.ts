import type { IntlShape } from 'react-intl';
import { ApiError } from '../api/api-error';

/** Where the messages of a refused submit go: next to the form's fields, or the form's alert. */
export interface RefusedSubmit {
  fields: Record<string, string>;
  form?: string;
}

/**
 * Splits a failed submit: the server's per-field messages go next to the fields the form shows; any
 * other message goes to the form's alert. 5xx is already announced by the global error notification
 * (undefined). Without final-form, so forms that do not use it (login) can share it.
 */
export function refusedSubmit(error: unknown, intl: IntlShape, shownFields: readonly string[]): RefusedSubmit | undefined {
  if (!(error instanceof ApiError)) return { fields: {}, form: intl.formatMessage({ id: 'error.generic' }) };
  if (error.status >= 500) return undefined;
  const fields = Object.entries(error.fields ?? {});
  const shown = Object.fromEntries(fields.filter(([name]) => shownFields.includes(name)));
  const hidden = fields.filter(([name]) => !shownFields.includes(name)).map(([, message]) => message);
  const form = fields.length === 0 ? error.message : hidden[0];
  return form ? { fields: shown, form } : { fields: shown };
}
