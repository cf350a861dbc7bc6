import { PasswordInput, TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { fieldError } from './field-error';
import type { Validator } from './validators';

interface TextFieldProps {
  name: string;
  label: MessageId;
  validate?: Validator;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  description?: MessageId;
  placeholder?: string;
  /** Marks the field as required even without a validator (the server checks it). */
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  flex?: number | string;
}

/**
 * A Mantine input bound to a react-final-form field. Validation errors (message ids) show once the
 * field was visited; server errors (already localized text) show until the value changes.
 */
export function TextField({ name, label, validate, type = 'text', description, required, flex, ...rest }: TextFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  const props = {
    ...rest,
    ...input,
    label: intl.formatMessage({ id: label }),
    description: description && intl.formatMessage({ id: description }),
    error: fieldError(meta, intl),
    withAsterisk: required ?? Boolean(validate),
    flex,
  };
  return type === 'password' ? <PasswordInput {...props} /> : <TextInput {...props} type={type} />;
}
