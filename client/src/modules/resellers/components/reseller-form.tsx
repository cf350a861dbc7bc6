// A reseller's name, contact, commission (percent, two decimals at most) and the sales partner it is,
// if any (it may then sell the exclusive services that chose that partner).
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { DecimalField } from '../../../shared/forms/decimal-field';
import { formatDecimal, parseDecimal } from '../../../shared/forms/decimal';
import { FormAlert } from '../../../shared/forms/form-alert';
import { fieldsShown, formSubmitErrors } from '../../../shared/forms/form-errors';
import { FormUnsavedChanges } from '../../../shared/forms/form-unsaved-changes';
import { numeric } from '../../../shared/forms/number-validators';
import { sameValues } from '../../../shared/forms/same-values';
import { SelectField } from '../../../shared/forms/select-field';
import { TextField } from '../../../shared/forms/text-field';
import { all, emailFormat, required } from '../../../shared/forms/validators';
import { useResellerChoices, useSaveReseller, type ResellerDetail } from '../hooks/use-resellers';

interface ResellerValues {
  name: string;
  contactName: string;
  contactEmail: string;
  commissionPercent: string;
  partnerId: string | null;
}

const SHOWN = fieldsShown('name', 'contactName', 'contactEmail', 'commissionPercent', 'partnerId');

const validate = {
  name: required('resellers.form.name.required'),
  contactEmail: all(required('validation.email.required'), emailFormat('validation.email.format')),
  commission: all(required('resellers.form.commission.invalid'), numeric('resellers.form.commission.invalid', { min: 0, max: 100 })),
};

function initialValues(reseller: ResellerDetail | null, locale: string): ResellerValues {
  return {
    name: reseller?.name ?? '',
    contactName: reseller?.contactName ?? '',
    contactEmail: reseller?.contactEmail ?? '',
    commissionPercent: reseller ? formatDecimal(reseller.commissionBp / 100, locale) : '',
    partnerId: reseller?.partnerId == null ? null : String(reseller.partnerId),
  };
}

export function ResellerForm({ reseller, onSaved }: { reseller: ResellerDetail | null; onSaved(saved: ResellerDetail): void }) {
  const intl = useIntl();
  const save = useSaveReseller();
  const { partners } = useResellerChoices();
  const initial = useMemo(() => initialValues(reseller, intl.locale), [reseller, intl.locale]);
  const partnerOptions = useMemo(() => partners.map((partner) => ({ value: String(partner.id), label: partner.legalName })), [partners]);

  async function submit(values: ResellerValues): Promise<SubmissionErrors> {
    try {
      const saved = await save(
        {
          name: values.name.trim(),
          contactName: values.contactName.trim() || null,
          contactEmail: values.contactEmail.trim(),
          commissionPercent: parseDecimal(values.commissionPercent) ?? 0,
          partnerId: values.partnerId ? Number(values.partnerId) : null,
        },
        reseller?.id,
      );
      onSaved(saved);
      return undefined;
    } catch (error) {
      return formSubmitErrors(error, intl, SHOWN);
    }
  }

  return (
    <Form<ResellerValues>
      onSubmit={submit}
      initialValues={initial}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'resellers.form.label' })}>
          <Stack gap="md">
            <FormAlert error={submitError} />
            <TextField name="name" label="resellers.form.name" validate={validate.name} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField name="contactName" label="resellers.form.contactName" autoComplete="off" />
              <TextField
                name="contactEmail"
                label="resellers.form.contactEmail"
                type="email"
                validate={validate.contactEmail}
                autoComplete="off"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DecimalField
                name="commissionPercent"
                label="resellers.form.commission"
                description="resellers.form.commissionHint"
                validate={validate.commission}
                rightSection="%"
              />
              <SelectField
                name="partnerId"
                label="resellers.form.partner"
                data={partnerOptions}
                clearable
                placeholder={intl.formatMessage({ id: 'resellers.form.noPartner' })}
              />
            </SimpleGrid>
            <FormUnsavedChanges />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                {intl.formatMessage({ id: reseller ? 'form.saveChanges' : 'resellers.form.create' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
