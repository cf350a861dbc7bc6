import { useServicePreviewQuery, type ServicePreviewQuery } from '../../../graphql/generated';

export type PublicService = ServicePreviewQuery['servicePreview'];

/** The provider's service as guests would see it, with its state and its whole gallery. */
export function useServicePreview(id: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useServicePreviewQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? (previousData?.myService.id === id ? previousData : undefined);
  return {
    preview: data?.servicePreview ?? null,
    state: data?.myService ?? null,
    photos: data?.servicePhotos ?? [],
    loading: loading && !data,
    error,
  };
}
