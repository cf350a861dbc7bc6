import { MultiSelect, type ComboboxItem } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from './field-error';
import type { MessageId } from '../i18n/messages';

interface MultiSelectFieldProps {
  name: string;
  label: MessageId;
  data: ComboboxItem[];
  description?: MessageId;
  placeholder?: MessageId;
  disabled?: boolean;
}

/** A Mantine MultiSelect bound to a react-final-form field holding the chosen values. */
export function MultiSelectField({ name, label, data, description, placeholder, disabled }: MultiSelectFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string[]>(name);
  const value = Array.isArray(input.value) ? input.value : [];
  return (
    <MultiSelect
      id={name}
      name={input.name}
      value={value}
      onChange={(next) => input.onChange(next)}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      data={data}
      label={intl.formatMessage({ id: label })}
      description={description && intl.formatMessage({ id: description })}
      placeholder={value.length === 0 && placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
      error={fieldError(meta, intl)}
      disabled={disabled}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={intl.formatMessage({ id: 'form.nothingFound' })}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
