import { useCountriesQuery, type CountriesQuery } from '../../../graphql/generated';

export type Country = CountriesQuery['countries'][number];

/** All ISO countries, sorted by name in the user's language. */
export function useCountries() {
  const { data, loading, error } = useCountriesQuery();
  return { countries: data?.countries ?? [], loading, error };
}
