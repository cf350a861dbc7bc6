// The request's summary, always in sight: service, date, time, offers, people, subtotal, discount,
// fee and the total in the chosen currency with the other beside it. A side box on wide screens,
// the end of the page on a phone (with the total in a bar at the bottom).
import { AspectRatio, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import type { BookingRequest } from '../booking-api';
import { amounts, formatBookingDate } from './booking-format';
import { CalendarIcon, PeopleIcon } from './booking-icons';
import classes from './booking-flow.module.css';

function Line({ label, value, testId, accent }: { label: string; value: string; testId: string; accent?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={accent ? 'olive.7' : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function BookingSummary({ request }: { request: BookingRequest }) {
  const intl = useIntl();
  const currency = useCurrency();
  const money = (cents: number) => amounts(cents, currency, intl.locale).chosen;
  const total = amounts(request.totalCents, currency, intl.locale);
  return (
    <Paper
      withBorder
      radius="lg"
      p={0}
      className={classes.summary}
      component="aside"
      id="booking-summary"
      aria-labelledby="booking-summary-heading"
      data-testid="booking-summary"
    >
      {request.service.coverUrl && (
        <AspectRatio ratio={16 / 7}>
          <Image src={request.service.coverUrl} alt="" className={classes.cover} />
        </AspectRatio>
      )}
      <Stack gap="sm" p="lg">
        <Text size="xs" tt="uppercase" fw={700} c="terracotta.8" lts={0.5}>
          {intl.formatMessage({ id: 'booking.summary.title' })}
        </Text>
        <Title order={2} size="h4" id="booking-summary-heading">
          {request.service.title}
        </Title>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Text c="sea.7" component="span" lh={0} mt={2}>
            <CalendarIcon />
          </Text>
          <Text size="sm" data-testid="summary-when">
            {intl.formatMessage({ id: 'booking.summary.when' }, { date: formatBookingDate(request.date, intl), time: request.startTime })}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <Text c="sea.7" component="span" lh={0}>
            <PeopleIcon />
          </Text>
          <Text size="sm" data-testid="summary-people">
            {intl.formatMessage({ id: 'booking.summary.people' }, { count: request.people })}
          </Text>
        </Group>
        <Divider />
        <Stack gap={6} data-testid="summary-offers">
          {request.offers.map((offer) => (
            <Group key={offer.offerId} justify="space-between" wrap="nowrap" gap="sm" align="flex-start" data-testid="summary-offer">
              <Text size="sm" style={{ minWidth: 0 }}>
                {intl.formatMessage({ id: 'booking.summary.offerLine' }, { quantity: offer.quantity, name: offer.name })}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(offer.lineTotalCents)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Divider variant="dashed" />
        <Stack gap={4}>
          <Line
            label={intl.formatMessage({ id: 'booking.summary.subtotal' })}
            value={money(request.subtotalCents)}
            testId="summary-subtotal"
          />
          {request.discountCents > 0 && (
            <Line
              label={intl.formatMessage({ id: 'booking.summary.discount' }, { code: request.discountCode ?? '' })}
              value={`−${money(request.discountCents)}`}
              testId="summary-discount"
              accent
            />
          )}
          <Line label={intl.formatMessage({ id: 'booking.summary.fee' })} value={money(request.feeCents)} testId="summary-fee" />
        </Stack>
        <Divider />
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={700}>{intl.formatMessage({ id: 'booking.summary.total' })}</Text>
          <Stack gap={0} align="flex-end">
            <Text fw={800} fz="xl" c="terracotta.8" data-testid="summary-total">
              {total.chosen}
            </Text>
            <Text size="xs" c="dimmed" data-testid="summary-total-other">
              ({total.other})
            </Text>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'booking.summary.reserved' })}
        </Text>
      </Stack>
    </Paper>
  );
}
