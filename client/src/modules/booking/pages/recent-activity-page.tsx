// /dashboard/recent, the provider's "Today": what needs an answer first (with the time left), today's
// bookings in start order, the latest events with links to the bookings desk, and the printable
// day manifest of today. The provider screens' texts load beside the day's data rather than before
// the screen (screens.ts): the title and the date show at once, the rest once both have arrived.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCurrency } from '../../../shared/format/currency-store';
import { ViaResellerBadge } from '../desk/via-reseller-badge';
import { getLanguage } from '../../../shared/i18n/language-store';
import { loadTexts } from '../../../shared/i18n/load-messages';
import { showNotice } from '../../../shared/ui/notices';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { amounts, formatBookingDate } from '../flow/booking-format';
import {
  downloadDayManifest,
  ownerRecentActivity,
  type ActivityEvent,
  type DayBooking,
  type RecentActivity,
} from '../insights/insights-api';
import { isMoneyEvent, zagrebDay } from '../insights/insights-format';
import type { Reservation } from '../reservation-api';
import { timeLeft } from '../reservations/reservation-time';
import { OwnerWaitlist } from '../waitlist/owner-waitlist';

/** A text of the provider screens' part: present once that part has joined the catalog. */
const OWNER_TEXT = 'insights.recent.needsAnswer';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function NeedsAnswer({ requests, now }: { requests: Reservation[]; now: number }) {
  const intl = useIntl();
  if (requests.length === 0) return <Text c="dimmed">{intl.formatMessage({ id: 'insights.recent.noRequests' })}</Text>;
  return (
    <Stack gap="xs">
      {requests.map((request) => {
        const left = timeLeft(request.answerDeadline, now);
        return (
          <Card key={request.id} withBorder radius="sm" padding="sm" data-testid="needs-answer" data-number={request.number}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{request.service.title}</Text>
              <Badge color={left.overdue ? 'red' : left.unit === 'day' ? 'blue' : 'orange'} variant="light">
                {left.overdue
                  ? intl.formatMessage({ id: 'requestsPage.overdue' })
                  : intl.formatMessage({ id: `requestsPage.timeLeft.${left.unit}` }, { count: left.value })}
              </Badge>
            </Group>
            <Text size="sm">
              {formatBookingDate(request.date, intl)}, {request.startTime} ·{' '}
              {intl.formatMessage({ id: 'insights.people' }, { count: request.people })}
            </Text>
            <Text size="sm" c="dimmed">
              {request.guest?.email} ·{' '}
              {intl.formatMessage(
                { id: 'insights.recent.deadline' },
                {
                  deadline: intl.formatDate(request.answerDeadline, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' }),
                },
              )}
            </Text>
            <Anchor component={Link} to="/dashboard/reservations" size="sm" mt={4}>
              {intl.formatMessage({ id: 'insights.recent.answer' })}
            </Anchor>
          </Card>
        );
      })}
    </Stack>
  );
}

/** Checked in (at what time), no-show, or the link that checks this booking in. */
function Attendance({ booking }: { booking: DayBooking }) {
  const intl = useIntl();
  if (booking.checkedInAt) {
    const time = intl.formatTime(booking.checkedInAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Zagreb' });
    return (
      <Badge color="green" variant="light" mt={4} data-testid="today-checked-in">
        {intl.formatMessage({ id: 'insights.recent.checkedIn' }, { time })}
      </Badge>
    );
  }
  if (booking.noShowAt) {
    return (
      <Badge color="gray" variant="light" mt={4} data-testid="today-no-show">
        {intl.formatMessage({ id: 'insights.recent.noShow' })}
      </Badge>
    );
  }
  return (
    <Anchor
      component={Link}
      to={`/dashboard/check-in?number=${encodeURIComponent(booking.number)}`}
      size="sm"
      mt={4}
      data-testid="today-check-in"
    >
      {intl.formatMessage({ id: 'insights.recent.checkIn' })}
    </Anchor>
  );
}

function TodayBookings({ bookings }: { bookings: DayBooking[] }) {
  const intl = useIntl();
  if (bookings.length === 0) {
    return (
      <Stack gap={4} data-testid="today-empty">
        <Text c="dimmed">{intl.formatMessage({ id: 'insights.recent.noBookings' })}</Text>
        <Anchor component={Link} to="/dashboard/reservations" size="sm">
          {intl.formatMessage({ id: 'insights.recent.openBookings' })}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {bookings.map((booking) => (
        <Group key={booking.id} align="flex-start" wrap="nowrap" gap="sm" data-testid="today-booking" data-number={booking.number}>
          <Badge size="lg" variant="light" miw={64}>
            {booking.startTime}
          </Badge>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{booking.serviceTitle}</Text>
              <ViaResellerBadge name={booking.resellerName} />
            </Group>
            <Text size="sm">
              {booking.guestName ?? booking.email} · {intl.formatMessage({ id: 'insights.people' }, { count: booking.people })}
            </Text>
            <Text size="sm" c="dimmed">
              {booking.offers.map((offer) => `${offer.quantity} × ${offer.name}`).join(', ')}
            </Text>
            <Text size="xs" c="dimmed">
              {intl.formatMessage({ id: 'reservationCard.number' }, { number: booking.number })}
            </Text>
            <Attendance booking={booking} />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function eventText(event: ActivityEvent, intl: ReturnType<typeof useIntl>, money: (cents: number) => string): string {
  if (event.kind === 'CANCELLED')
    return intl.formatMessage({
      id: event.cancelledBy === 'PROVIDER' ? 'insights.event.CANCELLED.provider' : 'insights.event.CANCELLED.guest',
    });
  if (isMoneyEvent(event.kind))
    return intl.formatMessage({ id: `insights.event.${event.kind}` }, { amount: money(event.amountCents ?? 0) });
  return intl.formatMessage({ id: `insights.event.${event.kind}` });
}

function LatestEvents({ events }: { events: ActivityEvent[] }) {
  const intl = useIntl();
  const currency = useCurrency();
  const money = (cents: number) => amounts(cents, currency, intl.locale).chosen;
  if (events.length === 0) return <Text c="dimmed">{intl.formatMessage({ id: 'insights.recent.noEvents' })}</Text>;
  return (
    <Stack gap={6}>
      {events.map((event, index) => (
        <Stack key={`${event.number}-${event.kind}-${index}`} gap={0} data-testid="activity-event" data-kind={event.kind}>
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Anchor component={Link} to={event.link} fw={600} size="sm">
              {eventText(event, intl, money)} · {event.number}
            </Anchor>
            <Text size="xs" c="dimmed">
              {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {event.serviceTitle} · {formatBookingDate(event.date, intl)}, {event.startTime} ·{' '}
            {intl.formatMessage({ id: 'insights.people' }, { count: event.people })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

export default function RecentActivityPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'recent.title' });
  usePageTitle(title);
  const [activity, setActivity] = useState<RecentActivity | null>(null);
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const today = zagrebDay(new Date());
  const texts = Object.hasOwn(intl.messages, OWNER_TEXT);

  useEffect(() => {
    const fail = (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure));
    loadTexts('owner', getLanguage()).catch(fail);
    ownerRecentActivity().then((answer) => {
      setOffset(new Date(answer.now).getTime() - Date.now());
      setActivity(answer);
    }, fail);
  }, []);

  const print = async () => {
    setPrinting(true);
    try {
      await downloadDayManifest(today);
    } catch (failure) {
      showNotice({ color: 'red', message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{formatBookingDate(today, intl)}</Text>
          </Stack>
          {texts ? (
            <Group gap="sm">
              <Button component={Link} to="/dashboard/check-in" data-testid="open-check-in">
                {intl.formatMessage({ id: 'insights.recent.openCheckIn' })}
              </Button>
              <Button onClick={print} loading={printing} variant="light" data-testid="print-manifest">
                {intl.formatMessage({ id: 'insights.recent.printManifest' })}
              </Button>
            </Group>
          ) : (
            <Skeleton height={36} width={180} radius="sm" />
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {!(activity && texts) && !error && <Loader />}
        {activity && texts && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <Stack gap="md">
              <Section title={intl.formatMessage({ id: 'insights.recent.needsAnswer' })} testId="needs-answer-section">
                <NeedsAnswer requests={activity.needsAnswer} now={Date.now() + offset} />
              </Section>
              <Section title={intl.formatMessage({ id: 'insights.recent.today' })} testId="today-section">
                <TodayBookings bookings={activity.today} />
              </Section>
              <OwnerWaitlist />
            </Stack>
            <Section title={intl.formatMessage({ id: 'insights.recent.events' })} testId="events-section">
              <LatestEvents events={activity.events} />
            </Section>
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
