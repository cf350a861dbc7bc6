// The full-screen photo viewer of a service gallery (yet-another-react-lightbox): keyboard arrows
// and Escape, swipe, a counter, alt texts from the photo descriptions. Loaded only when opened.
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/messages';
import { photoUrl, targetWidths } from '../../../../shared/ui/image-service';
import type { GalleryPhoto } from './photo-gallery-view';

/** Widths the viewer picks from: up to a large screen, never above the stored photo. */
const VIEWER_MAX_WIDTH = 2400;

function slideOf(photo: GalleryPhoto, alt: string) {
  const width = photo.width || 1600;
  const height = photo.height || Math.round(width * 0.66);
  const widths = targetWidths({ minWidth: 400, maxWidth: Math.min(width, VIEWER_MAX_WIDTH) }).filter(
    (_, index, all) => index % 3 === 0 || index === all.length - 1,
  );
  return {
    src: photoUrl(photo.name, { w: Math.min(width, 1600), auto: 'format' }),
    alt,
    width,
    height,
    srcSet: widths.map((w) => ({ src: photoUrl(photo.name, { w, auto: 'format' }), width: w, height: Math.round((height * w) / width) })),
  };
}

interface PhotoLightboxProps {
  photos: GalleryPhoto[];
  alt(photo: GalleryPhoto): string;
  index: number;
  onClose(): void;
}

export default function PhotoLightbox({ photos, alt, index, onClose }: PhotoLightboxProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos.map((photo) => slideOf(photo, alt(photo)))}
      plugins={[Counter]}
      carousel={{ finite: photos.length <= 1 }}
      render={photos.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: label('lightbox.previous'),
        Next: label('lightbox.next'),
        Close: label('app.close'),
        Lightbox: label('lightbox.label'),
        Carousel: label('lightbox.carousel'),
        Slide: label('lightbox.slide'),
        'Photo gallery': label('preview.gallery'),
        // A template yarl fills in itself: the placeholders pass through react-intl unchanged.
        '{index} of {total}': intl.formatMessage({ id: 'lightbox.counter' }, { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
