import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../shared/forms/form-alert';
import { SelectField } from '../../../shared/forms/select-field';
import { TextField } from '../../../shared/forms/text-field';
import { all, required, type Validator } from '../../../shared/forms/validators';
import { FormUnsavedChanges } from '../../../shared/forms/form-unsaved-changes';
import { joinPhone, splitPhone } from '../../accounts/phone';
import { useCountries } from '../../reference/hooks/use-countries';
import { fieldsShown, formSubmitErrors } from '../../../shared/forms/form-errors';
import { useActivityTypes } from '../hooks/use-activity-types';
import { useSaveCompany, type Company } from '../hooks/use-company';
import { formatIban, normalizeIban } from '../../../../../common/iban';
import { ContactMobileField } from './contact-mobile-field';
import { FormSection } from '../../../shared/forms/form-section';
import { IbanField } from './iban-field';
import { sameValues } from '../../../shared/forms/same-values';
import { vatNumberProblem } from '../forms/vat-number';

interface CompanyValues {
  legalName: string;
  vatNumber: string;
  primaryActivityId: string | null;
  address: string;
  zipCode: string;
  town: string;
  country: string | null;
  contactCountry: string | null;
  contactMobile: string;
  accountOwnerName: string;
  iban: string;
}

const DEFAULT_COUNTRY = 'HR';
const SHOWN = fieldsShown(
  'legalName',
  'vatNumber',
  'primaryActivityId',
  'address',
  'zipCode',
  'town',
  'country',
  'contactMobile',
  'accountOwnerName',
  'iban',
);

/** For Croatian companies the VAT number is the OIB (11 digits with a check digit). */
const oibForCroatia: Validator = (value, allValues) => vatNumberProblem(value, (allValues as Partial<CompanyValues> | undefined)?.country);

const validate = {
  legalName: required('validation.companyName.required'),
  vatNumber: all(required('validation.vatNumber.required'), oibForCroatia),
  primaryActivityId: required('validation.primaryActivity.required'),
  address: required('validation.address.required'),
  zipCode: required('validation.zipCode.required'),
  town: required('validation.town.required'),
  country: required('validation.country.required'),
  accountOwnerName: required('validation.accountOwnerName.required'),
};

function initialValues(company: Company | null): CompanyValues {
  const phone = splitPhone(company?.contactMobile ?? null);
  return {
    legalName: company?.legalName ?? '',
    vatNumber: company?.vatNumber ?? '',
    primaryActivityId: company ? String(company.primaryActivityId) : null,
    address: company?.address ?? '',
    zipCode: company?.zipCode ?? '',
    town: company?.town ?? '',
    country: company?.country ?? DEFAULT_COUNTRY,
    contactCountry: phone.country ?? company?.country ?? DEFAULT_COUNTRY,
    contactMobile: phone.national,
    accountOwnerName: company?.accountOwnerName ?? '',
    iban: company ? formatIban(company.iban) : '',
  };
}

interface CompanyFormProps {
  company: Company | null;
  /** The submit button's text (in the wizard "Next: …"). */
  submitLabel: string;
  /** Beside the submit button: the wizard's "Back". */
  back?: ReactNode;
  onSaved(company: Company): void;
}

/** The business entity: who the provider is, where, and where the money goes. */
export function CompanyForm({ company, submitLabel, back, onSaved }: CompanyFormProps) {
  const intl = useIntl();
  const save = useSaveCompany();
  const { countries } = useCountries();
  const { activityTypes } = useActivityTypes();
  const initial = useMemo(() => initialValues(company), [company]);
  const countryOptions = useMemo(() => countries.map((c) => ({ value: c.code, label: c.name })), [countries]);
  const activityOptions = useMemo(() => activityTypes.map((type) => ({ value: String(type.id), label: type.name })), [activityTypes]);

  async function submit(values: CompanyValues): Promise<SubmissionErrors> {
    const callingCode = countries.find((country) => country.code === values.contactCountry)?.callingCode ?? null;
    try {
      const saved = await save(
        {
          legalName: values.legalName.trim(),
          vatNumber: values.vatNumber.trim(),
          primaryActivityId: Number(values.primaryActivityId),
          address: values.address.trim(),
          zipCode: values.zipCode.trim(),
          town: values.town.trim(),
          country: values.country ?? DEFAULT_COUNTRY,
          contactMobile: joinPhone(values.contactCountry, callingCode, values.contactMobile ?? '') ?? '',
          accountOwnerName: values.accountOwnerName.trim(),
          iban: normalizeIban(values.iban),
        },
        company !== null,
      );
      onSaved(saved);
      return undefined;
    } catch (error) {
      return formSubmitErrors(error, intl, SHOWN);
    }
  }

  return (
    <Form<CompanyValues>
      onSubmit={submit}
      initialValues={initial}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'company.formLabel' })}>
          <Stack gap="lg">
            <FormAlert error={submitError} />
            <FormSection title="company.section.entity">
              <TextField name="legalName" label="company.legalName" validate={validate.legalName} autoComplete="organization" />
              <TextField name="vatNumber" label="company.vatNumber" description="company.vatNumberHint" validate={validate.vatNumber} />
              <SelectField
                name="primaryActivityId"
                label="company.primaryActivity"
                data={activityOptions}
                validate={validate.primaryActivityId}
                searchable
                placeholder={intl.formatMessage({ id: 'form.choose' })}
              />
            </FormSection>
            <FormSection title="company.section.address">
              <TextField name="address" label="company.address" validate={validate.address} autoComplete="street-address" />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <TextField name="zipCode" label="company.zipCode" validate={validate.zipCode} autoComplete="postal-code" />
                <TextField name="town" label="company.town" validate={validate.town} autoComplete="address-level2" />
                <SelectField
                  name="country"
                  label="company.country"
                  data={countryOptions}
                  validate={validate.country}
                  searchable
                  autoComplete="country"
                />
              </SimpleGrid>
            </FormSection>
            <FormSection title="company.section.payments">
              <ContactMobileField countries={countries} />
              <TextField name="accountOwnerName" label="company.accountOwnerName" validate={validate.accountOwnerName} />
              <IbanField />
            </FormSection>
            <FormUnsavedChanges />
            <Group justify={back ? 'space-between' : 'flex-end'}>
              {back}
              <Button type="submit" loading={submitting} size="md">
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
