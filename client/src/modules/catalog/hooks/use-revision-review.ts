import { useCallback } from 'react';
import {
  ServiceRevisionsForReviewDocument,
  useApproveServiceRevisionMutation,
  useReturnServiceRevisionMutation,
  useServiceRevisionsForReviewQuery,
  type ServiceRevisionsForReviewQuery,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type RevisionReview = ServiceRevisionsForReviewQuery['serviceRevisionsForReview'][number];

/** Staff: pending changes to live services, oldest first, with the changed fields. */
export function useRevisionsForReview() {
  const { data, loading, error, refetch } = useServiceRevisionsForReviewQuery({ fetchPolicy: 'cache-and-network' });
  const reload = useCallback(() => void refetch(), [refetch]);
  return { reviews: data?.serviceRevisionsForReview ?? [], loading: loading && !data, error, reload };
}

/** Staff: approve a revision (it goes public), or send it back with a note; both name the version staff saw. */
export function useRevisionActions() {
  const refetch = { refetchQueries: [ServiceRevisionsForReviewDocument], awaitRefetchQueries: true };
  const [approve] = useApproveServiceRevisionMutation(refetch);
  const [send] = useReturnServiceRevisionMutation(refetch);
  return {
    approve: useCallback(
      (id: number, version: number) => withApiErrors(() => approve({ variables: { id, version } }).then(() => undefined)),
      [approve],
    ),
    sendBack: useCallback(
      (id: number, version: number, note: string) => withApiErrors(() => send({ variables: { id, version, note } }).then(() => undefined)),
      [send],
    ),
  };
}
