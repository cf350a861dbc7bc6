import { useCallback } from 'react';
import {
  MyServicesDocument,
  ProviderProgressDocument,
  useCreateServiceMutation,
  useDeleteServiceMutation,
  useMyServiceQuery,
  useMyServicesQuery,
  useSetServiceEnabledMutation,
  useSubmitServiceForApprovalMutation,
  useUpdateServiceMutation,
  type ServiceFieldsFragment,
  type ServiceInput,
  type SetServiceEnabledMutation,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type Service = ServiceFieldsFragment;

/** The services of one of the provider's brands. */
export function useServices(brandId: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useMyServicesQuery({
    variables: { brandId },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? (previousData?.myServices.every((service) => service.brandId === brandId) ? previousData : undefined);
  return { services: data?.myServices ?? [], loading: loading && !data, error };
}

/** One of the provider's services with its form fields (skipped without an id). */
export function useService(id: number | undefined) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useMyServiceQuery({
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'cache-and-network',
  });
  // The last result stands in while the store is reset (a language switch), if it is this service.
  const data = current ?? (previousData?.myService.id === id ? previousData : undefined);
  return { service: data?.myService ?? null, loading: loading && !data, error };
}

/** Adds a service to a brand, or updates the one with `id`; failures come as ApiError. */
export function useSaveService(brandId: number) {
  const refetch = { refetchQueries: [{ query: MyServicesDocument, variables: { brandId } }, ProviderProgressDocument] };
  const [create] = useCreateServiceMutation(refetch);
  const [update] = useUpdateServiceMutation();
  return useCallback(
    (input: ServiceInput, id?: number) =>
      withApiErrors(async () =>
        id === undefined
          ? (await create({ variables: { brandId, input } })).data!.createService
          : (await update({ variables: { id, input } })).data!.updateService,
      ),
    [brandId, create, update],
  );
}

export function useDeleteService() {
  const [remove] = useDeleteServiceMutation({
    refetchQueries: [ProviderProgressDocument],
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Service', id: variables.id }) });
      cache.gc();
    },
  });
  return useCallback((id: number) => withApiErrors(() => remove({ variables: { id } }).then(() => undefined)), [remove]);
}

/** The temporary visibility toggle. */
export function useSetServiceEnabled() {
  const [set] = useSetServiceEnabledMutation();
  return useCallback(
    (id: number, enabled: boolean) =>
      withApiErrors(() =>
        set({
          variables: { id, enabled },
          optimisticResponse: { setServiceEnabled: { __typename: 'Service', id, enabled } } as SetServiceEnabledMutation,
        }).then(() => undefined),
      ),
    [set],
  );
}

/** Sends a draft or returned service for staff approval (needs an offer and a photo). */
export function useSubmitService() {
  const [submit] = useSubmitServiceForApprovalMutation();
  return useCallback(
    (id: number) => withApiErrors(async () => (await submit({ variables: { id } })).data!.submitServiceForApproval),
    [submit],
  );
}
