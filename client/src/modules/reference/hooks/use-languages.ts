import type { LanguagesQuery } from '../../../graphql/generated';
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';
import { usePublicData } from '../../../shared/api/use-public-data';

export type ServiceLanguage = LanguagesQuery['languages'][number];

/** Languages a service can be run in (over REST, as the guest lists' filters need them). */
export function useLanguages() {
  const { data, loading, error } = usePublicData('/languages', (signal): Promise<ServiceLanguage[]> =>
    apiFetch<RestSchema['Language'][]>('/languages', { signal }),
  );
  return { languages: data ?? [], loading, error };
}
