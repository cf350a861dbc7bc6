// /dashboard/reservations: the provider's requests waiting for an answer (the full desk comes with
// issue 12): the guest's contact and message, the booking, the time left to answer; accept in one
// click, reject with a reason and an optional note.
import { Alert, Badge, Button, Card, Container, Group, Loader, Modal, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  acceptReservation,
  ownerPendingReservations,
  rejectionReasons,
  rejectReservation,
  type RejectionReason,
  type Reservation,
  type ReservationPage,
} from '../reservation-api';
import { ReservationFacts } from '../reservations/reservation-facts';
import { remaining, timeLeft } from '../reservations/reservation-time';

const PAGE_SIZE = 20;
const NOTE_MAX = 2000;

function errorText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

function RequestCard({ reservation: r, onAccept, onReject, busy }: { reservation: Reservation; onAccept: () => void; onReject: () => void; busy: boolean }) {
  const intl = useIntl();
  const left = timeLeft(r.answerDeadline, Date.now());
  return (
    <Card withBorder radius="md" padding="md" data-testid="request-card" data-number={r.number}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">{r.service.title}</Title>
          <Badge color={left.overdue ? 'red' : left.unit === 'day' ? 'blue' : 'orange'} variant="light">
            {left.overdue
              ? intl.formatMessage({ id: 'requestsPage.overdue' })
              : intl.formatMessage({ id: `requestsPage.timeLeft.${left.unit}` }, { count: left.value })}
          </Badge>
        </Group>
        <ReservationFacts reservation={r} />
        {r.guest && (
          <Text size="sm">
            {r.guest.email} · {r.guest.phone}
          </Text>
        )}
        {r.guest?.message && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            “{r.guest.message}”
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'reservationCard.number' }, { number: r.number })}
        </Text>
        <Group mt="xs">
          <Button onClick={onAccept} loading={busy} data-testid="accept-request">
            {intl.formatMessage({ id: 'requestsPage.accept' })}
          </Button>
          <Button variant="light" color="red" onClick={onReject} disabled={busy}>
            {intl.formatMessage({ id: 'requestsPage.reject' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function RejectDialog({ reservation, reasons, onClose, onDone }: { reservation: Reservation | null; reasons: RejectionReason[]; onClose: () => void; onDone: (r: Reservation) => void }) {
  const intl = useIntl();
  const [reasonId, setReasonId] = useState<string>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    setReasonId('');
    setNote('');
    setError(null);
    setFields({});
  }, [reservation?.id]);

  const submit = async () => {
    if (!reservation) return;
    setBusy(true);
    setError(null);
    try {
      await rejectReservation(reservation.id, { ...(reasonId ? { reasonId: Number(reasonId) } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
      onDone(reservation);
    } catch (failure) {
      setError(errorText(failure));
      setFields((failure as { fields?: Record<string, string> }).fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={reservation !== null} onClose={onClose} title={intl.formatMessage({ id: 'requestsPage.rejectTitle' })}>
      <Stack>
        <Radio.Group label={intl.formatMessage({ id: 'requestsPage.reason' })} value={reasonId} onChange={setReasonId} error={fields.reasonId}>
          <Stack gap="xs" mt="xs">
            {reasons.map((reason) => (
              <Radio key={reason.id} value={String(reason.id)} label={reason.name} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={intl.formatMessage({ id: 'requestsPage.note' })}
          description={intl.formatMessage({ id: 'requestsPage.noteHint' })}
          value={note}
          maxLength={NOTE_MAX}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={fields.note}
        />
        {error && !fields.note && !fields.reasonId && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'requestsPage.back' })}
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()} data-testid="confirm-reject">
            {intl.formatMessage({ id: 'requestsPage.rejectConfirm' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default function ReservationsPage() {
  const intl = useIntl();
  const [page, setPage] = useState<ReservationPage | null>(null);
  const [size, setSize] = useState(PAGE_SIZE);
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Reservation | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    ownerPendingReservations(0, size, abort.signal)
      .then((loaded) => {
        setPage(loaded);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(errorText(failure));
      });
    return () => abort.abort();
  }, [loads, size, intl.locale]);

  useEffect(() => {
    const abort = new AbortController();
    rejectionReasons(abort.signal).then(setReasons).catch(() => undefined);
    return () => abort.abort();
  }, [intl.locale]);

  const accept = useCallback(async (reservation: Reservation) => {
    setBusyId(reservation.id);
    try {
      await acceptReservation(reservation.id);
      notifications.show({ color: 'green', message: intl.formatMessage({ id: 'requestsPage.accepted' }, { number: reservation.number }) });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(failure) });
    } finally {
      setBusyId(null);
      setLoads((count) => count + 1);
    }
  }, [intl]);

  const rejected = (reservation: Reservation) => {
    setRejecting(null);
    notifications.show({ color: 'green', message: intl.formatMessage({ id: 'requestsPage.rejected' }, { number: reservation.number }) });
    setLoads((count) => count + 1);
  };

  const more = page ? remaining(page.totalElements, page.content.length) : 0;

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Group gap="xs">
          <Title order={1}>{intl.formatMessage({ id: 'requestsPage.title' })}</Title>
          {page && <Badge variant="light" color="gray">{page.totalElements}</Badge>}
        </Group>
        <Text c="dimmed">{intl.formatMessage({ id: 'requestsPage.intro' })}</Text>
        {error && <Alert color="red">{error}</Alert>}
        {!page && !error && <Loader />}
        {page && page.content.length === 0 && (
          <Alert color="gray" data-testid="requests-empty">{intl.formatMessage({ id: 'requestsPage.empty' })}</Alert>
        )}
        {page?.content.map((reservation) => (
          <RequestCard
            key={reservation.id}
            reservation={reservation}
            busy={busyId === reservation.id}
            onAccept={() => void accept(reservation)}
            onReject={() => setRejecting(reservation)}
          />
        ))}
        {more > 0 && (
          <Button variant="subtle" onClick={() => setSize((current) => Math.min(current + PAGE_SIZE, 100))}>
            {intl.formatMessage({ id: 'purchasesPage.showMore' }, { count: more })}
          </Button>
        )}
      </Stack>
      <RejectDialog reservation={rejecting} reasons={reasons} onClose={() => setRejecting(null)} onDone={rejected} />
    </Container>
  );
}
