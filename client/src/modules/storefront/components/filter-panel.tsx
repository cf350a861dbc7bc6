// The filters of a service list: what (text), category, destination, date and people, price range,
// spoken language and duration. Each change goes straight into the URL; the text on submit.
import { Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DurationBucket } from '../../../graphql/generated';
import type { MessageId } from '../../../shared/i18n/messages';
import { useCategories } from '../../reference/hooks/use-categories';
import { useLanguages } from '../../reference/hooks/use-languages';
import { useRegions } from '../../reference/hooks/use-regions';
import { DURATIONS, MAX_PEOPLE, MAX_PRICE, type ListFilters } from '../hooks/list-filters';

export type FixedFilter = 'category' | 'destination';

interface FilterPanelProps {
  filters: ListFilters;
  /** A filter the page itself sets (a category or destination list): not offered here. */
  fixed?: FixedFilter;
  onChange: (patch: Partial<ListFilters>) => void;
  onClear: () => void;
  /** Ids stay unique when the panel is drawn in the phone's drawer. */
  idPrefix: string;
}

const numberOrUndefined = (value: string | number) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function todayInZagreb(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date());
}

export function FilterPanel({ filters, fixed, onChange, onClear, idPrefix }: FilterPanelProps) {
  const intl = useIntl();
  const { categories } = useCategories({ sorted: true });
  const { regions } = useRegions();
  const { languages } = useLanguages();
  const [text, setText] = useState(filters.q ?? '');
  const [priceMin, setPriceMin] = useState<string | number>(filters.priceMin ?? '');
  const [priceMax, setPriceMax] = useState<string | number>(filters.priceMax ?? '');
  const applyPrices = useDebouncedCallback(
    (min: string | number, max: string | number) => onChange({ priceMin: numberOrUndefined(min), priceMax: numberOrUndefined(max) }),
    500,
  );

  // The URL wins when it changes from outside (back button, clearing).
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  useEffect(() => setPriceMin(filters.priceMin ?? ''), [filters.priceMin]);
  useEffect(() => setPriceMax(filters.priceMax ?? ''), [filters.priceMax]);

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <Stack gap="md">
      <form onSubmit={submitText}>
        <Stack gap="xs">
          <TextInput
            id={`${idPrefix}-q`}
            label={t('search.what')}
            placeholder={t('search.whatPlaceholder')}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={() => text.trim() !== (filters.q ?? '') && onChange({ q: text.trim() || undefined })}
          />
          <Button type="submit" variant="light">
            {t('search.submit')}
          </Button>
        </Stack>
      </form>
      {fixed !== 'category' && (
        <Select
          id={`${idPrefix}-category`}
          label={t('search.category')}
          placeholder={t('search.anyCategory')}
          data={categories.map((category) => ({ value: category.slug, label: category.name }))}
          value={filters.category ?? null}
          onChange={(value) => onChange({ category: value ?? undefined })}
          clearable
        />
      )}
      {fixed !== 'destination' && (
        <Select
          id={`${idPrefix}-destination`}
          label={t('search.destination')}
          placeholder={t('search.anyDestination')}
          data={regions.map((region) => ({ value: region.slug, label: region.name }))}
          value={filters.destination ?? null}
          onChange={(value) => onChange({ destination: value ?? undefined })}
          clearable
        />
      )}
      <TextInput
        id={`${idPrefix}-date`}
        type="date"
        label={t('search.date')}
        min={todayInZagreb()}
        value={filters.date ?? ''}
        onChange={(event) => onChange({ date: event.currentTarget.value || undefined })}
      />
      <NumberInput
        id={`${idPrefix}-people`}
        label={t('search.people')}
        description={filters.date ? undefined : t('search.peopleHint')}
        min={1}
        max={MAX_PEOPLE}
        allowDecimal={false}
        allowNegative={false}
        value={filters.people ?? ''}
        onChange={(value) => onChange({ people: numberOrUndefined(value) })}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ padding: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 4 }}>
          {t('search.price')}
        </legend>
        <Stack gap={6}>
          <NumberInput
            id={`${idPrefix}-price-min`}
            aria-label={t('search.priceMin')}
            placeholder={t('search.priceMin')}
            prefix="€ "
            min={0}
            max={MAX_PRICE}
            decimalScale={2}
            allowNegative={false}
            value={priceMin}
            onChange={(value) => {
              setPriceMin(value);
              applyPrices(value, priceMax);
            }}
          />
          <NumberInput
            id={`${idPrefix}-price-max`}
            aria-label={t('search.priceMax')}
            placeholder={t('search.priceMax')}
            prefix="€ "
            min={0}
            max={MAX_PRICE}
            decimalScale={2}
            allowNegative={false}
            value={priceMax}
            onChange={(value) => {
              setPriceMax(value);
              applyPrices(priceMin, value);
            }}
          />
        </Stack>
      </fieldset>
      <Select
        id={`${idPrefix}-language`}
        label={t('search.language')}
        placeholder={t('search.anyLanguage')}
        data={languages.map((language) => ({ value: language.code, label: language.name }))}
        value={filters.language ?? null}
        onChange={(value) => onChange({ language: value ?? undefined })}
        clearable
        searchable
      />
      <Select
        id={`${idPrefix}-duration`}
        label={t('search.duration')}
        placeholder={t('search.anyDuration')}
        data={DURATIONS.map((duration) => ({ value: duration, label: t(`search.duration.${duration}`) }))}
        value={filters.duration ?? null}
        onChange={(value) => onChange({ duration: (value as DurationBucket | null) ?? undefined })}
        clearable
      />
      <Button variant="subtle" onClick={onClear}>
        {t('search.clear')}
      </Button>
    </Stack>
  );
}
