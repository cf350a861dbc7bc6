import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../../shared/forms/checkbox-field';
import { FormAlert } from '../../../../shared/forms/form-alert';
import { FormUnsavedChanges } from '../../../../shared/forms/form-unsaved-changes';
import { SelectField } from '../../../../shared/forms/select-field';
import { submissionErrors } from '../../../../shared/forms/submission-errors';
import type { MessageId } from '../../../../shared/i18n/messages';
import { useNotify } from '../../../../shared/ui/use-notify';
import { useCountries } from '../../../reference/hooks/use-countries';
import type { AccountUser } from '../../account-user';
import { joinDate, splitDate } from '../../date-of-birth';
import { joinPhone, splitPhone } from '../../phone';
import { updateAccountSettings } from '../../profile-api';
import { NameFields } from '../name-fields';
import { DateOfBirthField } from './date-of-birth-field';
import { PhoneField } from './phone-field';

interface ProfileValues {
  firstName: string;
  lastName: string;
  country: string | null;
  dobDay: string;
  dobMonth: string;
  dobYear: string;
  phoneCountry: string | null;
  phone: string;
  newsletter: boolean;
}

/** A phone number without a known country starts with Croatia's calling code. */
const DEFAULT_PHONE_COUNTRY = 'HR';
const SHOWN_FIELDS = ['firstName', 'lastName', 'country', 'dateOfBirth', 'phone', 'newsletter'];

function initialValues(user: AccountUser): ProfileValues {
  const date = splitDate(user.dateOfBirth);
  const phone = splitPhone(user.phone);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    dobDay: date.day,
    dobMonth: date.month,
    dobYear: date.year,
    phoneCountry: phone.country ?? user.country ?? DEFAULT_PHONE_COUNTRY,
    phone: phone.national,
    newsletter: user.newsletter,
  };
}

function validate(values: ProfileValues): Record<string, MessageId> {
  const date = joinDate({ day: values.dobDay ?? '', month: values.dobMonth ?? '', year: values.dobYear ?? '' });
  return date === undefined ? { dateOfBirth: 'validation.dateOfBirth.invalid' } : {};
}

/** Profile tab: name, country, date of birth, phone with country code, newsletter consent. */
export function ProfileForm({ user, onSaved }: { user: AccountUser; onSaved(user: AccountUser): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { countries, loading } = useCountries();
  const initial = useMemo(() => initialValues(user), [user]);
  const countryOptions = useMemo(() => countries.map((country) => ({ value: country.code, label: country.name })), [countries]);

  async function submit(values: ProfileValues): Promise<SubmissionErrors> {
    const callingCode = countries.find((country) => country.code === values.phoneCountry)?.callingCode ?? null;
    try {
      const saved = await updateAccountSettings({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        country: values.country || null,
        dateOfBirth: joinDate({ day: values.dobDay, month: values.dobMonth, year: values.dobYear }) ?? null,
        phone: joinPhone(values.phoneCountry, callingCode, values.phone ?? ''),
        newsletter: Boolean(values.newsletter),
      });
      onSaved(saved);
      notify.success({ id: 'profile.saved' });
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, SHOWN_FIELDS);
    }
  }

  return (
    <Form<ProfileValues>
      onSubmit={submit}
      initialValues={initial}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'profile.tab' })}>
          <FormUnsavedChanges />
          <Stack gap="md">
            <FormAlert error={submitError} />
            <NameFields />
            <TextInput id="account-email" label={intl.formatMessage({ id: 'login.email' })} value={user.email} readOnly variant="filled" />
            <SelectField
              name="country"
              label="profile.country"
              data={countryOptions}
              searchable
              clearable
              disabled={loading && countries.length === 0}
              placeholder={intl.formatMessage({ id: 'profile.countryPlaceholder' })}
              autoComplete="country"
            />
            <DateOfBirthField />
            <PhoneField countries={countries} />
            <CheckboxField name="newsletter" label={intl.formatMessage({ id: 'register.newsletter' })} />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                {intl.formatMessage({ id: 'profile.save' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
