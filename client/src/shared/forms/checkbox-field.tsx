import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from './field-error';
import type { Validator } from './validators';

interface CheckboxFieldProps {
  name: string;
  /** The label may hold links (conditions, terms). */
  label: ReactNode;
  validate?: Validator;
}

export function CheckboxField({ name, label, validate }: CheckboxFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate });
  return (
    <Checkbox
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      label={label}
      error={fieldError(meta, intl)}
    />
  );
}
