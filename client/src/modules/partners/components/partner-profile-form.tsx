// The partner's business and payout details: who is paid (legal name, OIB), where (IBAN) and whom
// Lokalno contacts. The server checks the same rules (OIB MOD 11,10, IBAN mod-97, the phone).
import { Button, Group, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatIban, normalizeIban } from '../../../../../common/iban';
import { FormAlert } from '../../../shared/forms/form-alert';
import { fieldsShown, formSubmitErrors } from '../../../shared/forms/form-errors';
import { FormSection } from '../../../shared/forms/form-section';
import { FormUnsavedChanges } from '../../../shared/forms/form-unsaved-changes';
import { sameValues } from '../../../shared/forms/same-values';
import { TextField } from '../../../shared/forms/text-field';
import { all, emailFormat, required, type Validator } from '../../../shared/forms/validators';
import { joinPhone, splitPhone } from '../../accounts/phone';
import { IbanField } from '../../owner/components/iban-field';
import { vatNumberProblem } from '../../owner/forms/vat-number';
import { PhoneNumberField } from '../../reference/components/phone-number-field';
import { useCountries } from '../../reference/hooks/use-countries';
import { useSavePartnerProfile, type PartnerProfile } from '../hooks/use-partner';

interface ProfileValues {
  legalName: string;
  oib: string;
  iban: string;
  contactName: string;
  contactCountry: string | null;
  contactPhone: string;
  contactEmail: string;
}

const SHOWN = fieldsShown('legalName', 'oib', 'iban', 'contactName', 'contactPhone', 'contactEmail');
const DEFAULT_COUNTRY = 'HR';

/** The OIB: 11 digits with its check digit (the company form's messages). */
const oib: Validator = (value) => vatNumberProblem(value, 'HR');

const validate = {
  legalName: required('partnerProfile.legalName.required'),
  oib: all(required('validation.vatNumber.required'), oib),
  contactName: required('partnerProfile.contactName.required'),
  contactEmail: all(required('validation.email.required'), emailFormat('validation.email.format')),
};

function initialValues(profile: PartnerProfile | null, email: string | undefined): ProfileValues {
  const phone = splitPhone(profile?.contactPhone ?? null);
  return {
    legalName: profile?.legalName ?? '',
    oib: profile?.oib ?? '',
    iban: profile ? formatIban(profile.iban) : '',
    contactName: profile?.contactName ?? '',
    contactCountry: phone.country ?? DEFAULT_COUNTRY,
    contactPhone: phone.national,
    contactEmail: profile?.contactEmail ?? email ?? '',
  };
}

interface PartnerProfileFormProps {
  profile: PartnerProfile | null;
  /** A new profile's contact email starts as the account's. */
  accountEmail?: string;
  onSaved(profile: PartnerProfile): void;
}

export function PartnerProfileForm({ profile, accountEmail, onSaved }: PartnerProfileFormProps) {
  const intl = useIntl();
  const save = useSavePartnerProfile();
  const { countries } = useCountries();
  const initial = useMemo(() => initialValues(profile, accountEmail), [profile, accountEmail]);

  async function submit(values: ProfileValues): Promise<SubmissionErrors> {
    const callingCode = countries.find((country) => country.code === values.contactCountry)?.callingCode ?? null;
    try {
      const saved = await save({
        legalName: values.legalName.trim(),
        oib: values.oib.trim(),
        iban: normalizeIban(values.iban),
        contactName: values.contactName.trim(),
        contactPhone: joinPhone(values.contactCountry, callingCode, values.contactPhone ?? '') ?? '',
        contactEmail: values.contactEmail.trim(),
      });
      onSaved(saved);
      return undefined;
    } catch (error) {
      return formSubmitErrors(error, intl, SHOWN);
    }
  }

  return (
    <Form<ProfileValues>
      onSubmit={submit}
      initialValues={initial}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'partnerProfile.formLabel' })}>
          <Stack gap="lg">
            <FormAlert error={submitError} />
            <FormSection title="partnerProfile.section.payee">
              <TextField
                name="legalName"
                label="partnerProfile.legalName"
                description="partnerProfile.legalNameHint"
                validate={validate.legalName}
                autoComplete="organization"
              />
              <TextField name="oib" label="partnerProfile.oib" description="partnerProfile.oibHint" validate={validate.oib} />
              <IbanField />
            </FormSection>
            <FormSection title="partnerProfile.section.contact">
              <TextField name="contactName" label="partnerProfile.contactName" validate={validate.contactName} autoComplete="name" />
              <PhoneNumberField
                countries={countries}
                name="contactPhone"
                countryName="contactCountry"
                label="partnerProfile.contactPhone"
                countryLabel="company.contactCountry"
                id="contact-phone"
                required
              />
              <TextField
                name="contactEmail"
                label="partnerProfile.contactEmail"
                type="email"
                validate={validate.contactEmail}
                autoComplete="email"
              />
            </FormSection>
            <FormUnsavedChanges />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting} size="md">
                {intl.formatMessage({ id: profile ? 'form.saveChanges' : 'partnerProfile.submit' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
