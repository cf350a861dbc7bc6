import {
  ScheduleCalendarFeedDocument,
  useResetScheduleCalendarFeedMutation,
  useScheduleCalendarFeedQuery,
} from '../../../graphql/generated';
import { toApiError } from '../../../shared/api/graphql-errors';

/** The provider's secret iCalendar address of confirmed bookings, and replacing it. */
export function useCalendarFeed() {
  const { data, loading, error } = useScheduleCalendarFeedQuery();
  const [resetFeed, { loading: resetting }] = useResetScheduleCalendarFeedMutation({
    // The new address replaces the old one in the cached query.
    update(cache, result) {
      if (!result.data) return;
      cache.writeQuery({ query: ScheduleCalendarFeedDocument, data: { calendarFeed: result.data.resetCalendarFeed } });
    },
  });
  const reset = async () => {
    try {
      await resetFeed();
    } catch (failure) {
      throw toApiError(failure);
    }
  };
  return { url: data?.calendarFeed.url ?? null, loading: loading && !data, failed: Boolean(error), reset, resetting };
}
