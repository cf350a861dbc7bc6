import { useCallback } from 'react';
import {
  useApproveServiceMutation,
  useReturnServiceMutation,
  useServiceReviewQuery,
  useServiceReviewsQuery,
  type ReviewFilter,
  type ServiceReviewFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type ServiceReview = ServiceReviewFieldsFragment;

/** Staff: the services of one review filter, with the guest view, provider, company, brand and history. */
export function useServiceReviews(filter: ReviewFilter) {
  const { data, previousData, loading, error } = useServiceReviewsQuery({ variables: { filter }, fetchPolicy: 'cache-and-network' });
  return { reviews: data?.serviceReviews ?? [], loading: loading && !data && !previousData, error };
}

/** Staff: one service under review (the full preview). */
export function useServiceReview(serviceId: number) {
  const { data, loading, error } = useServiceReviewQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  return { review: data?.serviceReview ?? null, loading: loading && !data, error };
}

/** Staff: approve and release, or send back with a note. */
export function useReviewActions() {
  // Whichever review screen is open (the list or one service) reloads.
  const refetch = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
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
