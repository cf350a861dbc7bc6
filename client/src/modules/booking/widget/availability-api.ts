// The booking widget's month over the public REST path, in the shape of its GraphQL document
// (availability.graphql), so the service page reads it without loading the GraphQL client.
import type { PublicServiceAvailabilityQuery } from '../../../graphql/generated';
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';

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
  // The REST answer's generated type, assigned to the screen's: the compiler checks it has what the widget reads.
  const availability: Availability = await apiFetch<RestSchema['Availability']>(`/services/${serviceId}/availability`, {
    signal,
    query,
    cache: 'no-cache',
  });
  return { availability };
}
