import { useCategoriesQuery, type CategoriesQuery } from '../../../graphql/generated';

export type Category = CategoriesQuery['categories'][number];

/** Experience categories with their tags. */
export function useCategories({ sorted = false }: { sorted?: boolean } = {}) {
  const { data, loading, error } = useCategoriesQuery({ variables: { sorted } });
  return { categories: data?.categories ?? [], loading, error };
}
