// The waitlist entry an emailed link's token names, for the offer and leave pages: loading, the
// entry, or why it cannot be shown (expired link, unknown entry, anything else).
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { waitlistEntry, type WaitlistEntry } from './waitlist-api';

export type EntryProblem = 'expired' | 'notFound' | 'other';

export function useWaitlistEntry(token: string): { entry: WaitlistEntry | null; problem: EntryProblem | null } {
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  const [problem, setProblem] = useState<EntryProblem | null>(token ? null : 'notFound');
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    waitlistEntry(token, abort.signal)
      .then(setEntry)
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 410) setProblem('expired');
        else if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) setProblem('notFound');
        else setProblem('other');
      });
    return () => abort.abort();
  }, [token]);
  return { entry, problem };
}
