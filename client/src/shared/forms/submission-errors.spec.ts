import { FORM_ERROR } from 'final-form';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { messages } from '../i18n/messages';
import { submissionErrors } from './submission-errors';

const intl = createIntl({ locale: 'en', messages: messages.en });

describe('submissionErrors', () => {
  it('puts server field messages next to the fields the form shows', () => {
    const error = new ApiError(400, {
      code: 'BAD_USER_INPUT',
      message: 'Email address is already in use.',
      fields: { email: 'Email address is already in use.' },
    });
    expect(submissionErrors(error, intl, ['email', 'password'])).toEqual({ email: 'Email address is already in use.' });
  });

  it('shows a message for a field the form does not have in the form alert', () => {
    const message = 'No user was found for this reset key, or time for resetting has expired!';
    const error = new ApiError(400, { code: 'BAD_USER_INPUT', message, fields: { key: message } });
    expect(submissionErrors(error, intl, ['newPassword'])).toEqual({ [FORM_ERROR]: message });
  });

  it('shows a refusal without fields in the form alert, and leaves 5xx to the global notice', () => {
    const refused = new ApiError(401, {
      code: 'UNAUTHENTICATED',
      message: 'Please enter a correct email address or password.',
    });
    expect(submissionErrors(refused, intl, ['email'])).toEqual({
      [FORM_ERROR]: 'Please enter a correct email address or password.',
    });
    expect(submissionErrors(new ApiError(500, { code: 'INTERNAL', message: 'x' }), intl, [])).toBeUndefined();
    expect(submissionErrors(new TypeError('offline'), intl, [])).toEqual({ [FORM_ERROR]: messages.en['error.generic'] });
  });
});
