import { useCallback } from 'react';
import {
  ServiceOffersDocument,
  useCreateOfferMutation,
  useDeleteOfferMutation,
  useServiceOffersQuery,
  useUpdateOfferMutation,
  type OfferFieldsFragment,
  type OfferInput,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type Offer = OfferFieldsFragment;

/** The offers (variations) of one of the provider's services. */
export function useOffers(serviceId: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useServiceOffersQuery({
    variables: { serviceId },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? (previousData?.serviceOffers.every((offer) => offer.serviceId === serviceId) ? previousData : undefined);
  return { offers: data?.serviceOffers ?? [], loading: loading && !data, error };
}

/** Adds offers (one per group size) or updates one; failures come as ApiError. */
export function useSaveOffer(serviceId: number) {
  const refetchQueries = [{ query: ServiceOffersDocument, variables: { serviceId } }];
  const [create] = useCreateOfferMutation({ refetchQueries, awaitRefetchQueries: true });
  const [update] = useUpdateOfferMutation();
  return useCallback(
    (input: OfferInput, offerId?: number) =>
      withApiErrors(async () =>
        offerId === undefined
          ? (await create({ variables: { serviceId, input } })).data!.createOffer
          : (await update({ variables: { serviceId, offerId, input } })).data!.updateOffer,
      ),
    [serviceId, create, update],
  );
}

export function useDeleteOffer(serviceId: number) {
  const [remove] = useDeleteOfferMutation({
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Offer', id: variables.offerId }) });
      cache.gc();
    },
  });
  return useCallback(
    (offerId: number) => withApiErrors(() => remove({ variables: { serviceId, offerId } }).then(() => undefined)),
    [remove, serviceId],
  );
}
