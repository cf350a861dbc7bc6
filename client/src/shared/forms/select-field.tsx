import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { fieldError } from './field-error';
import type { Validator } from './validators';

interface SelectFieldProps {
  name: string;
  label: MessageId;
  data: ComboboxItem[];
  validate?: Validator;
  placeholder?: string;
  searchable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  filter?: OptionsFilter;
  renderOption?: (item: ComboboxItem) => ReactNode;
  w?: number | string;
  /** The label is read by screen readers only (e.g. a calling code next to its number). */
  hiddenLabel?: boolean;
  autoComplete?: string;
  /** Width of the options list when it should be wider than the input. */
  dropdownWidth?: number;
}

/** A Mantine Select bound to a react-final-form field holding the option's value, or null. */
export function SelectField({ name, label, validate, hiddenLabel, renderOption, dropdownWidth, ...rest }: SelectFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string | null>(name, { validate });
  const text = intl.formatMessage({ id: label });
  return (
    <Select
      {...rest}
      id={name}
      name={input.name}
      value={input.value || null}
      onChange={(value) => input.onChange(value)}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      label={hiddenLabel ? undefined : text}
      aria-label={hiddenLabel ? text : undefined}
      error={fieldError(meta, intl)}
      withAsterisk={Boolean(validate)}
      renderOption={renderOption && (({ option }) => renderOption(option))}
      nothingFoundMessage={intl.formatMessage({ id: 'form.nothingFound' })}
      comboboxProps={{ withinPortal: true, width: dropdownWidth, position: 'bottom-start' }}
    />
  );
}
