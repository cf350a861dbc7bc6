// Staff: one page of inquiries of a kind, and the handled toggle (generated hooks wrapped here).
import { useCallback } from 'react';
import { useInquiriesQuery, useSetInquiryHandledMutation, type InquiryFieldsFragment, type InquiryKind } from '../../graphql/generated';
import { withApiErrors } from '../../shared/api/graphql-errors';

export type StaffInquiry = InquiryFieldsFragment;

export const INQUIRY_KINDS: InquiryKind[] = ['HELP', 'DEMAND', 'CHRISTMAS_ACTION', 'COOPERATION', 'BRAND_CONTACT'];
export const INQUIRY_PAGE_SIZE = 20;

export function useInquiries(kind: InquiryKind, page: number) {
  const { data, loading, error } = useInquiriesQuery({
    variables: { kind, page, size: INQUIRY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return { page: data?.inquiries ?? null, loading: loading && !data, error };
}

export function useSetInquiryHandled() {
  const [mutate] = useSetInquiryHandledMutation();
  return useCallback(
    (id: number, handled: boolean) => withApiErrors(() => mutate({ variables: { id, handled } }).then(() => undefined)),
    [mutate],
  );
}
