// One month of a service's calendar: bookable days as buttons, the rest greyed out and disabled.
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { monthGrid } from './booking-choice';
import classes from './booking-widget.module.css';

interface MonthCalendarProps {
  /** YYYY-MM */
  month: string;
  /** The earliest month a guest may go back to. */
  firstMonth: string;
  onMonth(delta: number): void;
  bookable: ReadonlySet<string>;
  selected: string | null;
  today: string;
  onSelect(date: string): void;
  loading: boolean;
}

const utc = (date: string) => new Date(`${date}T12:00:00Z`);

export function MonthCalendar({ month, firstMonth, onMonth, bookable, selected, today, onSelect, loading }: MonthCalendarProps) {
  const intl = useIntl();
  const weeks = useMemo(() => monthGrid(month), [month]);
  const title = intl.formatDate(utc(`${month}-01`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Monday 5 January 2026 starts the header week.
  const weekdays = Array.from({ length: 7 }, (_, day) => utc(`2026-01-${String(5 + day).padStart(2, '0')}`));
  const titleId = `calendar-${month}`;

  return (
    <div className={classes.calendar} aria-busy={loading || undefined}>
      <Group justify="space-between" mb={6}>
        <ActionIcon
          variant="subtle"
          color="sea"
          onClick={() => onMonth(-1)}
          disabled={month <= firstMonth}
          aria-label={intl.formatMessage({ id: 'bookingWidget.previousMonth' })}
        >
          ‹
        </ActionIcon>
        <Text fw={700} id={titleId} aria-live="polite" tt="capitalize">
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="sea"
          onClick={() => onMonth(1)}
          aria-label={intl.formatMessage({ id: 'bookingWidget.nextMonth' })}
        >
          ›
        </ActionIcon>
      </Group>
      <table className={classes.month} aria-labelledby={titleId} data-testid="booking-calendar">
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={intl.formatDate(day, { weekday: 'long', timeZone: 'UTC' })}>
                {intl.formatDate(day, { weekday: 'narrow', timeZone: 'UTC' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `blank-${index}`}>
                  {date && (
                    <UnstyledButton
                      className={classes.day}
                      disabled={!bookable.has(date)}
                      data-today={date === today || undefined}
                      data-selected={date === selected || undefined}
                      aria-pressed={date === selected}
                      aria-label={intl.formatDate(utc(date), {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                        timeZone: 'UTC',
                      })}
                      onClick={() => onSelect(date)}
                      data-date={date}
                    >
                      {Number(date.slice(8))}
                    </UnstyledButton>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
