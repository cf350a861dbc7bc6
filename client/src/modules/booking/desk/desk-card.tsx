// One booking on the provider's desk: guest and contact, date and start (Europe/Zagreb), people and
// offers, total in both currencies, the payment's state, the time left to answer a request, an open
// change proposal, whether the guest was checked in or did not come, and the actions the booking allows now.
import { ViaResellerBadge } from './via-reseller-badge';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatPhone } from '../../../../../common/phone';
import { useCurrency } from '../../../shared/format/currency-store';
import { amounts, formatBookingDate } from '../flow/booking-format';
import type { Reservation } from '../reservation-api';
import { STATE_COLORS } from '../reservations/reservation-card';
import { ReservationFacts } from '../reservations/reservation-facts';
import { timeLeft } from '../reservations/reservation-time';
import { differenceOf } from './desk-rules';

export type DeskAction = 'accept' | 'reject' | 'cancel' | 'change' | 'withdrawChange' | 'noShow';

interface Props {
  reservation: Reservation;
  now: number;
  busy: boolean;
  onAction(action: DeskAction, reservation: Reservation): void;
}

const PAYMENT_COLORS: Record<string, string> = {
  AUTHORISED: 'yellow',
  CAPTURED: 'green',
  REFUNDED: 'gray',
  RELEASED: 'gray',
  FAILED: 'red',
  PENDING: 'gray',
};

function stateText(r: Reservation) {
  if (r.state !== 'CANCELLED') return `reservationCard.state.${r.state}` as const;
  return r.cancelledBy === 'PROVIDER' ? 'desk.state.cancelledByYou' : 'desk.state.cancelledByGuest';
}

function TimeLeftBadge({ deadline, now }: { deadline: string; now: number }) {
  const intl = useIntl();
  const left = timeLeft(deadline, now);
  return (
    <Badge color={left.overdue ? 'red' : left.unit === 'day' ? 'blue' : 'orange'} variant="light" data-testid="time-left">
      {left.overdue
        ? intl.formatMessage({ id: 'requestsPage.overdue' })
        : intl.formatMessage({ id: `requestsPage.timeLeft.${left.unit}` }, { count: left.value })}
    </Badge>
  );
}

function ProposedChange({ reservation: r, busy, onWithdraw }: { reservation: Reservation; busy: boolean; onWithdraw(): void }) {
  const intl = useIntl();
  const currency = useCurrency();
  const change = r.change!;
  const difference = differenceOf(change.differenceCents);
  return (
    <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-yellow-0)" data-testid="change-proposed">
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          {intl.formatMessage({ id: 'desk.change.proposed' })}
        </Text>
        <Text size="sm">
          {intl.formatMessage({ id: 'booking.summary.when' }, { date: formatBookingDate(change.date, intl), time: change.startTime })}
          {' · '}
          {intl.formatMessage({ id: 'booking.summary.people' }, { count: change.people })}
        </Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(
            { id: `desk.difference.provider.${difference.kind}` },
            { amount: amounts(difference.cents, currency, intl.locale).chosen },
          )}
        </Text>
        <Group>
          <Button size="xs" variant="default" loading={busy} onClick={onWithdraw} data-testid="withdraw-change">
            {intl.formatMessage({ id: 'desk.change.withdraw' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function DeskCard({ reservation: r, now, busy, onAction }: Props) {
  const intl = useIntl();
  const upcoming = r.state === 'ACCEPTED' && new Date(r.startsAt).getTime() > now;
  const proposed = r.change?.state === 'PROPOSED';
  const reason = r.rejectionReason ?? r.cancellationReason ?? null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="desk-card" data-number={r.number} data-state={r.state}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5">
              {r.service.title}
            </Title>
            <ViaResellerBadge name={r.reseller?.name} />
          </Group>
          {r.state === 'PENDING' ? (
            <TimeLeftBadge deadline={r.answerDeadline} now={now} />
          ) : (
            <Badge color={STATE_COLORS[r.state]} variant="light">
              {intl.formatMessage({ id: stateText(r) })}
            </Badge>
          )}
        </Group>
        {r.guest && (
          <Text size="sm" fw={600}>
            {r.guest.email}
            {/* A reseller's guest may come without a phone number. */}
            {r.guest.phone && (
              <>
                {' · '}
                <Anchor href={`tel:${r.guest.phone.replace(/\s/g, '')}`} size="sm" inherit underline="always">
                  {formatPhone(r.guest.phone)}
                </Anchor>
              </>
            )}
          </Text>
        )}
        <ReservationFacts reservation={r} />
        {r.payment && (
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {intl.formatMessage({ id: 'desk.payment' })}
            </Text>
            <Badge size="sm" variant="dot" color={PAYMENT_COLORS[r.payment.state] ?? 'gray'}>
              {intl.formatMessage({ id: `desk.payment.${r.payment.state}` as 'desk.payment.CAPTURED' })}
            </Badge>
          </Group>
        )}
        {r.guest?.message && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            “{r.guest.message}”
          </Text>
        )}
        {reason && <Text size="sm">{intl.formatMessage({ id: 'reservationCard.rejected' }, { reason: reason.name })}</Text>}
        {(r.rejectionNote ?? r.cancellationNote) && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {r.rejectionNote ?? r.cancellationNote}
          </Text>
        )}
        {r.change?.state === 'DECLINED' && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'desk.change.declined' })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'reservationCard.number' }, { number: r.number })}
        </Text>
        {r.checkedInAt && (
          <Badge color="green" variant="light" data-testid="checked-in">
            {intl.formatMessage(
              { id: 'desk.checkedIn' },
              { time: intl.formatTime(r.checkedInAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Zagreb' }) },
            )}
          </Badge>
        )}
        {r.noShowAt && (
          <Badge color="gray" variant="light" data-testid="no-show">
            {intl.formatMessage({ id: 'desk.noShowBadge' })}
          </Badge>
        )}
        {r.canMarkNoShow && (
          <Group mt="xs">
            <Button variant="default" onClick={() => onAction('noShow', r)} loading={busy} data-testid="mark-no-show">
              {intl.formatMessage({ id: 'desk.noShow' })}
            </Button>
          </Group>
        )}
        {proposed && upcoming && <ProposedChange reservation={r} busy={busy} onWithdraw={() => onAction('withdrawChange', r)} />}
        {r.state === 'PENDING' && (
          <Group mt="xs">
            <Button onClick={() => onAction('accept', r)} loading={busy} data-testid="accept-request">
              {intl.formatMessage({ id: 'requestsPage.accept' })}
            </Button>
            <Button variant="light" color="red" onClick={() => onAction('reject', r)} disabled={busy}>
              {intl.formatMessage({ id: 'requestsPage.reject' })}
            </Button>
          </Group>
        )}
        {upcoming && (
          <Group mt="xs">
            {/* A reseller's booking is changed by the reseller (OCTO), never by a proposal from the desk. */}
            {!proposed && !r.reseller && (
              <Button variant="light" onClick={() => onAction('change', r)} disabled={busy} data-testid="change-booking">
                {intl.formatMessage({ id: 'desk.change' })}
              </Button>
            )}
            <Button variant="light" color="red" onClick={() => onAction('cancel', r)} disabled={busy} data-testid="cancel-booking">
              {intl.formatMessage({ id: 'desk.cancel' })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
