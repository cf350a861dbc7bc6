import { useCallback } from 'react';
import {
  MyBrandsDocument,
  ProviderProgressDocument,
  useCreateBrandMutation,
  useDeleteBrandMutation,
  useMyBrandQuery,
  useMyBrandsQuery,
  useUpdateBrandMutation,
  type BrandFieldsFragment,
  type BrandInput,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type Brand = BrandFieldsFragment;

/** The provider's brands. */
export function useBrands() {
  const { data: current, previousData, loading, error } = useMyBrandsQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  return { brands: data?.myBrands ?? [], loading: loading && !data, error };
}

/** One of the provider's brands (skipped without an id). */
export function useBrand(id: number | undefined) {
  const { data: current, previousData, loading, error } = useMyBrandQuery({ variables: { id: id ?? 0 }, skip: id === undefined });
  // The last result stands in while the store is reset (a language switch), if it is this brand.
  const data = current ?? (previousData?.myBrand.id === id ? previousData : undefined);
  return { brand: data?.myBrand ?? null, loading: loading && !data, error };
}

/** Adds a brand, or updates the one with `id`; failures come as ApiError. */
export function useSaveBrand() {
  const [create] = useCreateBrandMutation({ refetchQueries: [MyBrandsDocument, ProviderProgressDocument] });
  const [update] = useUpdateBrandMutation();
  return useCallback(
    (input: BrandInput, id?: number) =>
      withApiErrors(async () =>
        id === undefined
          ? (await create({ variables: { input } })).data!.createBrand
          : (await update({ variables: { id, input } })).data!.updateBrand,
      ),
    [create, update],
  );
}

/** Deletes a brand with its services. */
export function useDeleteBrand() {
  const [remove] = useDeleteBrandMutation({
    refetchQueries: [ProviderProgressDocument],
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Brand', id: variables.id }) });
      cache.gc();
    },
  });
  return useCallback((id: number) => withApiErrors(() => remove({ variables: { id } }).then(() => undefined)), [remove]);
}
