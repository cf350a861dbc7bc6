// The calendar guests book from: a month of a service's days (Croatian dates), the days that cannot
// be booked greyed out with their reason, and the start times of the chosen day with places left.
// It fetches one month at a time. Keyboard: one tab stop in the month, arrows move by day and
// week, Home/End to the week's ends, Page Up/Down by month, Enter or Space chooses.
import { ActionIcon, Alert, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/messages';
import { addDays, monthBounds, monthGrid, monthOf, shiftMonth, todayIn, utcDate, weekdayIndex } from '../calendar-month';
import { useAvailabilityMonth, type AvailabilityDay } from '../hooks/use-availability-month';
import { weekdayNames } from '../weekdays';
import classes from './availability-calendar.module.css';

export interface AvailabilityCalendarProps {
  serviceId: number;
  /** Places a start time must still have to be offered (default 1). */
  people?: number;
  /** Called when the guest picks a start time: date YYYY-MM-DD, time HH:MM, startsAt ISO with offset. */
  onSelect?(date: string, time: string, startsAt: string): void;
  /** The month shown first, YYYY-MM (default and earliest: this month in Croatia). */
  initialMonth?: string;
}

type DayState = 'OPEN' | 'NOT_ENOUGH_PLACES' | 'LOADING' | string;

const REASONS: Record<string, MessageId> = {
  OPEN: 'scheduling.calendar.status.open',
  OUTSIDE_SEASON: 'scheduling.calendar.status.outsideSeason',
  UNAVAILABLE_DATE: 'scheduling.calendar.status.unavailableDate',
  CLOSED_WEEKDAY: 'scheduling.calendar.status.closedWeekday',
  TOO_LATE: 'scheduling.calendar.status.tooLate',
  FULL: 'scheduling.calendar.status.full',
  NOT_ENOUGH_PLACES: 'scheduling.calendar.status.notEnoughPlaces',
  LOADING: 'app.loading',
};

/** A day is open for `people` when one of its start times still has that many places. */
function dayState(day: AvailabilityDay | undefined, people: number): DayState {
  if (!day) return 'LOADING';
  if (!day.bookable) return day.status;
  return day.startTimes.some((start) => start.placesLeft >= people) ? 'OPEN' : 'NOT_ENOUGH_PLACES';
}

function reasonText(intl: IntlShape, state: DayState): string {
  return intl.formatMessage({ id: REASONS[state] ?? 'scheduling.calendar.status.outsideSeason' });
}

const fullDate = (intl: IntlShape, date: string) =>
  intl.formatDate(utcDate(date), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthTitle(intl: IntlShape, month: string): string {
  const text = intl.formatDate(utcDate(`${month}-01`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Where a key press moves the focused date, or null for keys the grid leaves alone. */
function keyTarget(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
    case 'PageDown': {
      const { to } = monthBounds(shiftMonth(monthOf(date), key === 'PageUp' ? -1 : 1));
      const sameDay = `${to.slice(0, 8)}${date.slice(8)}`;
      return sameDay > to ? to : sameDay;
    }
    default:
      return null;
  }
}

export function AvailabilityCalendar({ serviceId, people = 1, onSelect, initialMonth }: AvailabilityCalendarProps) {
  const intl = useIntl();
  const today = useMemo(() => todayIn(), []);
  const firstMonth = monthOf(today);
  const [month, setMonth] = useState(() => (initialMonth && initialMonth > firstMonth ? initialMonth : firstMonth));
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selectedTime, setSelectedTime] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const focusAfterRender = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const { days, loading, notFound, failed, retry } = useAvailabilityMonth(serviceId, month);

  const byDate = useMemo(() => new Map((days ?? []).map((day) => [day.date, day])), [days]);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const shortNames = weekdayNames(intl.locale, 'short');
  const longNames = weekdayNames(intl.locale, 'long');
  const title = monthTitle(intl, month);
  const titleId = `availability-${serviceId}-month`;
  const openDates = (days ?? []).filter((day) => dayState(day, people) === 'OPEN').map((day) => day.date);

  // One tab stop in the month: the focused date, else the chosen one, else the first open day.
  const inMonth = (date: string | null): date is string => date !== null && monthOf(date) === month;
  const tabDate = [focusDate, selectedDate, openDates[0] ?? null, monthOf(today) === month ? today : null].find(inMonth) ?? `${month}-01`;

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabDate}"]`)?.focus();
  }, [tabDate]);

  function goToMonth(next: string) {
    if (next < firstMonth) return;
    setMonth(next);
    setFocusDate(null);
  }

  function choose(date: string) {
    if (dayState(byDate.get(date), people) !== 'OPEN') return;
    setSelectedDate(date);
    setSelectedTime(null);
    setFocusDate(date);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = keyTarget(event.key, tabDate);
    if (!target) return;
    event.preventDefault();
    if (monthOf(target) < firstMonth) return;
    if (monthOf(target) !== month) setMonth(monthOf(target));
    focusAfterRender.current = true;
    setFocusDate(target);
  }

  function chooseTime(date: string, time: string, startsAt: string) {
    setSelectedTime(time);
    onSelect?.(date, time, startsAt);
  }

  const selectedDay = selectedDate && inMonth(selectedDate) ? byDate.get(selectedDate) : undefined;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => goToMonth(shiftMonth(month, -1))}
            disabled={month <= firstMonth}
            aria-label={intl.formatMessage({ id: 'scheduling.calendar.previousMonth' })}
          >
            <Chevron direction="left" />
          </ActionIcon>
          <Text id={titleId} fw={700} size="lg" aria-live="polite">
            {title}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => goToMonth(shiftMonth(month, 1))}
            aria-label={intl.formatMessage({ id: 'scheduling.calendar.nextMonth' })}
          >
            <Chevron direction="right" />
          </ActionIcon>
        </Group>

        {notFound || failed ? (
          <Alert color={notFound ? 'sand' : 'red'} variant="light" role={failed ? 'alert' : undefined}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{intl.formatMessage({ id: notFound ? 'scheduling.calendar.notPublic' : 'scheduling.calendar.failed' })}</Text>
              {failed && (
                <Button size="xs" variant="light" onClick={retry}>
                  {intl.formatMessage({ id: 'scheduling.calendar.retry' })}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <table
            ref={gridRef}
            role="grid"
            className={classes.grid}
            aria-labelledby={titleId}
            aria-busy={loading || undefined}
            onKeyDown={handleKeyDown}
          >
            <thead>
              <tr>
                {shortNames.map((name, index) => (
                  <th key={name} scope="col" className={classes.weekday}>
                    <abbr title={longNames[index]}>{name}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((date, index) => {
                    if (!date) return <td key={`empty-${index}`} className={classes.cell} />;
                    const state = dayState(byDate.get(date), people);
                    const open = state === 'OPEN';
                    const reason = reasonText(intl, state);
                    return (
                      <td key={date} className={classes.cell}>
                        <button
                          type="button"
                          className={classes.day}
                          data-date={date}
                          data-state={state.toLowerCase()}
                          data-today={date === today || undefined}
                          data-loading={state === 'LOADING' || undefined}
                          aria-disabled={!open}
                          aria-pressed={open ? date === selectedDate : undefined}
                          aria-label={`${fullDate(intl, date)}, ${reason}`}
                          title={reason}
                          tabIndex={date === tabDate ? 0 : -1}
                          onClick={() => choose(date)}
                          onFocus={() => setFocusDate(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {!loading && days && !notFound && !failed && openDates.length === 0 && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'scheduling.calendar.noneThisMonth' }, { month: title })}
          </Text>
        )}

        <Group gap="md" aria-hidden="true">
          <Text size="xs" c="dimmed">
            <span className={`${classes.swatch} ${classes.swatchOpen}`} /> {intl.formatMessage({ id: 'scheduling.calendar.legend.open' })}
          </Text>
          <Text size="xs" c="dimmed">
            <span className={`${classes.swatch} ${classes.swatchClosed}`} />{' '}
            {intl.formatMessage({ id: 'scheduling.calendar.legend.closed' })}
          </Text>
          <Text size="xs" c="dimmed">
            <span className={`${classes.swatch} ${classes.swatchSelected}`} />{' '}
            {intl.formatMessage({ id: 'scheduling.calendar.legend.selected' })}
          </Text>
        </Group>

        {selectedDay && (
          <Box component="section" aria-label={intl.formatMessage({ id: 'scheduling.calendar.startTimes' })}>
            <Text fw={600} mb="xs">
              {intl.formatMessage(
                { id: 'scheduling.calendar.startTimesOn' },
                { date: intl.formatDate(utcDate(selectedDay.date), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }) },
              )}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {selectedDay.startTimes.map((start) => {
                const enough = start.placesLeft >= people;
                const chosen = start.time === selectedTime;
                const places =
                  start.placesLeft === 0
                    ? intl.formatMessage({ id: 'scheduling.calendar.full' })
                    : intl.formatMessage({ id: 'scheduling.calendar.placesLeft' }, { count: start.placesLeft });
                return (
                  <Button
                    key={start.startsAt}
                    variant={chosen ? 'filled' : 'light'}
                    disabled={!enough}
                    aria-pressed={chosen}
                    className={classes.startTime}
                    px="xs"
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
                    onClick={() => chooseTime(selectedDay.date, start.time, start.startsAt)}
                  >
                    <Stack gap={2} align="center">
                      <Text span fw={700} fz="md" c="inherit" lh={1.2}>
                        {start.time}
                      </Text>
                      <Text span fz="xs" c="inherit" fw={500} lh={1.2}>
                        {places}
                      </Text>
                    </Stack>
                  </Button>
                );
              })}
            </SimpleGrid>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
