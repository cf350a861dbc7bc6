import { useLanguagesQuery, type LanguagesQuery } from '../../../graphql/generated';

export type ServiceLanguage = LanguagesQuery['languages'][number];

/** Languages a service can be run in. */
export function useLanguages() {
  const { data, loading, error } = useLanguagesQuery();
  return { languages: data?.languages ?? [], loading, error };
}
