import { useRegionsQuery, type RegionsQuery } from '../../../graphql/generated';

export type Region = RegionsQuery['regions'][number];

/** Croatian tourist regions, in their usual order or sorted by name. */
export function useRegions({ sorted = false }: { sorted?: boolean } = {}) {
  const { data, loading, error } = useRegionsQuery({ variables: { sorted } });
  return { regions: data?.regions ?? [], loading, error };
}
