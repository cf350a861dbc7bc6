import type { RegionsQuery } from '../../../graphql/generated';
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';
import { usePublicData } from '../../../shared/api/use-public-data';

export type Region = RegionsQuery['regions'][number];

/** Croatian tourist regions, in their usual order or sorted by name (over REST, as guest lists need them). */
export function useRegions({ sorted = false }: { sorted?: boolean } = {}) {
  const path = sorted ? '/regions/sorted' : '/regions';
  const { data, loading, error } = usePublicData(path, (signal): Promise<Region[]> => apiFetch<RestSchema['Region'][]>(path, { signal }));
  return { regions: data ?? [], loading, error };
}
