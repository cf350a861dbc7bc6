import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../../shared/forms/form-alert';
import { SelectField } from '../../../../shared/forms/select-field';
import { TextField } from '../../../../shared/forms/text-field';
import { FormUnsavedChanges } from '../../../../shared/forms/form-unsaved-changes';
import { useCountries } from '../../../reference/hooks/use-countries';
import { FormSection } from '../../../../shared/forms/form-section';
import { MapPositionField } from '../../../../shared/map/map-position-field';
import { DecimalField } from '../../../../shared/forms/decimal-field';
import { focusFirstError } from '../../../../shared/forms/focus-first-error';
import { fieldsShown, formSubmitErrors } from '../../../../shared/forms/form-errors';
import { MultiSelectField } from '../../../../shared/forms/multi-select-field';
import { SwitchField } from '../../../../shared/forms/switch-field';
import { TextareaField } from '../../../../shared/forms/textarea-field';
import type { Brand } from '../../../owner/hooks/use-brands';
import type { ServiceResources } from '../../hooks/use-service-resources';
import { useSaveService, type Service } from '../../hooks/use-services';
import { newServiceValues, serviceValues, toServiceInput, type ServiceValues } from '../../service-values';
import { useSession } from '../../../accounts/auth-store';
import { localArea } from '../../../../shared/state/browser-storage';
import { discardServiceDraft, serviceDraftKey } from '../../service-draft';
import { CancellationField } from './cancellation-field';
import { ContentGenerator } from './content-generator';
import { DistancesField } from './distances-field';
import { ListItemsField } from './list-items-field';
import { PeopleFields } from './people-fields';
import { ServiceDraftKeeper, ServiceDraftNotice } from './service-draft-keeper';
import { serviceRules } from './validators';
import { ExclusivePartnersField } from './exclusive-partners-field';
import { useSetServicePartners } from '../../hooks/use-service-partners';
import { useNotify } from '../../../../shared/ui/use-notify';
import { sameValues } from '../../../../shared/forms/same-values';

const SHOWN = fieldsShown(
  'title',
  'categoryId',
  'tagIds',
  'regionId',
  'languageCodes',
  'description',
  'ownerStatement',
  'microLocation',
  'included',
  'characteristics',
  'meetingPoint',
  'meetingLatitude',
  'meetingLongitude',
  'arrivalInstructions',
  'country',
  'distances',
  'minPeople',
  'maxPeople',
  'placesPerStart',
  'advanceHours',
  'answerTimeHours',
  'cancellationBefore',
  'amenityIds',
  'paymentTypeCodes',
  'remark',
  'partnerIds',
);

/** Whether two lists of ids hold the same ids. */
function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** Tags narrow the chosen category: the list follows the category. */
function TagsField({ resources }: { resources: ServiceResources }) {
  const { input } = useField<string | null>('categoryId', { subscription: { value: true } });
  const category = resources.categories.find((entry) => String(entry.id) === input.value);
  const data = useMemo(() => (category?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name })), [category]);
  return (
    <MultiSelectField
      name="tagIds"
      label="service.tags"
      description={category ? 'service.tagsHint' : 'service.tagsChooseCategory'}
      data={data}
      disabled={!category}
    />
  );
}

interface ServiceFormProps {
  brandId: number;
  /** The brand's address and position start a new service's meeting point. */
  brand: Brand | null;
  service: Service | null;
  /** The sales partners chosen for the (exclusive) service so far. */
  partnerIds?: number[];
  resources: ServiceResources;
  /** The submit button's text (in the wizard "Next: …"). */
  submitLabel: string;
  /** Beside the submit button: the wizard's "Back". */
  back?: ReactNode;
  onSaved(service: Service): void;
}

/** Everything about a service: what it is, what makes it special, where, on which conditions. */
export function ServiceForm({ brandId, brand, service, partnerIds = [], resources, submitLabel, back, onSaved }: ServiceFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveService(brandId);
  const setPartners = useSetServicePartners();
  const formRef = useRef<HTMLFormElement>(null);
  const { countries } = useCountries();
  const { user } = useSession();
  const draftKey = user ? serviceDraftKey(user.id, brandId, service?.id) : null;
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(null);
  const draftDiscarded = useCallback(() => setDraftSavedAt(null), []);
  const chosen = useMemo(() => partnerIds.map(String), [partnerIds]);
  const initial = useMemo(
    () => ({ ...(service ? serviceValues(service, intl.locale) : newServiceValues(brand, intl.locale)), partnerIds: chosen }),
    [service, brand, intl.locale, chosen],
  );
  const options = useMemo(
    () => ({
      categories: resources.categories.map((entry) => ({ value: String(entry.id), label: entry.name })),
      regions: resources.regions.map((entry) => ({ value: String(entry.id), label: entry.name })),
      languages: resources.languages.map((entry) => ({ value: entry.code, label: entry.name })),
      amenities: resources.amenities.map((entry) => ({ value: String(entry.id), label: entry.name })),
      paymentTypes: resources.paymentTypes.map((entry) => ({ value: entry.code, label: entry.name })),
      countries: countries.map((entry) => ({ value: entry.code, label: entry.name })),
    }),
    [resources, countries],
  );

  async function submit(values: ServiceValues): Promise<SubmissionErrors> {
    const category = resources.categories.find((entry) => String(entry.id) === values.categoryId);
    const tagIds = new Set((category?.tags ?? []).map((tag) => tag.id));
    try {
      const saved = await save(toServiceInput(values, tagIds), service?.id);
      if (values.exclusive && !sameIds(values.partnerIds, service ? chosen : [])) {
        // The service is saved either way; a partner suspended meanwhile is told, not a lost service.
        await setPartners(saved.id, values.partnerIds.map(Number)).catch(() => notify.error({ id: 'service.partnersFailed' }));
      }
      const storage = localArea();
      if (storage && draftKey) discardServiceDraft(storage, draftKey);
      onSaved(saved);
      return undefined;
    } catch (error) {
      const errors = formSubmitErrors(error, intl, SHOWN);
      focusFirstError(formRef.current);
      return errors;
    }
  }

  return (
    <Form<ServiceValues>
      onSubmit={submit}
      initialValues={initial}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          ref={formRef}
          noValidate
          aria-label={intl.formatMessage({ id: 'service.formLabel' })}
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstError(formRef.current);
          }}
        >
          <Stack gap="lg">
            <ServiceDraftNotice draftKey={draftKey} savedAt={draftSavedAt} onDiscarded={draftDiscarded} />
            <FormSection title="service.section.generate" description="service.section.generateHint">
              <ContentGenerator />
            </FormSection>

            <FormSection title="service.section.basics">
              <TextField name="title" label="service.title" description="service.titleHint" validate={serviceRules.title} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <SelectField
                  name="categoryId"
                  label="service.category"
                  data={options.categories}
                  validate={serviceRules.categoryId}
                  placeholder={intl.formatMessage({ id: 'form.choose' })}
                />
                <SelectField
                  name="regionId"
                  label="service.region"
                  data={options.regions}
                  validate={serviceRules.regionId}
                  searchable
                  placeholder={intl.formatMessage({ id: 'form.choose' })}
                />
              </SimpleGrid>
              <TagsField resources={resources} />
              <MultiSelectField
                name="languageCodes"
                label="service.languages"
                data={options.languages}
                placeholder="service.languagesPlaceholder"
              />
              <TextareaField
                name="description"
                label="service.description"
                description="service.descriptionHint"
                validate={serviceRules.description}
                minRows={5}
              />
            </FormSection>

            <FormSection title="service.section.special">
              <TextareaField
                name="ownerStatement"
                label="service.ownerStatement"
                description="service.ownerStatementHint"
                validate={serviceRules.ownerStatement}
              />
              <TextareaField
                name="microLocation"
                label="service.microLocation"
                description="service.microLocationHint"
                validate={serviceRules.microLocation}
              />
              <ListItemsField
                name="included"
                label="service.included"
                hint="service.includedHint"
                itemLabel="service.includedItem"
                addLabel="service.includedAdd"
              />
              <ListItemsField
                name="characteristics"
                label="service.characteristics"
                hint="service.characteristicsHint"
                itemLabel="service.characteristicsItem"
                addLabel="service.characteristicsAdd"
              />
            </FormSection>

            <FormSection title="service.section.location" description="service.section.locationHint">
              <TextField name="meetingPoint" label="service.meetingPoint" validate={serviceRules.meetingPoint} />
              <MapPositionField
                latitudeName="meetingLatitude"
                longitudeName="meetingLongitude"
                label="service.meetingPosition"
                hint="map.hint"
                message="validation.validAddress.required"
              />
              <TextareaField
                name="arrivalInstructions"
                label="service.arrivalInstructions"
                description="service.arrivalInstructionsHint"
                minRows={2}
              />
              <SelectField name="country" label="service.country" data={options.countries} searchable />
              <DistancesField />
            </FormSection>

            <FormSection title="service.section.conditions">
              <PeopleFields />
              <DecimalField
                name="placesPerStart"
                label="service.placesPerStart"
                description="service.placesPerStartHint"
                validate={serviceRules.placesPerStart}
                required={false}
                integer
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <DecimalField
                  name="advanceHours"
                  label="service.advanceHours"
                  description="service.advanceHoursHint"
                  validate={serviceRules.advanceHours}
                  integer
                />
                <DecimalField
                  name="answerTimeHours"
                  label="service.answerTime"
                  description="service.answerTimeHint"
                  validate={serviceRules.answerTimeHours}
                />
              </SimpleGrid>
              <CancellationField />
            </FormSection>

            <FormSection title="service.section.more">
              <MultiSelectField name="amenityIds" label="service.amenities" data={options.amenities} />
              <MultiSelectField
                name="paymentTypeCodes"
                label="service.paymentTypes"
                description="service.paymentTypesHint"
                data={options.paymentTypes}
              />
              <TextareaField name="remark" label="service.remark" description="service.remarkHint" minRows={2} />
              <SwitchField name="enabled" label="service.enabled" description="service.enabledHint" />
              <SwitchField name="exclusive" label="service.exclusive" description="service.exclusiveHint" />
              <ExclusivePartnersField />
            </FormSection>

            <FormAlert error={submitError} />
            <FormUnsavedChanges />
            <Group justify={back ? 'space-between' : 'flex-end'}>
              {back}
              <Button type="submit" loading={submitting} size="md">
                {submitLabel}
              </Button>
            </Group>
            <ServiceDraftKeeper draftKey={draftKey} onRestored={setDraftSavedAt} />
          </Stack>
        </form>
      )}
    />
  );
}
