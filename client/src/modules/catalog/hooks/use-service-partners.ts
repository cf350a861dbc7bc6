// The sales partners a provider may open an exclusive service to (the directory of approved partners)
// and those chosen for one service, saved by their own call after the service itself.
import { useCallback, useMemo } from 'react';
import {
  ServicePartnersDocument,
  usePartnerDirectoryQuery,
  useServicePartnersQuery,
  useSetServicePartnersMutation,
  type PartnerDirectoryFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type DirectoryPartner = PartnerDirectoryFieldsFragment;

/** Approved partners with their objects (no payout details); asked only when `wanted`. */
export function usePartnerDirectory(wanted: boolean) {
  const { data, loading, error } = usePartnerDirectoryQuery({ skip: !wanted, fetchPolicy: 'cache-and-network' });
  return { partners: data?.partnerDirectory ?? [], loading: loading && !data, error };
}

/** The partners chosen for the service (none for a new one). */
export function useServicePartners(serviceId: number | undefined) {
  const { data, loading, error } = useServicePartnersQuery({
    variables: { serviceId: serviceId ?? 0 },
    skip: serviceId === undefined,
    fetchPolicy: 'cache-and-network',
  });
  const partnerIds = useMemo(() => data?.servicePartners.map((partner) => partner.id) ?? [], [data]);
  return { partnerIds, loading: loading && !data, error };
}

export function useSetServicePartners() {
  const [set] = useSetServicePartnersMutation();
  return useCallback(
    (serviceId: number, partnerIds: number[]) =>
      withApiErrors(
        async () =>
          (
            await set({
              variables: { serviceId, input: { partnerIds } },
              refetchQueries: [{ query: ServicePartnersDocument, variables: { serviceId } }],
            })
          ).data!.setServicePartners,
      ),
    [set],
  );
}
