import { useScheduleServiceQuery, type ScheduleServiceQuery } from '../../../graphql/generated';
import { isNotFound } from '../../../shared/api/graphql-errors';

export type ScheduleService = ScheduleServiceQuery['myService'];

/** The caller's service whose calendar is edited: title, and whether guests can see it. */
export function useScheduleService(serviceId: number) {
  const { data, loading, error } = useScheduleServiceQuery({ variables: { id: serviceId } });
  const service = data?.myService ?? null;
  return {
    service,
    loading: loading && !data,
    notFound: isNotFound(error),
    failed: Boolean(error) && !isNotFound(error),
    /** Only approved, active services have a public calendar. */
    isPublic: service?.status === 'APPROVED' && service.enabled,
  };
}
