import { useActivityTypesQuery, type ActivityTypesQuery } from '../../../graphql/generated';

export type ActivityType = ActivityTypesQuery['activityTypes'][number];

/** Primary tourism activity types (winery, boat excursions, …) for companies and brands. */
export function useActivityTypes() {
  const { data: current, previousData, loading, error } = useActivityTypesQuery();
  const data = current ?? previousData;
  return { activityTypes: data?.activityTypes ?? [], loading, error };
}
