// Staff: the partners by status, a page at a time, and the decision (approve or suspend).
import { useCallback } from 'react';
import { StaffPartnersDocument, useDecidePartnerMutation, useStaffPartnersQuery, type PartnerStatus } from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export const PARTNERS_PAGE_SIZE = 20;

/** One page (zero-based) of partners, of one status or (null) all. */
export function useStaffPartners(status: PartnerStatus | null, page: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useStaffPartnersQuery({
    variables: { status, page, size: PARTNERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? previousData;
  return { page: data?.partners ?? null, loading: loading && !data, error };
}

export function useDecidePartner() {
  const [decide] = useDecidePartnerMutation({ refetchQueries: [StaffPartnersDocument] });
  return useCallback(
    (id: number, approved: boolean) =>
      withApiErrors(async () => (await decide({ variables: { id, input: { approved } } })).data!.decidePartner),
    [decide],
  );
}
