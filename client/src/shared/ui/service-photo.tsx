import { Image, type ImageProps } from '@mantine/core';
import { photoSrcSet, photoUrl } from './image-service';

interface ServicePhotoProps extends Omit<ImageProps, 'src'> {
  name: string;
  /** The alt text (spec: the photo description). */
  description: string;
  /** The stored photo's size: caps the srcset (the image service never enlarges). */
  width?: number | null;
  height?: number | null;
  /** Which width the photo takes on screen, e.g. "(min-width: 62em) 50vw, 100vw". */
  sizes: string;
  /** Lazy unless it is the first thing on screen; an eager photo is also fetched first (the page's LCP). */
  eager?: boolean;
}

/**
 * A stored photo through the image service, with a responsive srcset capped at its own width.
 * Its box comes from the layout (an AspectRatio around it, or `h`/`w`), not from the photo.
 */
export function ServicePhoto({ name, description, width, height: _height, sizes, eager, ...rest }: ServicePhotoProps) {
  const fallbackWidth = Math.min(width ?? 800, 800);
  return (
    <Image
      {...rest}
      src={photoUrl(name, { w: fallbackWidth, auto: 'format' })}
      srcSet={photoSrcSet(name, width ?? undefined)}
      sizes={sizes}
      alt={description}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
