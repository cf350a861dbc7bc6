// /booking/reservation/{number}?token=…: the booking an anonymous guest opens from their email, with
// its actions through the link; an expired link or an unknown booking says so.
import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import {
  cancelByLink,
  reservationByLink,
  reservationDocumentByLink,
  withdrawByLink,
  type Reservation,
  type ReservationDocumentKind,
} from '../reservation-api';
import { ChangeProposal } from '../desk/change-proposal';
import { ReservationCard, type GuestAction } from '../reservations/reservation-card';
import { ReviewForm } from '../../reviews/review-form';

type Problem = 'expired' | 'notFound' | 'other';

export default function ReservationLinkPage() {
  const intl = useIntl();
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    if (!token) {
      setProblem('notFound');
      return;
    }
    reservationByLink(number, token, abort.signal)
      .then(setReservation)
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 410) setProblem('expired');
        else if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) setProblem('notFound');
        else setProblem('other');
      });
    return () => abort.abort();
  }, [number, token, intl.locale]);

  const act = useCallback(
    async (action: GuestAction, current: Reservation) => {
      const updated = action === 'withdraw' ? await withdrawByLink(current.number, token) : await cancelByLink(current.number, token);
      setReservation(updated);
      notifications.show({
        color: 'green',
        message: intl.formatMessage(
          { id: action === 'withdraw' ? 'reservationCard.withdrawn' : 'reservationCard.cancelled' },
          { number: current.number },
        ),
      });
    },
    [intl, token],
  );

  const download = useCallback(
    (kind: ReservationDocumentKind, current: Reservation) => reservationDocumentByLink(current.number, token, kind),
    [token],
  );
  const answered = useCallback(
    (updated: Reservation, accepted: boolean) => {
      setReservation(updated);
      notifications.show({
        color: 'green',
        message: intl.formatMessage({ id: accepted ? 'guestChange.accepted' : 'guestChange.declined' }, { number: updated.number }),
      });
    },
    [intl],
  );

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{intl.formatMessage({ id: 'reservationLink.title' }, { number })}</Title>
        {problem && (
          <Alert color={problem === 'expired' ? 'yellow' : 'red'} data-testid="reservation-link-problem">
            <Stack gap="xs">
              {intl.formatMessage({ id: `reservationLink.${problem}` })}
              <Anchor component={Link} to="/login">
                {intl.formatMessage({ id: 'reservationLink.signIn' })}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {!problem && !reservation && <Loader />}
        {reservation && (
          <ReservationCard
            reservation={reservation}
            onAction={act}
            onDownload={download}
            proposal={
              <ChangeProposal
                reservation={reservation}
                access={{ kind: 'link', number: reservation.number, token }}
                onAnswered={answered}
              />
            }
          />
        )}
        {reservation && reservation.state === 'ACCEPTED' && new Date(reservation.startsAt).getTime() <= Date.now() && (
          <ReviewForm access={{ kind: 'link', number: reservation.number, token }} />
        )}
      </Stack>
    </Container>
  );
}
