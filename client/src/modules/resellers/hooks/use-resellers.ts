// Resellers (GraphQL), wrapped for the screens: staff's list, detail, form, providers, keys and
// statements; the provider's resellers and switches. Mutations fail as ApiError; lists refetch.
import { useCallback } from 'react';
import {
  ResellerDocument,
  ResellersDocument,
  useAllowResellerProviderMutation,
  useCreateResellerMutation,
  useIssueResellerKeyMutation,
  usePayResellerStatementMutation,
  useProviderResellersQuery,
  useRefuseResellerMutation,
  useRemoveResellerProviderMutation,
  useResellerPartnerChoicesQuery,
  useResellerProviderChoicesQuery,
  useResellerQuery,
  useResellersQuery,
  useRevokeResellerKeyMutation,
  useSetResellerActiveMutation,
  useSetResellerInstantConfirmationMutation,
  useSetResellerSellsServiceMutation,
  useUpdateResellerMutation,
  type ProviderResellersFieldsFragment,
  type ResellerDetailFieldsFragment,
  type ResellerFieldsFragment,
  type ResellerInput,
  type ResellerKeyFieldsFragment,
  type ResellerStatementFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';
import { apiFetch } from '../../../shared/api/rest';
import { saveFile } from '../../../shared/api/save-file';

export type Reseller = ResellerFieldsFragment;
export type ResellerDetail = ResellerDetailFieldsFragment;
export type ResellerKey = ResellerKeyFieldsFragment;
export type ResellerStatement = ResellerStatementFieldsFragment;
export type ProviderResellers = ProviderResellersFieldsFragment;

export function useResellers() {
  const { data: current, previousData, loading, error } = useResellersQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  return { resellers: data?.resellers ?? null, loading: loading && !data, error };
}

export function useReseller(id: number) {
  const { data, loading, error } = useResellerQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  return { reseller: data?.reseller ?? null, statements: data?.resellerStatements ?? [], loading: loading && !data, error };
}

export function useResellerChoices() {
  const providers = useResellerProviderChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const partners = useResellerPartnerChoicesQuery({ fetchPolicy: 'cache-and-network' });
  return {
    providers: providers.data?.resellerProviderChoices ?? [],
    partners: partners.data?.partners.content ?? [],
  };
}

const refetchQueries = [ResellersDocument, ResellerDocument];

/** Creates (no id) or updates a reseller. */
export function useSaveReseller() {
  const [create] = useCreateResellerMutation({ refetchQueries: [ResellersDocument] });
  const [update] = useUpdateResellerMutation({ refetchQueries });
  return useCallback(
    (input: ResellerInput, id?: number): Promise<ResellerDetail> =>
      withApiErrors(async () =>
        id === undefined
          ? (await create({ variables: { input } })).data!.createReseller
          : (await update({ variables: { id, input } })).data!.updateReseller,
      ),
    [create, update],
  );
}

/** Staff's actions on one reseller's page. */
export function useResellerActions(id: number) {
  const [setActive] = useSetResellerActiveMutation({ refetchQueries });
  const [allow] = useAllowResellerProviderMutation({ refetchQueries });
  const [remove] = useRemoveResellerProviderMutation({ refetchQueries });
  const [issue] = useIssueResellerKeyMutation({ refetchQueries });
  const [revoke] = useRevokeResellerKeyMutation({ refetchQueries });
  const [pay] = usePayResellerStatementMutation({ refetchQueries });
  return {
    setActive: (active: boolean) => withApiErrors(async () => (await setActive({ variables: { id, active } })).data!.setResellerActive),
    allowProvider: (companyId: number) =>
      withApiErrors(async () => (await allow({ variables: { id, companyId } })).data!.allowResellerProvider),
    removeProvider: (companyId: number) =>
      withApiErrors(async () => (await remove({ variables: { id, companyId } })).data!.removeResellerProvider),
    issueKey: (companyId: number) => withApiErrors(async () => (await issue({ variables: { id, companyId } })).data!.issueResellerKey),
    revokeKey: (keyId: number) => withApiErrors(async () => (await revoke({ variables: { keyId } })).data!.revokeResellerKey),
    payStatement: (statementId: number) =>
      withApiErrors(async () => (await pay({ variables: { id: statementId } })).data!.payResellerStatement),
  };
}

/** The provider's resellers and services, and its switches (each answers the whole overview). */
export function useProviderResellers() {
  const { data: current, previousData, loading, error } = useProviderResellersQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const [refuse] = useRefuseResellerMutation();
  const [sells] = useSetResellerSellsServiceMutation();
  const [instant] = useSetResellerInstantConfirmationMutation();
  return {
    overview: data?.providerResellers ?? null,
    loading: loading && !data,
    error,
    refuse: (resellerId: number, refused: boolean) => withApiErrors(() => refuse({ variables: { resellerId, refused } })),
    setSells: (serviceId: number, resellerId: number, sold: boolean) =>
      withApiErrors(() => sells({ variables: { serviceId, resellerId, sold } })),
    setInstant: (serviceId: number, value: boolean) => withApiErrors(() => instant({ variables: { serviceId, instant: value } })),
  };
}

/** Downloads a reseller's statement as a PDF (in `lang`) or as CSV; its REST path is the statement's documentUrl. */
export async function downloadResellerStatement(statement: ResellerStatement, format: 'pdf' | 'csv', lang: 'en' | 'hr'): Promise<void> {
  const file = await apiFetch<Blob>(statement.documentUrl.replace(/^\/api/, ''), {
    query: { lang },
    accept: format === 'csv' ? 'text/csv' : 'application/pdf',
    blob: true,
  });
  const slug = statement.resellerName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  saveFile(file, `lokalno-reseller-${slug}-${statement.month}-${lang}.${format}`);
}
