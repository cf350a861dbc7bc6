// A refused submit as react-final-form submission errors, including fields inside lists:
// the server names them with dots ("distances.0.place", "included.1"), the form nests them.
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { IntlShape } from 'react-intl';
import { ApiError } from '../api/api-error';
import { submissionErrors } from './submission-errors';

/**
 * The server's field messages go next to the fields the form shows (`shows(name)` for the
 * dotted name); the rest go to the form alert (see shared/forms/submission-errors).
 */
export function formSubmitErrors(error: unknown, intl: IntlShape, shows: (name: string) => boolean): SubmissionErrors {
  const shown = error instanceof ApiError ? Object.keys(error.fields ?? {}).filter(shows) : [];
  const flat = submissionErrors(error, intl, shown);
  if (!flat) return undefined;
  let nested: object = {};
  for (const [name, message] of Object.entries(flat)) {
    nested = name === FORM_ERROR ? { ...nested, [FORM_ERROR]: message } : setIn(nested, name, message);
  }
  return nested as SubmissionErrors;
}

/** A `shows` predicate for a list of field names and list prefixes ("distances" covers "distances.0.km"). */
export function fieldsShown(...names: string[]): (name: string) => boolean {
  return (name) => names.some((shown) => name === shown || name.startsWith(`${shown}.`));
}
