// Stripe mode: the Payment Element collects the card in Stripe's own frame (card data never touches
// our server; 3-D Secure is Stripe's). Loaded lazily, only when the server runs with Stripe keys.
// Confirming with redirect 'if_required' keeps the guest here for cards; a redirect-based method
// comes back to the finished page, which sends the request then.
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

export interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  requestId: string;
  amount: string;
  busy: boolean;
  error: string | null;
  onBack(): void;
  /** The card is authorised (or Stripe reported why not): the page sends the request. */
  onConfirmed(): void;
  onStripeError(message: string): void;
  /** Another use than sending a booking request (a change's difference): its button, note and return address. */
  submitLabel?: string;
  note?: string;
  returnUrl?: string;
}

const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentForm({
  requestId,
  amount,
  busy,
  error,
  onBack,
  onConfirmed,
  onStripeError,
  submitLabel,
  note,
  returnUrl,
}: Omit<StripePaymentProps, 'publishableKey' | 'clientSecret'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setConfirming(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl ?? `${window.location.origin}/booking/${encodeURIComponent(requestId)}/done` },
      });
      // A card refused by Stripe: the server reads the same outcome from the intent when sending,
      // with our cause and texts; a form problem (an incomplete number) stays here.
      if (result.error && result.error.type === 'validation_error')
        onStripeError(result.error.message ?? intl.formatMessage({ id: 'error.generic' }));
      else onConfirmed();
    } finally {
      setConfirming(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="stripe-payment">
      <Stack gap="md">
        {!ready && <Skeleton height={180} radius="md" />}
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {note ?? intl.formatMessage({ id: 'booking.payment.reserveNote' }, { amount })}
        </Text>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack} disabled={busy || confirming}>
            {intl.formatMessage({ id: 'booking.back' })}
          </Button>
          <Button type="submit" size="md" loading={busy || confirming} disabled={!stripe || !ready} data-testid="send-request">
            {submitLabel ?? intl.formatMessage({ id: 'booking.payment.send' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StripePayment({ publishableKey, clientSecret, ...form }: StripePaymentProps) {
  const intl = useIntl();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const locale = intl.locale === 'hr' ? 'hr' : 'en';
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#0b5a82', colorDanger: '#c92a2a', borderRadius: '8px', fontFamily: 'Inter, system-ui, sans-serif' },
        },
      }}
    >
      <PaymentForm {...form} />
    </Elements>
  );
}
