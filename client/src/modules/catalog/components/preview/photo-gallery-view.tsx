import { AspectRatio, Box, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { ServicePhoto } from '../../../../shared/ui/service-photo';
import type { Photo } from '../../hooks/use-photos';
import { galleryLayout, TILE_NAMES } from './gallery-layout';
import classes from './photo-gallery-view.module.css';

/** How wide a tile is on screen, for the srcset: the cover takes up to half or more, the rest less. */
function tileSizes(index: number, shown: number): string {
  if (index === 0 || shown <= 2) return shown === 1 ? '(min-width: 62em) 1100px, 100vw' : '(min-width: 62em) 720px, 100vw';
  return '(min-width: 62em) 360px, 50vw';
}

/** The gallery on top of a service page: up to five photos in a grid chosen by their number, all in a viewer. */
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
  const layout = galleryLayout(photos.length);
  const tiles = photos.slice(0, layout.shown);
  const alt = (photo: Photo) => photo.description || title;
  const viewing = open === null ? null : photos[open];
  const grid = {
    '--gallery-narrow-areas': layout.narrow.areas,
    '--gallery-narrow-ratio': layout.narrow.ratio,
    '--gallery-wide-areas': layout.wide.areas,
    '--gallery-wide-ratio': layout.wide.ratio,
  } as CSSProperties;

  return (
    <section aria-label={intl.formatMessage({ id: 'preview.gallery' })} data-count={layout.shown}>
      <div className={classes.gallery} style={grid} data-testid="gallery-grid">
        {tiles.map((photo, index) => (
          <UnstyledButton
            key={photo.name}
            className={classes.tile}
            style={{ gridArea: TILE_NAMES[index] }}
            onClick={() => setOpen(index)}
            aria-label={intl.formatMessage({ id: 'preview.openPhoto' }, { number: index + 1 })}
            data-testid="gallery-tile"
          >
            <ServicePhoto
              name={photo.name}
              description={alt(photo)}
              width={photo.width}
              height={photo.height}
              sizes={tileSizes(index, layout.shown)}
              fit="cover"
              h="100%"
              w="100%"
              eager={index === 0}
            />
            {layout.hidden > 0 && index === tiles.length - 1 && <span className={classes.more}>+{layout.hidden}</span>}
          </UnstyledButton>
        ))}
      </div>
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
                  className={classes.tile}
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
