// Staff's decision on a service or a revision: approve, or send back with a required note. One
// component for both, keyboard usable (the note field takes focus when it opens; Escape closes it).
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import type { MessageId } from '../../../../shared/i18n/messages';
import { useNotify } from '../../../../shared/ui/use-notify';

interface DecisionActionsProps {
  /** The service title, named in the success messages. */
  title: string;
  onApprove(): Promise<void>;
  onSendBack(note: string): Promise<void>;
  messages: { approve: MessageId; noteHint: MessageId; approved: MessageId; returned: MessageId };
  onDone?(): void;
  /** The decision was refused because what staff see is out of date (409): reload it. */
  onConflict?(): void;
}

export function DecisionActions({ title, onApprove, onSendBack, messages, onDone, onConflict }: DecisionActionsProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [working, setWorking] = useState<'approve' | 'return' | null>(null);

  async function run(kind: 'approve' | 'return', work: () => Promise<void>, success: MessageId) {
    setWorking(kind);
    try {
      await work();
      notify.success({ id: success, values: { title } });
      onDone?.();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
      else if (!(failure instanceof ApiError)) notify.error({ id: 'error.generic' });
      if (failure instanceof ApiError && failure.status === 409) onConflict?.();
      setWorking(null);
    }
  }

  function confirmReturn() {
    if (note.trim() === '') {
      setNoteError(intl.formatMessage({ id: 'validation.reviewNote.required' }));
      return;
    }
    void run('return', () => onSendBack(note.trim()), messages.returned);
  }

  if (!returning) {
    return (
      <Group justify="flex-end" gap="xs">
        <Button variant="light" color="terracotta" onClick={() => setReturning(true)} disabled={working !== null}>
          {intl.formatMessage({ id: 'review.sendBackOpen' })}
        </Button>
        <Button color="olive" onClick={() => void run('approve', onApprove, messages.approved)} loading={working === 'approve'}>
          {intl.formatMessage({ id: messages.approve })}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={intl.formatMessage({ id: 'review.note' })}
        description={intl.formatMessage({ id: messages.noteHint })}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && working === null) setReturning(false);
        }}
        error={noteError}
        autosize
        minRows={3}
        maxLength={2000}
        withAsterisk
        // The field appears because the reviewer asked for it: take them there.
        autoFocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => setReturning(false)} disabled={working !== null}>
          {intl.formatMessage({ id: 'app.cancel' })}
        </Button>
        <Button color="terracotta" onClick={confirmReturn} loading={working === 'return'}>
          {intl.formatMessage({ id: 'review.sendBack' })}
        </Button>
      </Group>
    </Stack>
  );
}
