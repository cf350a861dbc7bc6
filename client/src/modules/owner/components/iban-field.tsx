import { TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../shared/forms/field-error';
import { all, required, type Validator } from '../../../shared/forms/validators';
import { isValidIban } from '../../../../../common/iban';

const validIban: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isValidIban(value) ? 'validation.iban.invalid' : undefined;
const validateIban = all(required('validation.iban.required'), validIban);

/** The IBAN, checked as it is typed (spec section 5: validated on change events). */
export function IbanField() {
  const intl = useIntl();
  const { input, meta } = useField<string>('iban', { validate: validateIban });
  const typing = meta.modified && typeof input.value === 'string' && input.value.trim() !== '';
  const error = typing && meta.error === 'validation.iban.invalid' ? intl.formatMessage({ id: meta.error }) : fieldError(meta, intl);
  return (
    <TextInput
      {...input}
      id="iban"
      label={intl.formatMessage({ id: 'company.iban' })}
      description={intl.formatMessage({ id: 'company.ibanHint' })}
      error={error}
      withAsterisk
      autoComplete="off"
      spellCheck={false}
      styles={{ input: { textTransform: 'uppercase', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
