// The booking widget's month over the public REST path, in the shape of its GraphQL document
// (availability.graphql), so the service page reads it without loading the GraphQL client.
import type { PublicServiceAvailabilityQuery } from '../../../graphql/generated';
import { apiFetch } from '../../../shared/api/rest';

type Availability = PublicServiceAvailabilityQuery['availability'];

/**
 * Bookable days and start times with places left. `no-cache`: the browser asks again each time (a 304
 * by ETag when nothing changed), so places just taken show at once despite the public path's max-age.
 */
export async function serviceAvailability(
  serviceId: number,
  from: string,
  to: string,
  { signal }: { signal?: AbortSignal },
): Promise<PublicServiceAvailabilityQuery> {
  const query = { from, to };
  const availability = await apiFetch<Availability>(`/services/${serviceId}/availability`, { signal, query, cache: 'no-cache' });
  return { availability };
}
