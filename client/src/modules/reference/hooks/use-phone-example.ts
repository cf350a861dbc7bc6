import { usePhoneExampleQuery } from '../../../graphql/generated';

/** An example mobile number for a country (ISO code), to show as a phone input's placeholder. */
export function usePhoneExample(countryCode: string | null | undefined) {
  const { data, loading } = usePhoneExampleQuery({
    variables: { code: countryCode ?? '' },
    skip: !countryCode,
  });
  return { example: data?.phoneExample ?? null, loading };
}
