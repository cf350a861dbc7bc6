// The booking widget's primary action: "Request to book" starts a booking request for the choice
// (a new uuid v4; the server holds the places) and opens the booking flow. The people rules,
// a full start or a day no longer bookable come back from the server and show here.
import { Alert, Button, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { newBookingRequestId, saveBookingRequest } from '../booking-api';
import { BOOKING_ERRORS, isBookingError } from '../booking-errors';
import { SwitchRoleNotice } from '../switch-role-notice';
import type { BookingChoice, ChoiceState } from './booking-choice';

export function RequestToBook({ choice, state }: { choice: BookingChoice; state: ChoiceState }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  // A refusal belongs to the choice it answered: another date, time or quantity hides it.
  const [error, setError] = useState<{ key: string; text: string } | null>(null);
  const [switchRole, setSwitchRole] = useState(false);
  // One id per choice sent: pressing again after a network failure retries the same request.
  const requestId = useRef<{ key: string; id: string } | null>(null);

  const choiceKey = JSON.stringify(choice);

  async function request() {
    if (state.kind !== 'READY' || !choice.date || !choice.startTime) return;
    const key = choiceKey;
    if (requestId.current?.key !== key) requestId.current = { key, id: newBookingRequestId() };
    const { id } = requestId.current;
    setWorking(true);
    setError(null);
    setSwitchRole(false);
    try {
      await saveBookingRequest(id, { serviceId: choice.serviceId, date: choice.date, startTime: choice.startTime, offers: choice.offers });
      void navigate(`/booking/${id}`);
    } catch (failure) {
      if (isBookingError(failure, BOOKING_ERRORS.switchToCustomer)) setSwitchRole(true);
      else
        setError({
          key,
          text: failure instanceof ApiError && failure.status < 500 ? failure.message : intl.formatMessage({ id: 'error.generic' }),
        });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Stack gap="xs">
      {error?.key === choiceKey && (
        <Alert color="red" variant="light" role="alert" data-testid="request-error">
          {error.text}
        </Alert>
      )}
      {/* The notice's button is the one action then: it switches the role and sends the request. */}
      {switchRole ? (
        <SwitchRoleNotice onSwitched={() => void request()} />
      ) : (
        <Button
          size="md"
          radius="xl"
          fullWidth
          loading={working}
          disabled={state.kind !== 'READY'}
          onClick={() => void request()}
          data-testid="request-to-book"
        >
          {intl.formatMessage({ id: 'booking.requestToBook' })}
        </Button>
      )}
    </Stack>
  );
}
