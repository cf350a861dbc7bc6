import { Button, Group, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../shared/forms/form-alert';
import { SelectField } from '../../../shared/forms/select-field';
import { TextField } from '../../../shared/forms/text-field';
import { required } from '../../../shared/forms/validators';
import { FormUnsavedChanges } from '../../../shared/forms/form-unsaved-changes';
import { formatDecimal, parseDecimal } from '../../../shared/forms/decimal';
import { fieldsShown, formSubmitErrors } from '../../../shared/forms/form-errors';
import { TextareaField } from '../../../shared/forms/textarea-field';
import { useActivityTypes } from '../hooks/use-activity-types';
import { useSaveBrand, type Brand } from '../hooks/use-brands';
import { FormSection } from '../../../shared/forms/form-section';
import { MapPositionField } from '../../../shared/map/map-position-field';
import { sameValues } from '../../../shared/forms/same-values';

interface BrandValues {
  name: string;
  activityTypeId: string | null;
  address: string;
  latitude: string;
  longitude: string;
  description: string;
}

const SHOWN = fieldsShown('name', 'activityTypeId', 'address', 'latitude', 'longitude', 'description');

const validate = {
  name: required('validation.brandName.required'),
  activityTypeId: required('validation.primaryActivity.required'),
  address: required('validation.address.required'),
  description: required('validation.activityDescription.required'),
};

function initialValues(brand: Brand | null, locale: string, activityTypeId?: number): BrandValues {
  return {
    name: brand?.name ?? '',
    activityTypeId: brand ? String(brand.activityTypeId) : activityTypeId ? String(activityTypeId) : null,
    address: brand?.address ?? '',
    latitude: formatDecimal(brand?.latitude, locale),
    longitude: formatDecimal(brand?.longitude, locale),
    description: brand?.description ?? '',
  };
}

interface BrandFormProps {
  brand: Brand | null;
  /** A new brand starts with the company's primary activity. */
  defaultActivityTypeId?: number;
  /** The submit button's text (in the wizard "Next: …"). */
  submitLabel: string;
  /** Beside the submit button: the wizard's "Back". */
  back?: ReactNode;
  onSaved(brand: Brand): void;
}

/** A brand: its name, primary activity, address with a map mark, and what it does. */
export function BrandForm({ brand, defaultActivityTypeId, submitLabel, back, onSaved }: BrandFormProps) {
  const intl = useIntl();
  const save = useSaveBrand();
  const { activityTypes } = useActivityTypes();
  const initial = useMemo(() => initialValues(brand, intl.locale, defaultActivityTypeId), [brand, intl.locale, defaultActivityTypeId]);
  const activityOptions = useMemo(() => activityTypes.map((type) => ({ value: String(type.id), label: type.name })), [activityTypes]);

  async function submit(values: BrandValues): Promise<SubmissionErrors> {
    try {
      const saved = await save(
        {
          name: values.name.trim(),
          activityTypeId: Number(values.activityTypeId),
          address: values.address.trim(),
          latitude: parseDecimal(values.latitude) ?? 0,
          longitude: parseDecimal(values.longitude) ?? 0,
          description: values.description.trim(),
        },
        brand?.id,
      );
      onSaved(saved);
      return undefined;
    } catch (error) {
      return formSubmitErrors(error, intl, SHOWN);
    }
  }

  return (
    <Form<BrandValues>
      onSubmit={submit}
      initialValues={initial}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'brand.formLabel' })}>
          <Stack gap="lg">
            <FormSection title="brand.section.about">
              <TextField name="name" label="brand.name" validate={validate.name} description="brand.nameHint" />
              <SelectField
                name="activityTypeId"
                label="brand.activityType"
                data={activityOptions}
                validate={validate.activityTypeId}
                searchable
                placeholder={intl.formatMessage({ id: 'form.choose' })}
              />
              <TextareaField
                name="description"
                label="brand.description"
                description="brand.descriptionHint"
                validate={validate.description}
                minRows={4}
              />
            </FormSection>
            <FormSection title="brand.section.location">
              <TextField name="address" label="brand.address" validate={validate.address} autoComplete="street-address" />
              <MapPositionField
                latitudeName="latitude"
                longitudeName="longitude"
                label="brand.position"
                hint="map.hint"
                message="validation.validAddress.required"
              />
            </FormSection>
            <FormAlert error={submitError} />
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
