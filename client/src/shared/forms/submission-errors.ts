import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { IntlShape } from 'react-intl';
import { ApiError } from '../api/api-error';

/**
 * Turns a failed submit into react-final-form submission errors: the server's per-field messages
 * go next to the fields the form shows; any other message goes to the form's alert. 5xx is
 * already announced by the global error notification.
 */
export function submissionErrors(error: unknown, intl: IntlShape, shownFields: readonly string[]): SubmissionErrors {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: intl.formatMessage({ id: 'error.generic' }) };
  if (error.status >= 500) return undefined;
  const fields = Object.entries(error.fields ?? {});
  const shown = Object.fromEntries(fields.filter(([name]) => shownFields.includes(name)));
  const hidden = fields.filter(([name]) => !shownFields.includes(name)).map(([, message]) => message);
  const formError = fields.length === 0 ? error.message : hidden[0];
  return formError ? { ...shown, [FORM_ERROR]: formError } : shown;
}
