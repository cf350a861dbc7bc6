import { Box, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { ServicePhoto } from '../../../../shared/ui/service-photo';
import { galleryLayout, TILE_NAMES } from './gallery-layout';
import classes from './photo-gallery-view.module.css';

// The viewer's code arrives with the first click on a photo, not with the page.
const PhotoLightbox = lazy(() => import('./photo-lightbox'));

/** What the gallery needs of a photo: a provider's photo and a public one both have it. */
export interface GalleryPhoto {
  name: string;
  description: string;
  width: number;
  height: number;
}

/** How wide a tile is on screen, for the srcset: the cover takes up to half or more, the rest less. */
function tileSizes(index: number, shown: number): string {
  if (index === 0 || shown <= 2) return shown === 1 ? '(min-width: 62em) 1100px, 100vw' : '(min-width: 62em) 720px, 100vw';
  return '(min-width: 62em) 360px, 50vw';
}

/** The gallery on top of a service page: up to five photos in a grid chosen by their number, all in a viewer. */
export function PhotoGalleryView({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
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
  const alt = (photo: GalleryPhoto) => photo.description || title;
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
            aria-haspopup="dialog"
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
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} alt={alt} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
