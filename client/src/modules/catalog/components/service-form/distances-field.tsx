import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFocusAddedRow } from '../../../../shared/forms/focus-added-row';
import { parseDecimal } from '../../../../shared/forms/decimal';
import { useListField, type ItemErrors } from '../../../../shared/forms/use-list-field';
import type { DistanceValues } from '../../service-values';

/** Each key location needs its name and a distance in kilometres. */
function validateDistances(rows: DistanceValues[]): ItemErrors[] {
  return rows.map((row) => {
    const km = (row.km ?? '').trim();
    const number = parseDecimal(km);
    return {
      place: (row.place ?? '').trim() === '' ? 'validation.keyLocation.required' : undefined,
      km: km === '' ? 'validation.distance.required' : number === undefined || number < 0 ? 'validation.numeric' : undefined,
    };
  });
}

const placeInputId = (index: number) => `distance-place-${index}`;

/** Distances of the meeting point from key locations: at least one (spec section 5). */
export function DistancesField() {
  const intl = useIntl();
  const { items: rows, change, visit, errorOf, listError } = useListField<DistanceValues>('distances', validateDistances);
  const update = (index: number, patch: Partial<DistanceValues>) =>
    change(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const rowAdded = useFocusAddedRow(rows.length, placeInputId);

  return (
    <Input.Wrapper
      label={intl.formatMessage({ id: 'service.distances.label' })}
      description={intl.formatMessage({ id: 'service.distances.hint' })}
      error={listError}
      withAsterisk
    >
      <Stack gap="xs" mt={6}>
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                name={`distances[${index}].place`}
                id={placeInputId(index)}
                value={row.place ?? ''}
                onChange={(event) => update(index, { place: event.currentTarget.value })}
                onBlur={() => visit(index, 'place')}
                aria-label={intl.formatMessage({ id: 'service.distances.place' }, { number })}
                placeholder={intl.formatMessage({ id: 'service.distances.placePlaceholder' })}
                error={errorOf(index, 'place')}
                flex={1}
                miw={0}
              />
              <TextInput
                name={`distances[${index}].km`}
                id={`distance-km-${index}`}
                value={row.km ?? ''}
                onChange={(event) => update(index, { km: event.currentTarget.value })}
                onBlur={() => visit(index, 'km')}
                aria-label={intl.formatMessage({ id: 'service.distances.km' }, { number })}
                inputMode="decimal"
                rightSection={<span aria-hidden="true">km</span>}
                error={errorOf(index, 'km')}
                w={{ base: 96, sm: 120 }}
                style={{ flexShrink: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                onClick={() => change(rows.filter((_, at) => at !== index))}
                disabled={rows.length <= 1}
                aria-label={intl.formatMessage({ id: 'service.distances.remove' }, { number })}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => {
            rowAdded();
            change([...rows, { place: '', km: '' }]);
          }}
        >
          + {intl.formatMessage({ id: 'service.distances.add' })}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
