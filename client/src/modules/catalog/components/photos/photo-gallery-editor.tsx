import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import { useNotify } from '../../../../shared/ui/use-notify';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../../shared/ui/load-error';
import {
  ADVISED_PHOTO_COUNT,
  useDeletePhoto,
  useDescribePhoto,
  useMarkPrimaryPhoto,
  usePhotos,
  useUploadPhoto,
  type Photo,
} from '../../hooks/use-photos';
import { PhotoCard } from './photo-card';
import { PhotoUploader } from './photo-uploader';

/** The photo gallery of a service: upload, choose the cover, describe (alt text), delete. */
export function PhotoGalleryEditor({ serviceId }: { serviceId: number }) {
  const intl = useIntl();
  const notify = useNotify();
  const { photos, loading, error } = usePhotos(serviceId);
  const upload = useUploadPhoto(serviceId);
  const markPrimary = useMarkPrimaryPhoto(serviceId);
  const describe = useDescribePhoto(serviceId);
  const deletePhoto = useDeletePhoto(serviceId);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [working, setWorking] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setWorking(true);
    try {
      await deletePhoto(deleting.name);
      notify.success({ id: 'photos.deleted' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
    } finally {
      setWorking(false);
      setDeleting(null);
    }
  }

  return (
    <Stack gap="md">
      <PhotoUploader upload={upload} onUploaded={(count) => notify.success({ id: 'photos.uploaded', values: { count } })} />
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'photos.advice' }, { count: ADVISED_PHOTO_COUNT })}
      </Text>
      {photos.length > ADVISED_PHOTO_COUNT && (
        <Alert color="terracotta" variant="light" role="status">
          {intl.formatMessage({ id: 'photos.tooMany' }, { count: photos.length, advised: ADVISED_PHOTO_COUNT })}
        </Alert>
      )}
      {loading ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true">
          <Skeleton height={260} radius="md" />
          <Skeleton height={260} radius="md" />
          <Skeleton height={260} radius="md" />
        </SimpleGrid>
      ) : error ? (
        <LoadError error={error} />
      ) : photos.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {intl.formatMessage({ id: 'photos.empty' })}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.name}
              photo={photo}
              number={index + 1}
              onMakeCover={async () => {
                await markPrimary(photo.name);
                notify.success({ id: 'photos.coverChanged' });
              }}
              onDescribe={async (description) => {
                await describe(photo.name, description);
                notify.success({ id: 'photos.descriptionSaved' });
              }}
              onDelete={() => setDeleting(photo)}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage({ id: 'photos.deleteTitle' })}
        text={intl.formatMessage({ id: deleting?.primary ? 'photos.deleteCoverText' : 'photos.deleteText' })}
        confirmLabel={intl.formatMessage({ id: 'form.delete' })}
        working={working}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
