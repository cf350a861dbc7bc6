import { AspectRatio, Box, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { ServicePhoto } from '../../../../shared/ui/service-photo';
import type { Photo } from '../../hooks/use-photos';
import classes from './photo-gallery-view.module.css';

const THUMBNAILS = 4;

/** The gallery on top of a service page: the cover large, a few more beside it, all in a viewer. */
export function PhotoGalleryView({ photos, title }: { photos: Photo[]; title: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) {
    return (
      <Box className={classes.empty}>
        <Text c="dimmed">{intl.formatMessage({ id: 'preview.noPhotos' })}</Text>
      </Box>
    );
  }
  const [cover, ...rest] = photos;
  const shown = rest.slice(0, THUMBNAILS);
  const hidden = photos.length - 1 - shown.length;
  const alt = (photo: Photo) => photo.description || title;
  const viewing = open === null ? null : photos[open];

  return (
    <section aria-label={intl.formatMessage({ id: 'preview.gallery' })} className={classes.gallery} data-count={Math.min(photos.length, 5)}>
      <UnstyledButton className={classes.cover} onClick={() => setOpen(0)} aria-label={intl.formatMessage({ id: 'preview.openPhoto' }, { number: 1 })}>
        <AspectRatio ratio={3 / 2} h="100%">
          <ServicePhoto
            name={cover.name}
            description={alt(cover)}
            width={cover.width}
            height={cover.height}
            sizes="(min-width: 62em) 640px, 100vw"
            fit="cover"
            eager
          />
        </AspectRatio>
      </UnstyledButton>
      {shown.length > 0 && (
        <div className={classes.thumbs} style={{ '--thumb-columns': shown.length >= 3 ? 2 : 1 } as CSSProperties}>
          {shown.map((photo, index) => (
            <UnstyledButton
              key={photo.name}
              className={classes.thumb}
              onClick={() => setOpen(index + 1)}
              aria-label={intl.formatMessage({ id: 'preview.openPhoto' }, { number: index + 2 })}
            >
              <ServicePhoto
                name={photo.name}
                description={alt(photo)}
                width={photo.width}
                height={photo.height}
                sizes="(min-width: 62em) 320px, 25vw"
                fit="cover"
                h="100%"
                w="100%"
              />
              {hidden > 0 && index === shown.length - 1 && <span className={classes.more}>+{hidden}</span>}
            </UnstyledButton>
          ))}
        </div>
      )}
      <Modal
        opened={viewing !== null}
        onClose={() => setOpen(null)}
        size="xl"
        title={viewing ? alt(viewing) : ''}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'app.close' }) }}
      >
        {viewing && (
          <Box>
            <ServicePhoto
              name={viewing.name}
              description={alt(viewing)}
              width={viewing.width}
              height={viewing.height}
              sizes="(min-width: 62em) 860px, 100vw"
              fit="contain"
              mah="70vh"
            />
            <SimpleGrid cols={{ base: 5, sm: 8 }} spacing={6} mt="sm">
              {photos.map((photo, index) => (
                <UnstyledButton
                  key={photo.name}
                  onClick={() => setOpen(index)}
                  className={classes.thumb}
                  data-active={index === open || undefined}
                  aria-label={intl.formatMessage({ id: 'preview.openPhoto' }, { number: index + 1 })}
                >
                  <AspectRatio ratio={1}>
                    <ServicePhoto name={photo.name} description={alt(photo)} width={photo.width} height={photo.height} sizes="96px" fit="cover" />
                  </AspectRatio>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Box>
        )}
      </Modal>
    </section>
  );
}
