// "Time left to send the request": the hold's time, counted down to its expiry (the server's
// expiresAt). It turns terracotta in the last two minutes.
import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { COUNTDOWN_WARNING_MS, formatCountdown } from './booking-flow';
import { ClockIcon } from './booking-icons';
import classes from './booking-flow.module.css';

export function BookingCountdown({ remaining }: { remaining: number }) {
  const intl = useIntl();
  const warning = remaining <= COUNTDOWN_WARNING_MS;
  return (
    <div className={classes.countdown} data-warning={warning || undefined} data-testid="booking-countdown">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={8} wrap="nowrap">
          <ClockIcon />
          <Text size="sm" fw={600}>
            {intl.formatMessage({ id: 'booking.countdown.label' })}
          </Text>
        </Group>
        <Text fw={800} fz="lg" className={classes.countdownTime} role="timer" aria-live="off" data-testid="countdown-time">
          {formatCountdown(remaining)}
        </Text>
      </Group>
    </div>
  );
}
