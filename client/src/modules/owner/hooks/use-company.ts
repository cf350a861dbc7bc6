import { useCallback } from 'react';
import {
  MyCompanyDocument,
  ProviderProgressDocument,
  useCreateCompanyMutation,
  useMyCompanyQuery,
  useUpdateCompanyMutation,
  type CompanyFieldsFragment,
  type CompanyInput,
} from '../../../graphql/generated';
import { getStoredUser, setUser } from '../../accounts/auth-store';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type Company = CompanyFieldsFragment;

/** The provider's business entity, or null before it is registered. */
export function useCompany() {
  const { data: current, previousData, loading, error } = useMyCompanyQuery({ fetchPolicy: 'cache-and-network' });
  // While the store is reset (a language switch), the last result stands in: forms stay mounted.
  const data = current ?? previousData;
  return { company: data?.myCompany ?? null, loading: loading && !data, error };
}

/** Changing company data updates the stored user info (spec section 4), e.g. the name in the session. */
function rememberCompany(company: Company) {
  const user = getStoredUser();
  if (user) setUser({ ...user, company: { id: company.id, name: company.legalName } });
}

/** Registers the business entity, or updates it once it exists; failures come as ApiError. */
export function useSaveCompany() {
  const [create] = useCreateCompanyMutation({ refetchQueries: [MyCompanyDocument, ProviderProgressDocument] });
  const [update] = useUpdateCompanyMutation();
  return useCallback(
    (input: CompanyInput, exists: boolean) =>
      withApiErrors(async () => {
        const company = exists
          ? (await update({ variables: { input } })).data!.updateCompany
          : (await create({ variables: { input } })).data!.createCompany;
        rememberCompany(company);
        return company;
      }),
    [create, update],
  );
}
