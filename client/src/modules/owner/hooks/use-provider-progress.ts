import { useProviderProgressQuery } from '../../../graphql/generated';

/** How far the provider has come: company, brands, services, approvals. */
export function useProviderProgress() {
  const { data, loading, error } = useProviderProgressQuery({ fetchPolicy: 'cache-and-network' });
  return { progress: data?.providerProgress ?? null, loading: loading && !data, error };
}
