import { ActionIcon, Button, Group, Input, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { Difficulty, PriceTypeValue } from '../../../../graphql/generated';
import { FormAlert } from '../../../../shared/forms/form-alert';
import { FormUnsavedChanges } from '../../../../shared/forms/form-unsaved-changes';
import { TextField } from '../../../../shared/forms/text-field';
import { required } from '../../../../shared/forms/validators';
import { DecimalField } from '../../../../shared/forms/decimal-field';
import { parseDecimal, parseInteger } from '../../../../shared/forms/decimal';
import { fieldsShown, formSubmitErrors } from '../../../../shared/forms/form-errors';
import { numeric } from '../../../../shared/forms/number-validators';
import { useListField, type ItemErrors } from '../../../../shared/forms/use-list-field';
import { TextareaField } from '../../../../shared/forms/textarea-field';
import { useSaveOffer, type Offer } from '../../hooks/use-offers';
import { newOfferValues, offerValues, toOfferInputs, type OfferValues, type PriceRow } from '../../offer-values';
import { sameValues } from '../../../../shared/forms/same-values';

const DIFFICULTIES: Difficulty[] = ['EASY', 'MODERATE', 'DEMANDING'];
const SHOWN = fieldsShown('name', 'description', 'durationDays', 'durationHours', 'durationMinutes', 'difficulty', 'prices');
/** Where the server's messages about one offer's prices go, for the row that offer came from. */
const ROW_FIELDS = ['price', 'discountPrice', 'groupNumber'];

/** Each price row: a price, an optional lower discount price, and for a group price its size. */
function validatePrices(rows: PriceRow[], allValues: object | undefined): ItemErrors[] {
  const group = (allValues as Partial<OfferValues> | undefined)?.priceType === 'GROUP';
  return rows.map((row) => {
    const price = parseDecimal(row.price);
    const discount = parseDecimal(row.discountPrice);
    const size = parseInteger(row.groupNumber);
    return {
      price:
        (row.price ?? '').trim() === ''
          ? 'validation.price.required'
          : price === undefined || price < 0.01 || price > 100000
            ? 'validation.numeric'
            : undefined,
      discountPrice:
        (row.discountPrice ?? '').trim() === ''
          ? undefined
          : discount === undefined || discount < 0.01
            ? 'validation.numeric'
            : price !== undefined && discount >= price
              ? 'validation.discount.notLower'
              : undefined,
      groupNumber: !group
        ? undefined
        : (row.groupNumber ?? '').trim() === ''
          ? 'validation.groupSize.required'
          : size === undefined || size < 2
            ? 'validation.groupSize.min'
            : undefined,
    };
  });
}

const rules = {
  name: required('validation.offerName.required'),
  days: numeric('validation.numeric', { integer: true, min: 0 }),
  hours: numeric('validation.duration.hours', { integer: true, min: 0, max: 23 }),
  minutes: numeric('validation.duration.minutes', { integer: true, min: 0, max: 59 }),
};

const EMPTY_ROW: PriceRow = { groupNumber: '', price: '', discountPrice: '' };

/** Per person, or a group price for a given number of people (several sizes for a new offer). */
function PricesField({ allowSeveral }: { allowSeveral: boolean }) {
  const intl = useIntl();
  const form = useForm<OfferValues>();
  const { input: type } = useField<PriceTypeValue>('priceType');
  const { items: rows, change, visit, errorOf } = useListField<PriceRow>('prices', validatePrices);
  const group = type.value === 'GROUP';
  const shown = group ? rows : rows.slice(0, 1);
  const euro = (
    <Text size="sm" c="dimmed">
      EUR
    </Text>
  );

  function choose(value: string) {
    const next = value as PriceTypeValue;
    const first = rows[0] ?? EMPTY_ROW;
    form.batch(() => {
      type.onChange(next);
      change([{ ...first, groupNumber: next === 'GROUP' ? (first.groupNumber === '1' ? '' : first.groupNumber) : '1' }]);
    });
  }

  const update = (index: number, patch: Partial<PriceRow>) => change(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const input = (index: number, key: keyof PriceRow, label: string, withEuro: boolean, required: boolean) => (
    <TextInput
      name={`prices[${index}].${key}`}
      id={`prices-${index}-${key}`}
      label={label}
      value={rows[index]?.[key] ?? ''}
      onChange={(event) => update(index, { [key]: event.currentTarget.value })}
      onBlur={() => visit(index, key)}
      error={errorOf(index, key)}
      withAsterisk={required}
      inputMode={key === 'groupNumber' ? 'numeric' : 'decimal'}
      autoComplete="off"
      rightSection={withEuro ? euro : undefined}
      rightSectionWidth={withEuro ? 48 : undefined}
      miw={0}
    />
  );

  return (
    <Stack gap="sm">
      <Radio.Group name="priceType" value={type.value} onChange={choose} label={intl.formatMessage({ id: 'offer.priceType' })} withAsterisk>
        <Group gap="lg" mt={6}>
          <Radio value="PER_PERSON" label={intl.formatMessage({ id: 'offer.priceType.PER_PERSON' })} />
          <Radio value="GROUP" label={intl.formatMessage({ id: 'offer.priceType.GROUP' })} />
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: group ? 'offer.groupHint' : 'offer.priceHint' })}
      </Text>
      {shown.map((_, index) => {
        const several = group && shown.length > 1;
        const fields = (
          <SimpleGrid cols={{ base: 1, xs: group ? 3 : 2 }} spacing="sm" miw={0} style={{ flex: 1 }}>
            {group && input(index, 'groupNumber', intl.formatMessage({ id: 'offer.groupNumber' }), false, true)}
            {input(index, 'price', intl.formatMessage({ id: group ? 'offer.groupPrice' : 'offer.price' }), true, true)}
            {input(index, 'discountPrice', intl.formatMessage({ id: 'offer.discountPrice' }), true, false)}
          </SimpleGrid>
        );
        if (!several) return <div key={index}>{fields}</div>;
        return (
          <Paper key={index} withBorder p="sm" radius="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              {fields}
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                onClick={() => change(rows.filter((__, at) => at !== index))}
                aria-label={intl.formatMessage({ id: 'offer.removeGroupSize' }, { number: index + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {group && allowSeveral && (
        <Button variant="light" size="xs" w="fit-content" onClick={() => change([...rows, EMPTY_ROW])}>
          + {intl.formatMessage({ id: 'offer.addGroupSize' })}
        </Button>
      )}
    </Stack>
  );
}

interface OfferFormProps {
  serviceId: number;
  offer: Offer | null;
  onDone(saved: Offer[]): void;
  onCancel?: () => void;
}

/** One offer: name, duration, difficulty, description and price basis with prices in EUR. */
export function OfferForm({ serviceId, offer, onDone, onCancel }: OfferFormProps) {
  const intl = useIntl();
  const save = useSaveOffer(serviceId);
  const initial = useMemo(() => (offer ? offerValues(offer, intl.locale) : newOfferValues()), [offer, intl.locale]);
  const difficulties = useMemo(
    () => DIFFICULTIES.map((value) => ({ value, label: intl.formatMessage({ id: `offer.difficulty.${value}` }) })),
    [intl],
  );
  const groupName = (name: string, size: number) => intl.formatMessage({ id: 'offer.groupName' }, { name, count: size });

  async function submit(values: OfferValues, form: FormApi<OfferValues>): Promise<SubmissionErrors> {
    const inputs = toOfferInputs(values, groupName);
    const saved: Offer[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        saved.push(await save(input, offer?.id));
      } catch (error) {
        // Sizes already saved leave the form, so a second try does not add them twice.
        const rows = values.prices.filter((_, row) => row >= index);
        if (index > 0) form.change('prices', rows);
        const errors = formSubmitErrors(error, intl, (name) => SHOWN(name) || ROW_FIELDS.includes(name)) ?? {};
        const rowErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => ROW_FIELDS.includes(name)));
        const rest = Object.fromEntries(Object.entries(errors).filter(([name]) => !ROW_FIELDS.includes(name)));
        return Object.keys(rowErrors).length > 0 ? { ...rest, prices: [rowErrors] } : rest;
      }
    }
    onDone(saved);
    return undefined;
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Form<OfferValues>
        onSubmit={submit}
        initialValues={initial}
        initialValuesEqual={sameValues}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: offer ? 'offer.editLabel' : 'offer.newLabel' })}>
            <FormUnsavedChanges />
            <Stack gap="md">
              <Title order={3} size="h4">
                {offer ? offer.name : intl.formatMessage({ id: 'offer.newLabel' })}
              </Title>
              <TextField name="name" label="offer.name" description="offer.nameHint" validate={rules.name} />
              <PricesField allowSeveral={!offer} />
              <Input.Wrapper label={intl.formatMessage({ id: 'offer.duration' })}>
                <SimpleGrid cols={3} spacing="sm" mt={4}>
                  <DecimalField name="durationDays" label="offer.days" validate={rules.days} integer required={false} />
                  <DecimalField name="durationHours" label="offer.hours" validate={rules.hours} integer required={false} />
                  <DecimalField name="durationMinutes" label="offer.minutes" validate={rules.minutes} integer required={false} />
                </SimpleGrid>
              </Input.Wrapper>
              <DifficultySelect data={difficulties} />
              <TextareaField name="description" label="offer.description" description="offer.descriptionHint" minRows={2} />
              <FormAlert error={submitError} />
              <Group justify="flex-end" gap="sm">
                {onCancel && (
                  <Button variant="default" onClick={onCancel} disabled={submitting}>
                    {intl.formatMessage({ id: 'app.cancel' })}
                  </Button>
                )}
                <SubmitOffers editing={offer !== null} submitting={Boolean(submitting)} />
              </Group>
            </Stack>
          </form>
        )}
      />
    </Paper>
  );
}

/** "Add offer", or "Add 3 offers" for three group sizes. */
function SubmitOffers({ editing, submitting }: { editing: boolean; submitting: boolean }) {
  const intl = useIntl();
  const { input: type } = useField<PriceTypeValue>('priceType', { subscription: { value: true } });
  const { input: prices } = useField<PriceRow[]>('prices', { subscription: { value: true } });
  const count = type.value === 'GROUP' && Array.isArray(prices.value) ? prices.value.length : 1;
  return (
    <Button type="submit" loading={submitting}>
      {intl.formatMessage({ id: editing ? 'form.saveChanges' : 'offer.save' }, { count })}
    </Button>
  );
}

function DifficultySelect({ data }: { data: { value: string; label: string }[] }) {
  const intl = useIntl();
  const { input } = useField<Difficulty | null>('difficulty');
  return (
    <Select
      id="difficulty"
      label={intl.formatMessage({ id: 'offer.difficulty' })}
      placeholder={intl.formatMessage({ id: 'offer.difficultyNone' })}
      data={data}
      value={input.value || null}
      onChange={(value) => input.onChange(value)}
      clearable
      comboboxProps={{ withinPortal: true }}
      maw={{ base: '100%', xs: 280 }}
    />
  );
}
