// The booking request a flow screen shows: loaded once by its id, replaced by what every call answers.
import { useCallback, useEffect, useState } from 'react';
import { getBookingRequest, type BookingRequest } from '../booking-api';

export interface BookingRequestState {
  request: BookingRequest | null;
  error: unknown;
  loading: boolean;
  /** Takes the request a call answered (its totals, step and expiry are the server's). */
  replace(request: BookingRequest): void;
  reload(): void;
}

export function useBookingRequest(id: string): BookingRequestState {
  const [request, setRequest] = useState<BookingRequest | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loads, setLoads] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    getBookingRequest(id, abort.signal)
      .then((loaded) => {
        setRequest(loaded);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure);
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [id, loads]);

  const replace = useCallback((next: BookingRequest) => setRequest(next), []);
  const reload = useCallback(() => setLoads((count) => count + 1), []);
  return { request, error, loading, replace, reload };
}
