import { Textarea } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from './field-error';
import type { Validator } from './validators';
import type { MessageId } from '../i18n/messages';

interface TextareaFieldProps {
  name: string;
  label: MessageId;
  description?: MessageId;
  validate?: Validator;
  required?: boolean;
  minRows?: number;
  maxLength?: number;
}

/** A growing multi-line text bound to a react-final-form field (errors as in shared/forms/text-field). */
export function TextareaField({ name, label, description, validate, required, minRows = 3, maxLength }: TextareaFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  return (
    <Textarea
      {...input}
      id={name}
      label={intl.formatMessage({ id: label })}
      description={description && intl.formatMessage({ id: description })}
      error={fieldError(meta, intl)}
      withAsterisk={required ?? Boolean(validate)}
      autosize
      minRows={minRows}
      maxRows={14}
      maxLength={maxLength}
    />
  );
}
