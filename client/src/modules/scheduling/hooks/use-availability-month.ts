import { useServiceAvailabilityQuery, type ServiceAvailabilityQuery } from '../../../graphql/generated';
import { monthBounds } from '../calendar-month';
import { isNotFound } from '../../../shared/api/graphql-errors';

export type AvailabilityDay = ServiceAvailabilityQuery['availability']['days'][number];

/**
 * One month (YYYY-MM) of a service's public calendar. Services that are not approved and active
 * have none (`notFound`).
 */
export function useAvailabilityMonth(serviceId: number, month: string) {
  const { data, loading, error, refetch } = useServiceAvailabilityQuery({
    variables: { serviceId, ...monthBounds(month) },
    // Places change as guests book: show what is cached, then what the server says now.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const notFound = isNotFound(error);
  return {
    days: data?.availability.days ?? null,
    loading: loading && !data,
    notFound,
    failed: Boolean(error) && !notFound,
    retry: () => void refetch().catch(() => undefined),
  };
}
