import { FORM_ERROR } from 'final-form';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { messages } from '../i18n/messages';
import { fieldsShown, formSubmitErrors } from './form-errors';

const intl = createIntl({ locale: 'en', messages: messages.en });

describe('formSubmitErrors', () => {
  it('nests messages of list items under their list', () => {
    const error = new ApiError(400, {
      code: 'BAD_USER_INPUT',
      message: 'Please enter service name.',
      fields: {
        title: 'Please enter service name.',
        'distances.0.place': 'Please enter the key location.',
        'included.1': 'Please enter the element.',
      },
    });
    expect(formSubmitErrors(error, intl, fieldsShown('title', 'distances', 'included'))).toEqual({
      title: 'Please enter service name.',
      distances: [{ place: 'Please enter the key location.' }],
      included: [undefined, 'Please enter the element.'],
    });
  });

  it('puts what no field shows in the form alert', () => {
    const error = new ApiError(422, {
      code: 'UNPROCESSABLE',
      message: 'Add at least one offer and one photo before sending the service for approval.',
    });
    expect(formSubmitErrors(error, intl, fieldsShown('title'))).toEqual({
      [FORM_ERROR]: 'Add at least one offer and one photo before sending the service for approval.',
    });
  });
});
