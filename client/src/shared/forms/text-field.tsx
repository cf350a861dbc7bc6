import { PasswordInput, TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import type { Validator } from './validators';

interface TextFieldProps {
  name: string;
  label: MessageId;
  validate?: Validator;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/**
 * A Mantine input bound to a react-final-form field. Validation errors (message ids) show once the
 * field was visited; server errors (already localized text) show until the value changes.
 */
export function TextField({ name, label, validate, type = 'text', autoComplete }: TextFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  const validationError = meta.touched && meta.error ? intl.formatMessage({ id: meta.error }) : undefined;
  const serverError = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
  const props = {
    ...input,
    label: intl.formatMessage({ id: label }),
    error: validationError ?? serverError,
    autoComplete,
    withAsterisk: Boolean(validate),
  };
  return type === 'password' ? <PasswordInput {...props} /> : <TextInput {...props} type={type} />;
}
