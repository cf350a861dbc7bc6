// An object (accommodation): its name and kind, address with its map position (the poster lists the
// experiences nearest to it), and the number of beds when the partner wants to say.
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { PartnerObjectKind } from '../../../graphql/generated';
import { DecimalField } from '../../../shared/forms/decimal-field';
import { formatDecimal, parseDecimal, parseInteger } from '../../../shared/forms/decimal';
import { FormAlert } from '../../../shared/forms/form-alert';
import { fieldsShown, formSubmitErrors } from '../../../shared/forms/form-errors';
import { FormSection } from '../../../shared/forms/form-section';
import { FormUnsavedChanges } from '../../../shared/forms/form-unsaved-changes';
import { numeric } from '../../../shared/forms/number-validators';
import { sameValues } from '../../../shared/forms/same-values';
import { SelectField } from '../../../shared/forms/select-field';
import { TextField } from '../../../shared/forms/text-field';
import { required } from '../../../shared/forms/validators';
import { MapPositionField } from '../../../shared/map/map-position-field';
import { useSavePartnerObject, type PartnerObject } from '../hooks/use-partner';

export const OBJECT_KINDS: PartnerObjectKind[] = ['HOTEL', 'APARTMENT', 'CAMPSITE', 'HOSTEL', 'OTHER'];
const MAX_BEDS = 10_000;

interface ObjectValues {
  name: string;
  kind: string | null;
  address: string;
  latitude: string;
  longitude: string;
  beds: string;
}

const SHOWN = fieldsShown('name', 'kind', 'address', 'latitude', 'longitude', 'beds');

const validate = {
  name: required('partnerObject.name.required'),
  kind: required('partnerObject.kind.required'),
  address: required('validation.address.required'),
  beds: numeric('partnerObject.beds.invalid', { integer: true, min: 1, max: MAX_BEDS }),
};

function initialValues(object: PartnerObject | null, locale: string): ObjectValues {
  return {
    name: object?.name ?? '',
    kind: object?.kind ?? null,
    address: object?.address ?? '',
    latitude: formatDecimal(object?.latitude, locale),
    longitude: formatDecimal(object?.longitude, locale),
    beds: object?.beds == null ? '' : String(object.beds),
  };
}

interface PartnerObjectFormProps {
  object: PartnerObject | null;
  onSaved(object: PartnerObject): void;
}

export function PartnerObjectForm({ object, onSaved }: PartnerObjectFormProps) {
  const intl = useIntl();
  const save = useSavePartnerObject();
  const initial = useMemo(() => initialValues(object, intl.locale), [object, intl.locale]);
  const kinds = useMemo(
    () => OBJECT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `partnerObject.kind.${kind}` }) })),
    [intl],
  );

  async function submit(values: ObjectValues): Promise<SubmissionErrors> {
    try {
      const saved = await save(
        {
          name: values.name.trim(),
          kind: values.kind as PartnerObjectKind,
          address: values.address.trim(),
          latitude: parseDecimal(values.latitude) ?? 0,
          longitude: parseDecimal(values.longitude) ?? 0,
          beds: parseInteger(values.beds) ?? null,
        },
        object?.id,
      );
      onSaved(saved);
      return undefined;
    } catch (error) {
      return formSubmitErrors(error, intl, SHOWN);
    }
  }

  return (
    <Form<ObjectValues>
      onSubmit={submit}
      initialValues={initial}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'partnerObject.formLabel' })}>
          <Stack gap="lg">
            <FormAlert error={submitError} />
            <FormSection title="partnerObject.section.what">
              <TextField name="name" label="partnerObject.name" description="partnerObject.nameHint" validate={validate.name} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <SelectField
                  name="kind"
                  label="partnerObject.kind"
                  data={kinds}
                  validate={validate.kind}
                  placeholder={intl.formatMessage({ id: 'form.choose' })}
                />
                <DecimalField
                  name="beds"
                  label="partnerObject.beds"
                  description="partnerObject.bedsHint"
                  validate={validate.beds}
                  required={false}
                  integer
                />
              </SimpleGrid>
            </FormSection>
            <FormSection title="partnerObject.section.where" description="partnerObject.section.whereHint">
              <TextField name="address" label="partnerObject.address" validate={validate.address} autoComplete="street-address" />
              <MapPositionField
                latitudeName="latitude"
                longitudeName="longitude"
                label="partnerObject.position"
                hint="map.hint"
                message="validation.validAddress.required"
              />
            </FormSection>
            <FormUnsavedChanges />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting} size="md">
                {intl.formatMessage({ id: object ? 'form.saveChanges' : 'partnerObject.create' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
