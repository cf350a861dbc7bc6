// /customer/purchases: the signed-in guest's bookings in sections (pending, today, upcoming, past,
// inactive), each with its count and "Show more", every booking a card with its actions; reloaded
// when the language changes (reason names and titles come in the request's language).
import { Alert, Anchor, Badge, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  cancelReservation,
  CUSTOMER_LISTS,
  customerReservationDocument,
  customerReservations,
  withdrawReservation,
  type CustomerList,
  type Reservation,
  type ReservationDocumentKind,
} from '../reservation-api';
import { ChangeProposal } from '../desk/change-proposal';
import { ReservationCard, type GuestAction } from '../reservations/reservation-card';
import { remaining } from '../reservations/reservation-time';
import { ReviewForm } from '../../reviews/review-form';

const PAGE_SIZE = 5;

/** An accepted booking whose start has passed may have a review (the server decides the rest). */
const reviewable = (reservation: Reservation) => reservation.state === 'ACCEPTED' && new Date(reservation.startsAt).getTime() <= Date.now();

const downloadDocument = (kind: ReservationDocumentKind, reservation: Reservation) => customerReservationDocument(reservation.id, kind);

interface ListState {
  items: Reservation[];
  total: number;
  page: number;
}

type Lists = Partial<Record<CustomerList, ListState>>;

export default function PurchasesPage() {
  const intl = useIntl();
  const [lists, setLists] = useState<Lists>({});
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    Promise.all(CUSTOMER_LISTS.map((list) => customerReservations(list, 0, PAGE_SIZE, abort.signal)))
      .then((pages) => {
        const next: Lists = {};
        CUSTOMER_LISTS.forEach((list, index) => {
          next[list] = { items: pages[index].content, total: pages[index].totalElements, page: 0 };
        });
        setLists(next);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => abort.abort();
  }, [loads, intl.locale]);

  const showMore = useCallback(
    async (list: CustomerList) => {
      const current = lists[list];
      if (!current) return;
      const page = await customerReservations(list, current.page + 1, PAGE_SIZE);
      setLists((before) => ({
        ...before,
        [list]: { items: [...current.items, ...page.content], total: page.totalElements, page: current.page + 1 },
      }));
    },
    [lists],
  );

  const act = useCallback(
    async (action: GuestAction, reservation: Reservation) => {
      if (action === 'withdraw') await withdrawReservation(reservation.id);
      else await cancelReservation(reservation.id);
      notifications.show({
        color: 'green',
        message: intl.formatMessage(
          { id: action === 'withdraw' ? 'reservationCard.withdrawn' : 'reservationCard.cancelled' },
          { number: reservation.number },
        ),
      });
      setLoads((count) => count + 1);
    },
    [intl],
  );

  const answered = useCallback(
    (reservation: Reservation, accepted: boolean) => {
      notifications.show({
        color: 'green',
        message: intl.formatMessage({ id: accepted ? 'guestChange.accepted' : 'guestChange.declined' }, { number: reservation.number }),
      });
      setLoads((count) => count + 1);
    },
    [intl],
  );

  const loaded = CUSTOMER_LISTS.every((list) => lists[list]);
  const empty = loaded && CUSTOMER_LISTS.every((list) => lists[list]!.total === 0);

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{intl.formatMessage({ id: 'purchases.title' })}</Title>
        {error && <Alert color="red">{error}</Alert>}
        {!loaded && !error && <Loader />}
        {empty && (
          <Stack gap="xs" data-testid="purchases-empty">
            <Text>{intl.formatMessage({ id: 'purchasesPage.empty' })}</Text>
            <Anchor component={Link} to="/things-to-do">
              {intl.formatMessage({ id: 'purchasesPage.browse' })}
            </Anchor>
          </Stack>
        )}
        {loaded &&
          !empty &&
          CUSTOMER_LISTS.map((list) => {
            const state = lists[list]!;
            if (state.total === 0) return null;
            const more = remaining(state.total, state.items.length);
            return (
              <section key={list} aria-labelledby={`purchases-${list}`} data-testid={`purchases-${list}`}>
                <Group gap="xs" mb="sm">
                  <Title order={2} size="h3" id={`purchases-${list}`}>
                    {intl.formatMessage({ id: `purchasesPage.section.${list}` })}
                  </Title>
                  <Badge variant="light" color="gray">
                    {state.total}
                  </Badge>
                </Group>
                <Stack gap="md">
                  {state.items.map((reservation, index) => (
                    <Stack gap="xs" key={reservation.id}>
                      <ReservationCard
                        reservation={reservation}
                        onAction={act}
                        onDownload={downloadDocument}
                        withMap={list !== 'past' && index < 3}
                        proposal={
                          <ChangeProposal
                            reservation={reservation}
                            access={{ kind: 'customer', id: reservation.id }}
                            onAnswered={answered}
                          />
                        }
                      />
                      {reviewable(reservation) && <ReviewForm access={{ kind: 'customer', reservationId: reservation.id }} />}
                    </Stack>
                  ))}
                  {more > 0 && (
                    <Button variant="subtle" onClick={() => void showMore(list)}>
                      {intl.formatMessage({ id: 'purchasesPage.showMore' }, { count: more })}
                    </Button>
                  )}
                </Stack>
              </section>
            );
          })}
      </Stack>
    </Container>
  );
}
