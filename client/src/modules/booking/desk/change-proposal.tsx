// The guest's side of a provider's change proposal, in their booking card: the new date and time,
// people and offers, the new total and the difference ("You pay €X more" / "You get €X back"), with
// Accept and Decline. A higher total asks for the card first (the booking flow's test card form, with
// its 3-D Secure challenge, or Stripe's Payment Element, by the server's payment mode).
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import type { PreparedPayment, TestCardInput } from '../booking-api';
import { needsAuthentication, paymentFailure } from '../flow/booking-flow';
import { amounts, formatBookingDate } from '../flow/booking-format';
import { paymentFailureText } from '../flow/step-errors';
import { TestCardForm } from '../flow/test-card-form';
import type { Reservation } from '../reservation-api';
import { acceptChange, declineChange, prepareChangePayment, type ChangePayment, type GuestAccess } from './desk-api';
import { differenceOf } from './desk-rules';

const StripePayment = lazy(() => import('../flow/stripe-payment'));

interface Props {
  reservation: Reservation;
  access: GuestAccess;
  /** The reservation after the answer (accepted: moved; declined: unchanged). */
  onAnswered(reservation: Reservation, accepted: boolean): void;
}

export function ChangeProposal({ reservation: r, access, onAnswered }: Props) {
  const intl = useIntl();
  // A refused card says why (insufficient funds, expired, …), as in the booking flow.
  const errorText = (failure: unknown) => {
    const refused = paymentFailure(failure);
    if (refused) return paymentFailureText(refused, intl);
    return failure instanceof Error ? failure.message : String(failure);
  };
  const currency = useCurrency();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PreparedPayment | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const change = r.change;
  if (!change || change.state !== 'PROPOSED') return null;

  const difference = differenceOf(change.differenceCents);
  const differenceAmount = amounts(difference.cents, currency, intl.locale);
  const total = amounts(change.totalCents, currency, intl.locale);

  const run = async (kind: 'accept' | 'decline', call: () => Promise<Reservation>) => {
    setBusy(kind);
    setError(null);
    try {
      onAnswered(await call(), kind === 'accept');
    } catch (failure) {
      // The test card asks for 3-D Secure: the challenge opens; its answer accepts again.
      if (needsAuthentication(failure)) setAuthenticating(true);
      else setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const accept = (body: ChangePayment = {}) => run('accept', () => acceptChange(access, body));

  const startAccept = async () => {
    if (difference.kind !== 'more') return void accept();
    setBusy('accept');
    setError(null);
    try {
      setPayment(await prepareChangePayment(access));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  const payLabel = intl.formatMessage({ id: 'guestChange.pay' }, { amount: differenceAmount.chosen });
  const payNote = intl.formatMessage({ id: `desk.difference.${difference.kind}` }, { amount: differenceAmount.chosen });

  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-yellow-0)" data-testid="change-proposal">
      <Stack gap="xs">
        <Title order={4} size="h5">
          {intl.formatMessage({ id: 'guestChange.title' })}
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            {intl.formatMessage({ id: 'guestChange.when' })}:{' '}
          </Text>
          {intl.formatMessage({ id: 'booking.summary.when' }, { date: formatBookingDate(change.date, intl), time: change.startTime })}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {intl.formatMessage({ id: 'guestChange.people' })}:{' '}
          </Text>
          {intl.formatMessage({ id: 'booking.summary.people' }, { count: change.people })}
          {' · '}
          {change.offers
            .map((offer) => intl.formatMessage({ id: 'booking.summary.offerLine' }, { quantity: offer.quantity, name: offer.name }))
            .join(', ')}
        </Text>
        {change.note && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            {intl.formatMessage({ id: 'guestChange.note' }, { note: change.note })}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {intl.formatMessage({ id: 'guestChange.newTotal' })}:{' '}
          </Text>
          {total.chosen}{' '}
          <Text span size="xs" c="dimmed">
            ({total.other})
          </Text>
        </Text>
        <Text fw={700} c={difference.kind === 'more' ? 'terracotta.8' : 'olive.8'} data-testid="change-difference">
          {payNote}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(
            { id: 'guestChange.expires' },
            { deadline: intl.formatDate(change.expiresAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' }) },
          )}
        </Text>
        {error && !payment && <Alert color="red">{error}</Alert>}
        {payment?.mode === 'simulator' && (
          <TestCardForm
            amount={differenceAmount.chosen}
            busy={busy === 'accept'}
            error={error}
            onBack={() => setPayment(null)}
            onPay={(card: TestCardInput) => void accept({ testCard: card })}
            authenticating={authenticating}
            onAuthenticate={(outcome) => {
              setAuthenticating(false);
              void accept({ testAuthentication: outcome });
            }}
            submitLabel={payLabel}
            note={payNote}
          />
        )}
        {payment?.mode === 'stripe' && payment.publishableKey && payment.clientSecret && (
          <Suspense fallback={null}>
            <StripePayment
              publishableKey={payment.publishableKey}
              clientSecret={payment.clientSecret}
              requestId={r.number}
              amount={differenceAmount.chosen}
              busy={busy === 'accept'}
              error={error}
              onBack={() => setPayment(null)}
              onConfirmed={() => void accept({ paymentIntentId: payment.intentId })}
              onStripeError={setError}
              submitLabel={payLabel}
              note={payNote}
              returnUrl={window.location.href}
            />
          </Suspense>
        )}
        {!payment && (
          <Group>
            <Button onClick={() => void startAccept()} loading={busy === 'accept'} disabled={busy !== null} data-testid="accept-change">
              {difference.kind === 'more' ? payLabel : intl.formatMessage({ id: 'guestChange.accept' })}
            </Button>
            <Button
              variant="default"
              onClick={() => void run('decline', () => declineChange(access))}
              loading={busy === 'decline'}
              disabled={busy !== null}
              data-testid="decline-change"
            >
              {intl.formatMessage({ id: 'guestChange.decline' })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
