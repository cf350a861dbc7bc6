// The service form's draft, kept in this browser: the keeper brings it back and keeps the form's
// values as the draft while they differ from the saved service; the notice says a draft came back
// and offers "Discard draft".
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { localArea } from '../../../../shared/state/browser-storage';
import { discardServiceDraft, loadServiceDraft, saveServiceDraft } from '../../service-draft';
import type { ServiceValues } from '../../service-values';

interface KeeperProps {
  /** Where this user's draft of this service lives (null: no drafts, e.g. signed out). */
  draftKey: string | null;
  /** A draft came back: when it was written. */
  onRestored(savedAt: string): void;
}

/**
 * Put last in the form: its effect then runs once every field has registered, so the fields show
 * the restored values (a field registered after a change would keep showing its first value).
 */
export function ServiceDraftKeeper({ draftKey, onRestored }: KeeperProps) {
  const form = useForm<ServiceValues>();
  // Read before the form's first subscription runs, which would discard it as "nothing changed".
  const [draft] = useState(() => {
    const storage = localArea();
    return storage && draftKey ? loadServiceDraft(storage, draftKey) : null;
  });

  useEffect(() => {
    const storage = localArea();
    if (!storage || !draftKey) return undefined;
    if (draft) {
      form.batch(() => {
        for (const [name, value] of Object.entries(draft.values)) form.change(name as keyof ServiceValues, value as never);
      });
      onRestored(draft.savedAt);
    }
    return form.subscribe(
      ({ values, dirty, submitting, submitSucceeded }) => {
        if (submitting || submitSucceeded) return;
        if (dirty) saveServiceDraft(storage, draftKey, values);
        else discardServiceDraft(storage, draftKey);
      },
      { values: true, dirty: true, submitting: true, submitSucceeded: true },
    );
  }, [draftKey, draft, form, onRestored]);
  return null;
}

interface NoticeProps {
  draftKey: string | null;
  /** When the restored draft was written; null: none came back (no notice). */
  savedAt: string | null;
  onDiscarded(): void;
}

/** "Your unsaved changes are back", with "Discard draft": the saved service again. */
export function ServiceDraftNotice({ draftKey, savedAt, onDiscarded }: NoticeProps) {
  const intl = useIntl();
  const form = useForm<ServiceValues>();
  if (savedAt === null) return null;
  const discard = () => {
    const storage = localArea();
    if (storage && draftKey) discardServiceDraft(storage, draftKey);
    form.reset();
    onDiscarded();
  };
  const at = new Date(savedAt);
  return (
    <Alert color="sea" title={intl.formatMessage({ id: 'service.draft.title' })} data-testid="service-draft-notice">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          {intl.formatMessage(
            { id: 'service.draft.text' },
            { date: intl.formatDate(at, { dateStyle: 'medium' }), time: intl.formatTime(at, { timeStyle: 'short' }) },
          )}
        </Text>
        <Button variant="default" size="xs" onClick={discard}>
          {intl.formatMessage({ id: 'service.draft.discard' })}
        </Button>
      </Group>
    </Alert>
  );
}
