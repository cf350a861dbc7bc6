// The reason dialog of rejecting a request and of cancelling an accepted booking: a reason from the
// list and/or a note to the guest. A cancellation needs one of the two (the server says so too).
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RejectionReason, Reservation } from '../reservation-api';

const NOTE_MAX = 2000;

export interface ReasonInput {
  reasonId: number | null;
  note: string | null;
}

interface Props {
  kind: 'reject' | 'cancel';
  reservation: Reservation | null;
  reasons: RejectionReason[];
  onClose(): void;
  /** Sends the answer; rejects with the server's error (its `fields` shown at the inputs). */
  onSubmit(reservation: Reservation, input: ReasonInput): Promise<void>;
}

export function ReasonDialog({ kind, reservation, reasons, onClose, onSubmit }: Props) {
  const intl = useIntl();
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    setReasonId('');
    setNote('');
    setError(null);
    setFields({});
  }, [reservation?.id, kind]);

  const submit = async () => {
    if (!reservation) return;
    const input = { reasonId: reasonId ? Number(reasonId) : null, note: note.trim() || null };
    if (kind === 'cancel' && input.reasonId === null && input.note === null) {
      setFields({ note: intl.formatMessage({ id: 'desk.cancel.reasonRequired' }) });
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await onSubmit(reservation, input);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setFields((failure as { fields?: Record<string, string> }).fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  const cancel = kind === 'cancel';
  return (
    <Modal
      opened={reservation !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: cancel ? 'desk.cancel.title' : 'requestsPage.rejectTitle' })}
      data-testid={`${kind}-dialog`}
    >
      <Stack>
        {cancel && <Text size="sm">{intl.formatMessage({ id: 'desk.cancel.text' })}</Text>}
        <Radio.Group
          label={intl.formatMessage({ id: 'requestsPage.reason' })}
          value={reasonId}
          onChange={setReasonId}
          error={fields.reasonId}
        >
          <Stack gap="xs" mt="xs">
            {reasons.map((reason) => (
              <Radio key={reason.id} value={String(reason.id)} label={reason.name} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={intl.formatMessage({ id: 'requestsPage.note' })}
          description={intl.formatMessage({ id: cancel ? 'desk.cancel.noteHint' : 'requestsPage.noteHint' })}
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
            {intl.formatMessage({ id: cancel ? 'desk.cancel.keep' : 'requestsPage.back' })}
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()} data-testid={`confirm-${kind}`}>
            {intl.formatMessage({ id: cancel ? 'desk.cancel.confirm' : 'requestsPage.rejectConfirm' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
