import type { ApolloCache } from '@apollo/client';
import { useMemo } from 'react';
import {
  useCreateSeasonMutation,
  useDeleteSeasonMutation,
  useServiceSeasonsQuery,
  useUpdateSeasonMutation,
  type SeasonDetailsFragment,
  type SeasonInput,
} from '../../../graphql/generated';
import { toApiError } from '../../../shared/api/graphql-errors';

export type Season = SeasonDetailsFragment;

/** What guests can book changes with every season write: drop the cached calendars. */
function forgetAvailability(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'availability' });
  cache.gc();
}

const refetchSeasons = { refetchQueries: ['ServiceSeasons'], awaitRefetchQueries: true };

/** A service's seasons, in calendar order (earliest first). */
export function useSeasons(serviceId: number) {
  const { data, loading, error, refetch } = useServiceSeasonsQuery({ variables: { serviceId } });
  const seasons = useMemo(() => [...(data?.serviceSeasons.content ?? [])].sort((a, b) => a.from.localeCompare(b.from)), [data]);
  return { seasons, loading: loading && !data, error, refetch };
}

/** Creates (without `seasonId`) or replaces a season; failures come back as ApiError. */
export function useSaveSeason(serviceId: number) {
  const [create] = useCreateSeasonMutation({ ...refetchSeasons, update: forgetAvailability });
  const [update] = useUpdateSeasonMutation({ ...refetchSeasons, update: forgetAvailability });
  return async (input: SeasonInput, seasonId?: number): Promise<Season> => {
    try {
      if (seasonId === undefined) return (await create({ variables: { serviceId, input } })).data!.createSeason;
      return (await update({ variables: { id: seasonId, input } })).data!.updateSeason;
    } catch (error) {
      throw toApiError(error);
    }
  };
}

export function useDeleteSeason() {
  const [remove] = useDeleteSeasonMutation({ ...refetchSeasons, update: forgetAvailability });
  return async (seasonId: number): Promise<void> => {
    try {
      await remove({ variables: { id: seasonId } });
    } catch (error) {
      throw toApiError(error);
    }
  };
}
