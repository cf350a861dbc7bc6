import { useExchangeRateQuery } from '../../../graphql/generated';

/**
 * The value of one unit of `currency` in HRK, as the server reports it. Prices are converted with
 * the fixed EUR_TO_HRK of shared/format/money whatever this says (spec section 9); this is for display.
 */
export function useExchangeRate(currency: string) {
  const { data, loading, error } = useExchangeRateQuery({ variables: { currency } });
  return { rate: data?.exchangeRate.rate, loading, error };
}
