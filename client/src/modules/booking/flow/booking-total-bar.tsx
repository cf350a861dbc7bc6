// On a phone the summary is at the end of the page; this bar keeps the total in sight meanwhile.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import type { BookingRequest } from '../booking-api';
import { amounts } from './booking-format';
import classes from './booking-flow.module.css';

export function BookingTotalBar({ request }: { request: BookingRequest }) {
  const intl = useIntl();
  const currency = useCurrency();
  const total = amounts(request.totalCents, currency, intl.locale);
  return (
    <div className={classes.totalBar} data-testid="booking-total-bar">
      <Group justify="space-between" wrap="nowrap" maw={720} mx="auto">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: 'booking.summary.totalPeople' }, { count: request.people })}
          </Text>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text fw={800} c="terracotta.8">
              {total.chosen}
            </Text>
            <Text size="xs" c="dimmed">
              ({total.other})
            </Text>
          </Group>
        </Stack>
        <Anchor href="#booking-summary" size="sm" fw={600}>
          {intl.formatMessage({ id: 'booking.summary.details' })}
        </Anchor>
      </Group>
    </div>
  );
}
