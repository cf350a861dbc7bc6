import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import { useNotify } from '../../../../shared/ui/use-notify';
import { useReviewActions } from '../../hooks/use-review';

/** Approve and release, or send back with a note (required). */
export function ReviewActions({ serviceId, title, onDone }: { serviceId: number; title: string; onDone?: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { approve, sendBack } = useReviewActions();
  const [returning, setReturning] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [working, setWorking] = useState<'approve' | 'return' | null>(null);

  async function run(kind: 'approve' | 'return', work: () => Promise<void>, success: 'review.approved' | 'review.returned') {
    setWorking(kind);
    try {
      await work();
      notify.success({ id: success, values: { title } });
      onDone?.();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
      else if (!(failure instanceof ApiError)) notify.error({ id: 'error.generic' });
      setWorking(null);
    }
  }

  function confirmReturn() {
    if (note.trim() === '') {
      setNoteError(intl.formatMessage({ id: 'validation.reviewNote.required' }));
      return;
    }
    void run('return', () => sendBack(serviceId, note.trim()), 'review.returned');
  }

  if (!returning) {
    return (
      <Group justify="flex-end" gap="xs">
        <Button variant="light" color="terracotta" onClick={() => setReturning(true)} disabled={working !== null}>
          {intl.formatMessage({ id: 'review.sendBackOpen' })}
        </Button>
        <Button color="olive" onClick={() => void run('approve', () => approve(serviceId), 'review.approved')} loading={working === 'approve'}>
          {intl.formatMessage({ id: 'review.approve' })}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={intl.formatMessage({ id: 'review.note' })}
        description={intl.formatMessage({ id: 'review.noteHint' })}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setNoteError(null);
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
