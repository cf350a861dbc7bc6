// The finished page (/booking/{requestId}/done): the request sent, with its reservation number and
// what happens next; or "Booking request unsuccessful!" with the cause and a way back to the payment
// step to try again (a new card on the same authorisation). A guest coming back from a Stripe
// redirect (e.g. a bank page) lands here and the request is sent then.
import { Badge, Button, Container, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { ApiError } from '../../../shared/api/api-error';
import { useCurrency } from '../../../shared/format/currency-store';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAuth } from '../../accounts/hooks/use-auth';
import { sendBookingRequest, type BookingRequest } from '../booking-api';
import { BookingCountdown } from '../flow/booking-countdown';
import { flowView, paymentFailure, remainingMs, type PaymentFailure } from '../flow/booking-flow';
import { amounts, servicePathOf } from '../flow/booking-format';
import { CheckIcon, CrossIcon } from '../flow/booking-icons';
import { BookingSummary } from '../flow/booking-summary';
import { forgetFailure, recalledFailure } from '../flow/failure-store';
import { ExpiredPanel, ResultPanel } from '../flow/flow-states';
import { useBookingRequest } from '../flow/use-booking-request';
import { useNow } from '../flow/use-now';
import { paymentFailureText } from '../flow/step-errors';
import classes from '../flow/booking-flow.module.css';

function Sent({ request }: { request: BookingRequest }) {
  const intl = useIntl();
  const currency = useCurrency();
  const { hasRoles, isAuthenticated } = useAuth();
  const reservation = request.reservation!;
  const total = amounts(request.totalCents, currency, intl.locale).chosen;
  return (
    <ResultPanel icon={<CheckIcon />} color="olive" title={intl.formatMessage({ id: 'booking.done.title' })} testId="booking-sent">
      <Group gap="xs">
        <Text c="dimmed">{intl.formatMessage({ id: 'booking.done.number' })}</Text>
        <Badge size="xl" radius="sm" variant="light" color="sea" className={classes.reservationNumber} data-testid="reservation-number">
          {reservation.number}
        </Badge>
      </Group>
      <Stack gap={6}>
        <Text fw={700}>{intl.formatMessage({ id: 'booking.done.next' })}</Text>
        <List spacing="xs" size="sm" type="ordered">
          <List.Item>{intl.formatMessage({ id: 'booking.done.answerSoon' })}</List.Item>
          <List.Item>{intl.formatMessage({ id: 'booking.done.reserved' }, { amount: total })}</List.Item>
          <List.Item>{intl.formatMessage({ id: 'booking.done.email' }, { email: request.email ?? '' })}</List.Item>
        </List>
      </Stack>
      <Group gap="sm">
        {isAuthenticated && hasRoles('ROLE_CUSTOMER') ? (
          <Button component={Link} to="/customer/purchases" size="md">
            {intl.formatMessage({ id: 'booking.done.myBookings' })}
          </Button>
        ) : (
          <Button component={Link} to="/" size="md">
            {intl.formatMessage({ id: 'booking.done.more' })}
          </Button>
        )}
      </Group>
    </ResultPanel>
  );
}

function Failed({ request, failure, now }: { request: BookingRequest; failure: PaymentFailure; now: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <BookingCountdown remaining={remainingMs(request.expiresAt, now)} />
      <ResultPanel icon={<CrossIcon />} color="red" title={intl.formatMessage({ id: 'booking.failed.title' })} testId="booking-failed">
        <Text fw={600} data-testid="failure-cause">
          {paymentFailureText(failure, intl)}
        </Text>
        <Text c="dimmed" size="sm">
          {intl.formatMessage({ id: 'booking.failed.text' })}
        </Text>
        <Button size="md" onClick={() => void navigate(`/booking/${request.id}`)} data-testid="try-again">
          {intl.formatMessage({ id: 'booking.failed.retry' })}
        </Button>
      </ResultPanel>
    </Stack>
  );
}

export default function BookingDonePage() {
  const intl = useIntl();
  const { requestId = '' } = useParams();
  const location = useLocation();
  const { request, error, loading, reload } = useBookingRequest(requestId);
  const now = useNow();
  const stateFailure = (location.state as { failure?: PaymentFailure } | null)?.failure ?? null;
  const [failure, setFailure] = useState<PaymentFailure | null>(() => stateFailure ?? recalledFailure(requestId));
  const [sending, setSending] = useState(false);
  const sentOnce = useRef(false);
  usePageTitle(intl.formatMessage({ id: 'booking.title' }));

  // Back from a Stripe redirect (the address carries the intent): send the request now.
  const fromStripe = new URLSearchParams(location.search).has('payment_intent');
  useEffect(() => {
    if (!fromStripe || !request || request.status !== 'OPEN' || sentOnce.current) return;
    sentOnce.current = true;
    setSending(true);
    sendBookingRequest(request.id)
      .then(() => reload())
      .catch((failed: unknown) =>
        setFailure(paymentFailure(failed) ?? { cause: null, message: failed instanceof Error ? failed.message : '' }),
      )
      .finally(() => setSending(false));
  }, [fromStripe, request, reload]);

  useEffect(() => {
    if (request?.status === 'SENT') forgetFailure(request.id);
  }, [request]);

  if (!request || sending) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    if (error && !loading) throw error;
    return (
      <Container size="lg" py="xl">
        <Skeleton height={320} radius="lg" aria-busy="true" />
      </Container>
    );
  }

  const view = flowView(request, now);
  if (view !== 'SENT' && !failure && !fromStripe) return <Navigate to={`/booking/${request.id}`} replace />;
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }}>
      <div className={classes.layout}>
        {view === 'SENT' && request.reservation ? (
          <Sent request={request} />
        ) : view === 'EXPIRED' || view === 'ENDED' ? (
          <ExpiredPanel servicePath={servicePathOf(request.service)} />
        ) : (
          <Failed request={request} failure={failure ?? { cause: null, message: intl.formatMessage({ id: 'error.generic' }) }} now={now} />
        )}
        <div className={classes.aside}>
          <BookingSummary request={request} />
        </div>
      </div>
    </Container>
  );
}
