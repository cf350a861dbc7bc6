import { Group, Input, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../shared/forms/field-error';
import { SelectField } from '../../../shared/forms/select-field';
import { phoneNumber } from '../../../shared/forms/phone-validator';
import type { MessageId } from '../../../shared/i18n/messages';
import type { Country } from '../hooks/use-countries';
import { usePhoneExample } from '../hooks/use-phone-example';

/** Matches the country name, its code or its calling code. */
function filterBy(countries: Country[]): OptionsFilter {
  const byCode = new Map(countries.map((country) => [country.code, country]));
  return ({ options, search }) => {
    const needle = search.trim().toLowerCase().replace(/^\+/, '');
    if (!needle) return options;
    return options.filter((option) => {
      const country = byCode.get((option as ComboboxItem).value);
      return (
        country !== undefined &&
        (country.name.toLowerCase().includes(needle) ||
          country.code.toLowerCase() === needle ||
          (country.callingCode ?? '').startsWith(needle))
      );
    });
  };
}

export interface PhoneNumberFieldProps {
  countries: Country[];
  /** Form field of the number and of its calling-code country. */
  name: string;
  countryName: string;
  label: MessageId;
  countryLabel: MessageId;
  id: string;
  /** A required phone asks for the contact number; an optional one may stay blank. */
  required?: boolean;
}

/**
 * A phone number with its country code: a calling-code choice and the number, as one labelled group.
 * The number is checked by the server's rule, read in the chosen country.
 */
export function PhoneNumberField({
  countries,
  name,
  countryName,
  label: labelId,
  countryLabel,
  id,
  required = false,
}: PhoneNumberFieldProps) {
  const intl = useIntl();
  const validate = useMemo(() => phoneNumber({ required, countryField: countryName }), [required, countryName]);
  const { input, meta } = useField<string>(name, { validate });
  const { input: countryInput } = useField<string | null>(countryName, { subscription: { value: true } });
  const { example } = usePhoneExample(countryInput.value || null);
  const error = fieldError(meta, intl);
  const label = intl.formatMessage({ id: labelId });

  const withCodes = useMemo(() => countries.filter((country) => country.callingCode), [countries]);
  const data = useMemo(
    () => withCodes.map((country) => ({ value: country.code, label: `${country.code} +${country.callingCode}` })),
    [withCodes],
  );
  const names = useMemo(() => new Map(withCodes.map((country) => [country.code, country.name])), [withCodes]);
  const filter = useMemo(() => filterBy(withCodes), [withCodes]);

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error} withAsterisk={required}>
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
        <SelectField
          name={countryName}
          label={countryLabel}
          hiddenLabel
          data={data}
          searchable
          filter={filter}
          w={132}
          dropdownWidth={300}
          renderOption={(option) => (
            <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
              <Text size="sm" truncate>
                {names.get(option.value)}
              </Text>
              <Text size="sm" c="dimmed">
                {option.label.split(' ')[1]}
              </Text>
            </Group>
          )}
        />
        <TextInput
          {...input}
          id={id}
          type="tel"
          autoComplete="tel-national"
          placeholder={example?.national}
          error={Boolean(error)}
          flex={1}
          miw={0}
        />
      </Group>
    </Input.Wrapper>
  );
}
