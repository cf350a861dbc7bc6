import { Group, Pill, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { todayIn, utcDate } from '../calendar-month';
import type { SeasonFormValues } from '../season-form';
import { FieldMessages } from './field-messages';
import { usePickerAriaLabels } from './scheduling-dates-provider';

interface UnavailableDatesFieldProps {
  values: SeasonFormValues;
  errors: Record<string, string>;
  onChange(dates: string[]): void;
}

/** The month the picker opens on: this month for a season under way, else the season's first. */
function firstShownMonth(from: string, to: string): string {
  const today = todayIn();
  return today > from && today <= to ? today : from;
}

/** Days within the season when the service does not run: a calendar to toggle them, and the list. */
export function UnavailableDatesField({ values, errors, onChange }: UnavailableDatesFieldProps) {
  const intl = useIntl();
  const ariaLabels = usePickerAriaLabels();
  const { from, to, unavailableDates: dates } = values;
  const label = (date: string) =>
    intl.formatDate(utcDate(date), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const messages = dates
    .map((date, index) => (errors[`unavailableDates.${index}`] ? `${label(date)}: ${errors[`unavailableDates.${index}`]}` : null))
    .filter((message): message is string => message !== null);

  if (!from || !to) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'scheduling.unavailableDates.pickSeasonFirst' })}
      </Text>
    );
  }

  return (
    <Group align="flex-start" gap="lg">
      <DatePicker
        type="multiple"
        value={dates}
        onChange={(picked) => onChange([...picked].sort())}
        minDate={from}
        maxDate={to}
        defaultDate={firstShownMonth(from, to)}
        ariaLabels={ariaLabels}
        aria-label={intl.formatMessage({ id: 'scheduling.unavailableDates.calendar' })}
        data-testid="unavailable-dates-picker"
      />
      <Stack gap="xs" flex={1} miw={200}>
        {dates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'scheduling.unavailableDates.none' })}
          </Text>
        ) : (
          <Group gap="xs" role="list" aria-label={intl.formatMessage({ id: 'scheduling.unavailableDates.legend' })}>
            {dates.map((date, index) => (
              <Pill
                key={date}
                role="listitem"
                size="md"
                withRemoveButton
                onRemove={() => onChange(dates.filter((other) => other !== date))}
                removeButtonProps={{
                  'aria-label': intl.formatMessage({ id: 'scheduling.unavailableDates.remove' }, { date: label(date) }),
                }}
                bg={errors[`unavailableDates.${index}`] ? 'red.0' : 'terracotta.0'}
                c={errors[`unavailableDates.${index}`] ? 'red.8' : 'terracotta.9'}
              >
                {label(date)}
              </Pill>
            ))}
          </Group>
        )}
        <FieldMessages messages={messages} />
      </Stack>
    </Group>
  );
}
