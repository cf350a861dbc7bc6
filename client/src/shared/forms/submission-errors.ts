import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { IntlShape } from 'react-intl';
import { refusedSubmit } from './refused-submit';

/**
 * Turns a failed submit into react-final-form submission errors: the server's per-field messages
 * go next to the fields the form shows; any other message goes to the form's alert. 5xx is
 * already announced by the global error notification.
 */
export function submissionErrors(error: unknown, intl: IntlShape, shownFields: readonly string[]): SubmissionErrors {
  const refused = refusedSubmit(error, intl, shownFields);
  if (!refused) return undefined;
  return refused.form ? { ...refused.fields, [FORM_ERROR]: refused.form } : refused.fields;
}
