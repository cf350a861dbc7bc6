import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { utcDate } from '../calendar-month';
import type { Season } from '../hooks/use-seasons';
import { formatClock } from '../season-form';
import { formatWeekdays } from '../weekdays';

/** Lists longer than this end in "+N more". */
const LISTED = 6;

export function formatSeasonDates(intl: IntlShape, season: { from: string; to: string }): string {
  return intl.formatDateTimeRange(utcDate(season.from), utcDate(season.to), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function shortList(intl: IntlShape, items: string[]): string {
  const shown = items.slice(0, LISTED).join(', ');
  if (items.length <= LISTED) return shown;
  return `${shown} ${intl.formatMessage({ id: 'scheduling.season.more' }, { count: items.length - LISTED })}`;
}

interface SeasonCardProps {
  season: Season;
  /** Today in Croatia, to mark seasons that have ended. */
  today: string;
  onEdit(): void;
  onDelete(): void;
  /** Shows the season's first month in the guests' calendar. */
  onPreview?(): void;
}

/** A season at a glance: dates, working days and hours, start times, unavailable dates. */
export function SeasonCard({ season, today, onEdit, onDelete, onPreview }: SeasonCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const ended = season.to < today;
  const startTimes = season.bookingTimes.map((time) => formatClock(time.hour, time.minute));
  const closedDates = season.unavailableDates.map((entry) =>
    intl.formatDate(utcDate(entry.date), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="season-card">
      <Stack gap="sm">
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h4" id={titleId}>
              {season.name}
            </Title>
            <Badge variant="light" color="sea" radius="sm">
              {intl.formatMessage({ id: `scheduling.bookingType.${season.bookingType}` })}
            </Badge>
            {ended && (
              <Badge variant="light" color="gray" radius="sm">
                {intl.formatMessage({ id: 'scheduling.season.ended' })}
              </Badge>
            )}
          </Group>
          <Text fw={500}>{formatSeasonDates(intl, season)}</Text>
        </Stack>

        <Stack gap={2}>
          {season.workingTimes.map((time) => (
            <Text key={time.id} size="sm">
              <Text span fw={600} size="sm">
                {formatWeekdays(time.weekdays, intl.locale)}
              </Text>
              {' · '}
              {formatClock(time.startHour, time.startMinute)}–{formatClock(time.endHour, time.endMinute)}
            </Text>
          ))}
          {season.bookingType === 'START_TIMES' && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'scheduling.season.startTimes' }, { count: startTimes.length })}
              {startTimes.length > 0 && `: ${shortList(intl, startTimes)}`}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'scheduling.season.unavailableDates' }, { count: closedDates.length })}
            {closedDates.length > 0 && `: ${shortList(intl, closedDates)}`}
          </Text>
        </Stack>

        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={intl.formatMessage({ id: 'scheduling.season.editNamed' }, { name: season.name })}
          >
            {intl.formatMessage({ id: 'scheduling.season.edit' })}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={intl.formatMessage({ id: 'scheduling.season.deleteNamed' }, { name: season.name })}
          >
            {intl.formatMessage({ id: 'scheduling.season.delete' })}
          </Button>
          {onPreview && !ended && (
            <Button size="xs" variant="subtle" onClick={onPreview}>
              {intl.formatMessage({ id: 'scheduling.season.preview' })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
