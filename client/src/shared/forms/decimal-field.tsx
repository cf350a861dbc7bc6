import { TextInput, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from './field-error';
import type { Validator } from './validators';
import type { MessageId } from '../i18n/messages';

interface DecimalFieldProps {
  name: string;
  label: MessageId;
  validate?: Validator;
  required?: boolean;
  description?: MessageId;
  /** Whole numbers only: the phone keyboard shows digits without a decimal separator. */
  integer?: boolean;
  rightSection?: ReactNode;
  placeholder?: string;
  /** The message of a pair of fields is shown once, by their wrapper. */
  errorShownElsewhere?: boolean;
  w?: BoxProps['w'];
  flex?: BoxProps['flex'];
}

/**
 * A number typed as text, so "0,5" (Croatian) and "0.5" both work; the value stays the typed text
 * and the form converts it on submit (decimal.ts).
 */
export function DecimalField({
  name,
  label,
  validate,
  required,
  description,
  integer,
  rightSection,
  placeholder,
  errorShownElsewhere,
  w,
  flex,
}: DecimalFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  const error = fieldError(meta, intl);
  return (
    <TextInput
      {...input}
      id={name.replace(/[.[\]]+/g, '-')}
      value={input.value ?? ''}
      label={intl.formatMessage({ id: label })}
      description={description && intl.formatMessage({ id: description })}
      error={errorShownElsewhere ? Boolean(error) : error}
      withAsterisk={required ?? Boolean(validate)}
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 56 : undefined}
      placeholder={placeholder}
      w={w}
      flex={flex}
      miw={0}
    />
  );
}
