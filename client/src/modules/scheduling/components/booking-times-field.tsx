import { Button, Group, Pill, Stack, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { checkNewBookingTime, type SeasonFormValues } from '../season-form';
import { FieldMessages } from './field-messages';

interface BookingTimesFieldProps {
  values: SeasonFormValues;
  errors: Record<string, string>;
  onChange(times: string[]): void;
}

/** The start times guests choose from, as removable chips, and a time input to add one. */
export function BookingTimesField({ values, errors, onChange }: BookingTimesFieldProps) {
  const intl = useIntl();
  const newLabel = intl.formatMessage({ id: 'scheduling.bookingTimes.new' });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const times = values.bookingTimes;

  function add() {
    const problem = checkNewBookingTime(draft, values);
    if (problem) {
      setDraftError(intl.formatMessage({ id: problem.id }, problem.values));
      return;
    }
    onChange([...times, draft].sort());
    setDraft('');
    setDraftError(null);
  }

  // Enter adds the time rather than saving the whole season.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const timeMessages = times
    .map((time, index) => (errors[`bookingTimes.${index}`] ? `${time}: ${errors[`bookingTimes.${index}`]}` : null))
    .filter((message): message is string => message !== null);

  return (
    <Stack gap="sm">
      {times.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'scheduling.bookingTimes.none' })}
        </Text>
      ) : (
        <Group gap="xs" role="list" aria-label={intl.formatMessage({ id: 'scheduling.bookingTimes.legend' })}>
          {times.map((time, index) => (
            <Pill
              key={time}
              role="listitem"
              size="lg"
              withRemoveButton
              onRemove={() => onChange(times.filter((other) => other !== time))}
              removeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'scheduling.bookingTimes.remove' }, { time }) }}
              bg={errors[`bookingTimes.${index}`] ? 'red.0' : 'sea.0'}
              c={errors[`bookingTimes.${index}`] ? 'red.8' : 'sea.8'}
              fw={600}
            >
              {time}
            </Pill>
          ))}
        </Group>
      )}
      <FieldMessages messages={timeMessages} />
      <Group gap="sm" align="flex-end" wrap="nowrap" onKeyDown={handleKeyDown}>
        <TimePicker
          label={newLabel}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setDraftError(null);
          }}
          format="24h"
          hoursInputLabel={intl.formatMessage({ id: 'scheduling.time.hours' }, { field: newLabel })}
          minutesInputLabel={intl.formatMessage({ id: 'scheduling.time.minutes' }, { field: newLabel })}
          hoursInputProps={{ name: 'newBookingTime.hours' }}
          minutesInputProps={{ name: 'newBookingTime.minutes' }}
          error={Boolean(draftError)}
          w={140}
          styles={{ label: { whiteSpace: 'nowrap' } }}
        />
        <Button variant="light" onClick={add}>
          {intl.formatMessage({ id: 'scheduling.bookingTimes.add' })}
        </Button>
      </Group>
      <FieldMessages messages={draftError ? [draftError] : []} />
    </Stack>
  );
}
