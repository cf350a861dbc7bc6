// The staff's announcement list and its changes; failures come back as ApiErrors for the forms.
import {
  AllAnnouncementsDocument,
  useAllAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useReorderAnnouncementsMutation,
  useUpdateAnnouncementMutation,
  type AnnouncementInput,
  type StaffAnnouncementFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type StaffAnnouncement = StaffAnnouncementFieldsFragment;

export function useStaffAnnouncements() {
  const { data, loading, error } = useAllAnnouncementsQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: AllAnnouncementsDocument }];
  const [create] = useCreateAnnouncementMutation({ refetchQueries, awaitRefetchQueries: true });
  const [update] = useUpdateAnnouncementMutation();
  const [remove] = useDeleteAnnouncementMutation({ refetchQueries, awaitRefetchQueries: true });
  const [reorder] = useReorderAnnouncementsMutation();

  return {
    announcements: data?.allAnnouncements ?? [],
    loading: loading && !data,
    error: data ? undefined : error,
    save: (id: number | null, input: AnnouncementInput): Promise<unknown> =>
      withApiErrors<unknown>(() => (id === null ? create({ variables: { input } }) : update({ variables: { id, input } }))),
    remove: (id: number) => withApiErrors(() => remove({ variables: { id } })),
    reorder: (ids: number[]) =>
      withApiErrors(() =>
        reorder({
          variables: { input: { ids } },
          update: (cache, result) => {
            if (result.data)
              cache.writeQuery({ query: AllAnnouncementsDocument, data: { allAnnouncements: result.data.reorderAnnouncements } });
          },
        }),
      ),
  };
}
