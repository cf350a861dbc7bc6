// Step 3, Confirmation: the card authorisation of the total. The server says how cards are taken:
// Stripe's Payment Element (keys configured) or the built-in card simulator (a test payment). Then
// the request is sent; the finished page shows the outcome.
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import {
  authenticateTestCard,
  confirmTestCard,
  preparePayment,
  sendBookingRequest,
  type BookingRequest,
  type PreparedPayment,
  type SentRequest,
  type TestAuthentication,
  type TestCardInput,
} from '../booking-api';
import { amounts } from './booking-format';
import { needsAuthentication, paymentFailure, type PaymentFailure } from './booking-flow';
import { LockIcon } from './booking-icons';
import { stepErrorText } from './step-errors';
import { TestCardForm } from './test-card-form';

const StripePayment = lazy(() => import('./stripe-payment'));

interface PaymentStepProps {
  request: BookingRequest;
  onBack(): void;
  onSent(sent: SentRequest): void;
  onFailed(failure: PaymentFailure): void;
  onError(error: unknown): boolean;
}

function PaymentSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={96} radius="md" />
      <Skeleton height={40} radius="md" />
      <Skeleton height={40} radius="md" />
    </Stack>
  );
}

export function PaymentStep({ request, onBack, onSent, onFailed, onError }: PaymentStepProps) {
  const intl = useIntl();
  const currency = useCurrency();
  const [payment, setPayment] = useState<PreparedPayment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  useEffect(() => {
    let current = true;
    setLoadError(null);
    preparePayment(request.id)
      .then((prepared) => current && setPayment(prepared))
      .catch((failure: unknown) => {
        if (current && !onError(failure)) setLoadError(stepErrorText(failure, intl));
      });
    return () => {
      current = false;
    };
    // The authorisation follows the total: a changed total (a new code, other quantities) prepares again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id, request.totalCents, attempt]);

  /** Sends the request (by default /send); a refused card goes to the finished page with its cause. */
  async function send(sending: () => Promise<SentRequest> = () => sendBookingRequest(request.id)) {
    try {
      onSent(await sending());
    } catch (failure) {
      const refused = paymentFailure(failure);
      if (refused) onFailed(refused);
      else if (!onError(failure)) setError(stepErrorText(failure, intl));
    }
  }

  async function payWithTestCard(card: TestCardInput) {
    setBusy(true);
    setError(null);
    try {
      await confirmTestCard(request.id, card);
    } catch (failure) {
      // The card asks for 3-D Secure: the request waits for the guest's answer in the challenge.
      if (needsAuthentication(failure)) {
        setAuthenticating(true);
        setBusy(false);
        return;
      }
      // The simulator may refuse the card at once; sending then reads the refusal with its cause.
      if (!paymentFailure(failure)) {
        if (!onError(failure)) setError(stepErrorText(failure, intl));
        setBusy(false);
        return;
      }
    }
    await send();
    setBusy(false);
  }

  /** The guest's answer to the 3-D Secure challenge: completed sends the request, failed shows the cause. */
  async function authenticate(outcome: TestAuthentication) {
    setAuthenticating(false);
    setBusy(true);
    setError(null);
    await send(() => authenticateTestCard(request.id, outcome));
    setBusy(false);
  }

  async function confirmedByStripe() {
    setBusy(true);
    setError(null);
    await send();
    setBusy(false);
  }

  const amount = amounts(payment?.amountCents ?? request.totalCents, currency, intl.locale).chosen;
  return (
    <Stack gap="md" aria-labelledby="payment-heading" component="section">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Text c="sea.7" component="span" lh={0}>
            <LockIcon size={20} />
          </Text>
          <Title order={2} size="h3" id="payment-heading">
            {intl.formatMessage({ id: 'booking.payment.title' })}
          </Title>
        </Group>
        <Text c="dimmed" size="sm">
          {intl.formatMessage({ id: 'booking.payment.intro' })}
        </Text>
      </Stack>
      {loadError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{loadError}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => setAttempt((count) => count + 1)}>
              {intl.formatMessage({ id: 'booking.payment.retryPrepare' })}
            </Button>
          </Stack>
        </Alert>
      ) : !payment ? (
        <PaymentSkeleton />
      ) : payment.mode === 'stripe' && payment.publishableKey && payment.clientSecret ? (
        <Suspense fallback={<PaymentSkeleton />}>
          <StripePayment
            publishableKey={payment.publishableKey}
            clientSecret={payment.clientSecret}
            requestId={request.id}
            amount={amount}
            busy={busy}
            error={error}
            onBack={onBack}
            onConfirmed={() => void confirmedByStripe()}
            onStripeError={setError}
          />
        </Suspense>
      ) : (
        <TestCardForm
          amount={amount}
          busy={busy}
          error={error}
          onBack={onBack}
          onPay={(card) => void payWithTestCard(card)}
          authenticating={authenticating}
          onAuthenticate={(outcome) => void authenticate(outcome)}
        />
      )}
    </Stack>
  );
}
