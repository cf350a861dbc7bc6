// One booking as the guest sees it: the service, date and time, people, offers, total (EUR + HRK),
// state, number, the answer deadline while pending, the provider's reason and note when they rejected
// or cancelled, the meeting point with a small map, and the guest's actions (withdraw a request,
// cancel a booking, with what is refunded said first), and for an accepted booking its voucher and
// receipt to download (the "show it on arrival" hint only until the booking's day is over).
import { Alert, Anchor, Badge, Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { saveFile } from '../../../shared/api/save-file';
import { useCurrency } from '../../../shared/format/currency-store';
import { MapLinks } from '../../../shared/map/map-links';
import { LazyPositionMap } from '../../../shared/map/lazy-position-map';
import { amounts, servicePathOf } from '../flow/booking-format';
import { documentFilename, type Reservation, type ReservationDocumentKind, type ReservationState } from '../reservation-api';
import { ReservationFacts } from './reservation-facts';
import { hasTakenPlace } from './reservation-time';

export const STATE_COLORS: Record<ReservationState, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
};

export type GuestAction = 'withdraw' | 'cancel';

interface Props {
  reservation: Reservation;
  /** Runs the action; rejects with the error to show. */
  onAction?: (action: GuestAction, reservation: Reservation) => Promise<void>;
  /** Show the map (the first cards only, so a long list loads no map tiles). */
  withMap?: boolean;
  /** Fetches a document of an accepted booking (with the session's token or the link's). */
  onDownload?: (kind: ReservationDocumentKind, reservation: Reservation) => Promise<Blob>;
  /** A provider's open change proposal with the guest's answer (desk/change-proposal.tsx). */
  proposal?: ReactNode;
}

const DOCUMENTS: ReservationDocumentKind[] = ['voucher', 'receipt'];
const DOCUMENT_LABELS = { voucher: 'reservationCard.downloadVoucher', receipt: 'reservationCard.downloadReceipt' } as const;

export function ReservationCard({ reservation: r, onAction, withMap = true, onDownload, proposal }: Props) {
  const intl = useIntl();
  const currency = useCurrency();
  const [confirming, setConfirming] = useState<GuestAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<ReservationDocumentKind | null>(null);
  const refund = amounts(r.refundIfCancelledCents, currency, intl.locale);
  const past = hasTakenPlace(r.date, Date.now());
  // The provider's own words to the guest: their rejection, or their cancellation (the guest's own note is for the provider).
  const byProvider = r.state === 'CANCELLED' && r.cancelledBy === 'PROVIDER';
  const providerReason = r.state === 'REJECTED' ? r.rejectionReason : byProvider ? r.cancellationReason : null;
  const providerNote = r.state === 'REJECTED' ? r.rejectionNote : byProvider ? r.cancellationNote : null;
  const action: GuestAction | null =
    r.state === 'PENDING' && r.canCancel ? 'withdraw' : r.state === 'ACCEPTED' && r.canCancel ? 'cancel' : null;

  const run = async () => {
    if (!confirming || !onAction) return;
    setBusy(true);
    setError(null);
    try {
      await onAction(confirming, r);
      setConfirming(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const download = async (kind: ReservationDocumentKind) => {
    if (!onDownload) return;
    setDownloading(kind);
    try {
      saveFile(await onDownload(kind, r), documentFilename(kind, r.number));
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message ? failure.message : intl.formatMessage({ id: 'reservationCard.downloadFailed' });
      notifications.show({ color: 'red', message });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="reservation-card" data-number={r.number}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {r.service.coverUrl && <Image src={r.service.coverUrl} alt="" w={96} h={72} radius="sm" fit="cover" visibleFrom="xs" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={3} size="h5">
              <Anchor href={servicePathOf(r.service)} inherit>
                {r.service.title}
              </Anchor>
            </Title>
            <Badge color={STATE_COLORS[r.state]} variant="light">
              {intl.formatMessage({ id: `reservationCard.state.${r.state}` })}
            </Badge>
          </Group>
          <ReservationFacts reservation={r} />
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: 'reservationCard.number' }, { number: r.number })}
          </Text>
        </Stack>
      </Group>

      <Stack gap="xs" mt="sm">
        {proposal}
        {r.state === 'PENDING' && (
          <Text size="sm">
            {intl.formatMessage(
              { id: 'reservationCard.deadline' },
              { deadline: intl.formatDate(r.answerDeadline, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' }) },
            )}
          </Text>
        )}
        {r.state === 'ACCEPTED' && !past && <Text size="sm">{intl.formatMessage({ id: 'reservationCard.voucher' })}</Text>}
        {r.state === 'ACCEPTED' && past && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              { id: 'reservationCard.tookPlace' },
              { date: intl.formatDate(new Date(`${r.date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) },
            )}
          </Text>
        )}
        {r.state === 'ACCEPTED' && onDownload && (
          <Group gap="xs">
            {DOCUMENTS.map((kind) => (
              <Button
                key={kind}
                variant="light"
                size="sm"
                loading={downloading === kind}
                disabled={downloading !== null && downloading !== kind}
                onClick={() => void download(kind)}
                data-testid={`download-${kind}`}
              >
                {intl.formatMessage({ id: DOCUMENT_LABELS[kind] })}
              </Button>
            ))}
          </Group>
        )}
        {r.state === 'CANCELLED' && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: byProvider ? 'reservationCard.cancelledByProvider' : 'reservationCard.cancelledByGuest' })}
          </Text>
        )}
        {providerReason && (
          <Text size="sm" data-testid="provider-reason">
            {intl.formatMessage({ id: 'reservationCard.rejected' }, { reason: providerReason.name })}
          </Text>
        )}
        {providerNote && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="provider-note">
            {intl.formatMessage({ id: 'reservationCard.providerNote' }, { note: providerNote })}
          </Text>
        )}
        {(r.state === 'PENDING' || r.state === 'ACCEPTED') && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {intl.formatMessage({ id: 'reservationCard.meetingPoint' })}
            </Text>
            <Text size="sm">{r.meetingPoint}</Text>
            {r.arrivalInstructions && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {r.arrivalInstructions}
              </Text>
            )}
            {withMap && (
              <LazyPositionMap
                position={{ latitude: r.latitude, longitude: r.longitude }}
                label={intl.formatMessage({ id: 'preview.map' }, { address: r.meetingPoint })}
                height={160}
              />
            )}
            <MapLinks latitude={r.latitude} longitude={r.longitude} />
          </Stack>
        )}
        {action && onAction && (
          <Group>
            <Button variant="light" color="red" onClick={() => setConfirming(action)}>
              {intl.formatMessage({ id: action === 'withdraw' ? 'reservationCard.withdraw' : 'reservationCard.cancel' })}
            </Button>
          </Group>
        )}
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={intl.formatMessage({ id: confirming === 'cancel' ? 'reservationCard.cancelTitle' : 'reservationCard.withdrawTitle' })}
      >
        <Stack>
          <Text size="sm">
            {confirming === 'cancel'
              ? r.refundIfCancelledCents > 0
                ? intl.formatMessage({ id: 'reservationCard.cancelRefund' }, { amount: refund.chosen, other: refund.other })
                : intl.formatMessage({ id: 'reservationCard.cancelNoRefund' })
              : intl.formatMessage({ id: 'reservationCard.withdrawText' })}
          </Text>
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {intl.formatMessage({ id: 'reservationCard.keep' })}
            </Button>
            <Button color="red" loading={busy} onClick={() => void run()}>
              {intl.formatMessage({ id: confirming === 'cancel' ? 'reservationCard.cancelConfirm' : 'reservationCard.withdrawConfirm' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
