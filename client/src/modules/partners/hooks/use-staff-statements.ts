// Staff: the partners' monthly statements (due first, then paid) and "mark paid".
import { useCallback } from 'react';
import {
  StaffPartnerStatementsDocument,
  usePayPartnerStatementMutation,
  useStaffPartnerStatementsQuery,
  type PartnerStatementStatus,
  type StaffPartnerStatementFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type StaffStatement = StaffPartnerStatementFieldsFragment;
export const STATEMENTS_PAGE_SIZE = 20;

/** One page (zero-based) of statements, READY or PAID, or (null) both. */
export function useStaffStatements(status: PartnerStatementStatus | null, page: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useStaffPartnerStatementsQuery({
    variables: { status, page, size: STATEMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? previousData;
  return { page: data?.adminPartnerStatements ?? null, loading: loading && !data, error };
}

export function usePayStatement() {
  const [pay] = usePayPartnerStatementMutation({ refetchQueries: [StaffPartnerStatementsDocument] });
  return useCallback((id: number) => withApiErrors(async () => (await pay({ variables: { id } })).data!.payPartnerStatement), [pay]);
}
