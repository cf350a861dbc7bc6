import { ActionIcon, Box, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/messages';
import { newWorkingTime, type WorkingTimeRow } from '../season-form';
import { WEEKDAYS, weekdayNames, type Weekday } from '../weekdays';
import { FieldMessages, messagesUnder } from './field-messages';

interface WorkingTimesFieldProps {
  rows: WorkingTimeRow[];
  errors: Record<string, string>;
  onChange(rows: WorkingTimeRow[]): void;
  /** A row was left (its checks may show now). */
  onVisit(area: string): void;
}

export function RemoveIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Opening hours, each for some weekdays (chips Monday … Sunday); a weekday in one row only. */
export function WorkingTimesField({ rows, errors, onChange, onVisit }: WorkingTimesFieldProps) {
  const intl = useIntl();
  const shortNames = weekdayNames(intl.locale, 'short');
  const longNames = weekdayNames(intl.locale, 'long');
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const update = (index: number, patch: Partial<WorkingTimeRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    onVisit('workingTimes');
  };
  const add = () => onChange([...rows, newWorkingTime(rows.flatMap((row) => row.weekdays))]);

  /** Checks of a row show once focus leaves it. */
  const leaveRow = (index: number) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onVisit(`workingTimes.${index}`);
  };

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const number = index + 1;
        const messages = messagesUnder(errors, `workingTimes.${index}`);
        const errorId = `working-time-${row.key}-error`;
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={t('scheduling.workingTimes.row', { number })}
            aria-describedby={messages.length > 0 ? errorId : undefined}
            data-testid="working-time"
            onBlur={leaveRow(index)}
            p="sm"
            bg="sand.0"
            bd={`1px solid ${messages.length > 0 ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-sand-3)'}`}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Stack gap="xs">
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <TimePicker
                  label={t('scheduling.workingTimes.opens')}
                  value={row.start}
                  onChange={(start) => update(index, { start })}
                  format="24h"
                  hoursInputLabel={t('scheduling.time.hours', { field: t('scheduling.workingTimes.opens') })}
                  minutesInputLabel={t('scheduling.time.minutes', { field: t('scheduling.workingTimes.opens') })}
                  hoursInputProps={{ name: `workingTimes.${index}.start.hours` }}
                  minutesInputProps={{ name: `workingTimes.${index}.start.minutes` }}
                  w={120}
                />
                <TimePicker
                  label={t('scheduling.workingTimes.closes')}
                  value={row.end}
                  onChange={(end) => update(index, { end })}
                  format="24h"
                  hoursInputLabel={t('scheduling.time.hours', { field: t('scheduling.workingTimes.closes') })}
                  minutesInputLabel={t('scheduling.time.minutes', { field: t('scheduling.workingTimes.closes') })}
                  hoursInputProps={{ name: `workingTimes.${index}.end.hours` }}
                  minutesInputProps={{ name: `workingTimes.${index}.end.minutes` }}
                  w={120}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  ml="auto"
                  mb={2}
                  onClick={() => remove(index)}
                  aria-label={t('scheduling.workingTimes.remove', { number })}
                >
                  <RemoveIcon />
                </ActionIcon>
              </Group>
              <Chip.Group
                multiple
                value={row.weekdays}
                onChange={(days) => update(index, { weekdays: WEEKDAYS.filter((day) => days.includes(day)) as Weekday[] })}
              >
                <Group gap={6} role="group" aria-label={t('scheduling.workingTimes.days')}>
                  {WEEKDAYS.map((day, dayIndex) => (
                    <Chip key={day} value={day} size="sm" radius="sm" aria-label={longNames[dayIndex]}>
                      {shortNames[dayIndex]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <FieldMessages id={errorId} messages={messages} />
            </Stack>
          </Box>
        );
      })}
      <Group>
        <Button variant="light" onClick={add}>
          {t('scheduling.workingTimes.add')}
        </Button>
      </Group>
      <FieldMessages messages={errors.workingTimes ? [errors.workingTimes] : []} />
      {rows.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('scheduling.workingTimes.midnight')}
        </Text>
      )}
    </Stack>
  );
}
