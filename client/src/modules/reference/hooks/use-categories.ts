import type { CategoriesQuery } from '../../../graphql/generated';
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';
import { usePublicData } from '../../../shared/api/use-public-data';

export type Category = CategoriesQuery['categories'][number];

/** Experience categories with their tags (over REST: guest lists use them without the GraphQL client). */
export function useCategories({ sorted = false }: { sorted?: boolean } = {}) {
  const path = sorted ? '/categories/sorted' : '/categories';
  const { data, loading, error } = usePublicData(path, (signal): Promise<Category[]> =>
    apiFetch<RestSchema['Category'][]>(path, { signal }),
  );
  return { categories: data ?? [], loading, error };
}
