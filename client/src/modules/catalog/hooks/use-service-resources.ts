import { useServiceResourcesQuery, type ServiceResourcesQuery } from '../../../graphql/generated';

export type ServiceResources = ServiceResourcesQuery['serviceResources'];

/** Choices for the service form: categories with tags, regions, amenities, languages, payment types. */
export function useServiceResources() {
  const { data: current, previousData, loading, error } = useServiceResourcesQuery();
  const data = current ?? previousData;
  return { resources: data?.serviceResources ?? null, loading: loading && !data, error };
}
