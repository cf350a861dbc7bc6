// Form fields the inquiry forms share: a multi-line text, a whole number, a calendar day, and the
// hidden bot trap. Each binds a Mantine input to react-final-form like shared/forms/text-field.
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../shared/forms/field-error';
import type { Validator } from '../../../shared/forms/validators';
import type { MessageId } from '../../../shared/i18n/messages';

interface FieldProps {
  name: string;
  label: MessageId;
  validate?: Validator;
  description?: MessageId;
  required?: boolean;
}

export function TextareaField({ name, label, validate, description, required, maxLength = 5000 }: FieldProps & { maxLength?: number }) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  return (
    <Textarea
      {...input}
      label={intl.formatMessage({ id: label })}
      description={description && intl.formatMessage({ id: description })}
      error={fieldError(meta, intl)}
      withAsterisk={required ?? Boolean(validate)}
      autosize
      minRows={4}
      maxRows={12}
      maxLength={maxLength}
    />
  );
}

export function NumberField({ name, label, validate, description, required, min, max }: FieldProps & { min: number; max: number }) {
  const intl = useIntl();
  const { input, meta } = useField<number | ''>(name, { validate });
  return (
    <NumberInput
      name={input.name}
      value={input.value}
      onChange={(value) => input.onChange(value === '' ? '' : Number(value))}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      label={intl.formatMessage({ id: label })}
      description={description && intl.formatMessage({ id: description })}
      error={fieldError(meta, intl)}
      withAsterisk={required ?? Boolean(validate)}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
    />
  );
}

/** A calendar day as YYYY-MM-DD in the browser's own date input (no date-picker bundle on a content page). */
export function DayField({ name, label, validate, min }: FieldProps & { min?: string }) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  return (
    <TextInput
      {...input}
      type="date"
      min={min}
      label={intl.formatMessage({ id: label })}
      error={fieldError(meta, intl)}
      withAsterisk={Boolean(validate)}
      flex={1}
    />
  );
}

/** Hidden from people (and from assistive technology); a bot that fills every field fills it too. */
export function HoneypotField() {
  const { input } = useField<string>('website');
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input {...input} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
