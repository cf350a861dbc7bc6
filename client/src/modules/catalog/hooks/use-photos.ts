import { useCallback } from 'react';
import {
  ServicePhotosDocument,
  useDeletePhotoMutation,
  useDescribePhotoMutation,
  useMarkPrimaryPhotoMutation,
  useServicePhotosQuery,
  type PhotoFieldsFragment,
} from '../../../graphql/generated';
import { useApolloClient } from '@apollo/client/react';
import { apiFetch } from '../../../shared/api/rest';
import type { RestSchema } from '../../../shared/api/rest-schema';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type Photo = PhotoFieldsFragment;

/** Largest photo upload the server takes. */
export const MAX_SERVICE_PHOTO_BYTES = 10 * 1024 * 1024;
/** More photos than this and the gallery gets long: spec section 9 advises at most 10. */
export const ADVISED_PHOTO_COUNT = 10;

/** The photos of one of the provider's services, cover first. */
export function usePhotos(serviceId: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useServicePhotosQuery({
    variables: { serviceId },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? (previousData?.servicePhotos.every((photo) => photo.serviceId === serviceId) ? previousData : undefined);
  return { photos: data?.servicePhotos ?? [], loading: loading && !data, error };
}

/**
 * Uploads one photo (multipart, REST: GraphQL has no file uploads here), then reloads the gallery.
 * The first photo of a service becomes its cover.
 */
export function useUploadPhoto(serviceId: number) {
  const client = useApolloClient();
  return useCallback(
    async (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      const photo: Photo = await apiFetch<RestSchema['Photo']>(`/owner/services/${serviceId}/photos`, { method: 'POST', body });
      await client.refetchQueries({ include: [ServicePhotosDocument] });
      return photo;
    },
    [client, serviceId],
  );
}

export function useMarkPrimaryPhoto(serviceId: number) {
  const [mark] = useMarkPrimaryPhotoMutation({
    refetchQueries: [{ query: ServicePhotosDocument, variables: { serviceId } }],
  });
  return useCallback(
    (photoName: string) => withApiErrors(() => mark({ variables: { serviceId, photoName } }).then(() => undefined)),
    [mark, serviceId],
  );
}

export function useDescribePhoto(serviceId: number) {
  const [describe] = useDescribePhotoMutation();
  return useCallback(
    (photoName: string, description: string) =>
      withApiErrors(() => describe({ variables: { serviceId, input: { photoName, description } } }).then(() => undefined)),
    [describe, serviceId],
  );
}

export function useDeletePhoto(serviceId: number) {
  const [remove] = useDeletePhotoMutation({
    refetchQueries: [{ query: ServicePhotosDocument, variables: { serviceId } }],
    awaitRefetchQueries: true,
  });
  return useCallback(
    (photoName: string) => withApiErrors(() => remove({ variables: { serviceId, photoName } }).then(() => undefined)),
    [remove, serviceId],
  );
}
