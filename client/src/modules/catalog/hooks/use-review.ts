import { useCallback } from 'react';
import {
  ServicesForReviewDocument,
  useApproveServiceMutation,
  useReturnServiceMutation,
  useServicesForReviewQuery,
} from '../../../graphql/generated';
import { withApiErrors } from '../../owner/graphql-errors';

/** Staff: services waiting for approval, oldest first. */
export function useServicesForReview() {
  const { data, loading, error } = useServicesForReviewQuery({ fetchPolicy: 'cache-and-network' });
  return { services: data?.servicesForReview ?? [], loading: loading && !data, error };
}

/** Staff: approve and release, or send back with a note. */
export function useReviewActions() {
  const refetch = { refetchQueries: [ServicesForReviewDocument], awaitRefetchQueries: true };
  const [approve] = useApproveServiceMutation(refetch);
  const [send] = useReturnServiceMutation(refetch);
  return {
    approve: useCallback((id: number) => withApiErrors(() => approve({ variables: { id } }).then(() => undefined)), [approve]),
    sendBack: useCallback(
      (id: number, note: string) => withApiErrors(() => send({ variables: { id, note } }).then(() => undefined)),
      [send],
    ),
  };
}
