import { Group, Input, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../shared/forms/field-error';
import { SelectField } from '../../../shared/forms/select-field';
import { required } from '../../../shared/forms/validators';
import type { Country } from '../../reference/hooks/use-countries';
import { usePhoneExample } from '../../reference/hooks/use-phone-example';

const validateMobile = required('validation.contactMobile.required');

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

/** The company's contact mobile: a calling code (`contactCountry`) and the number (`contactMobile`). */
export function ContactMobileField({ countries }: { countries: Country[] }) {
  const intl = useIntl();
  const { input, meta } = useField<string>('contactMobile', { validate: validateMobile });
  const { input: countryInput } = useField<string | null>('contactCountry', { subscription: { value: true } });
  const { example } = usePhoneExample(countryInput.value || null);
  const error = fieldError(meta, intl);

  const withCodes = useMemo(() => countries.filter((country) => country.callingCode), [countries]);
  const data = useMemo(
    () => withCodes.map((country) => ({ value: country.code, label: `${country.code} +${country.callingCode}` })),
    [withCodes],
  );
  const names = useMemo(() => new Map(withCodes.map((country) => [country.code, country.name])), [withCodes]);
  const filter = useMemo(() => filterBy(withCodes), [withCodes]);

  return (
    <Input.Wrapper
      label={intl.formatMessage({ id: 'company.contactMobile' })}
      labelProps={{ htmlFor: 'contact-mobile' }}
      error={error}
      withAsterisk
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
        <SelectField
          name="contactCountry"
          label="company.contactCountry"
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
          id="contact-mobile"
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
