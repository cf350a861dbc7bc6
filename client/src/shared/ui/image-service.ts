// Photos are shown through the image service at /api/photos/{name} (spec section 7, Photos):
// width, height, fit, crop, mask and auto format as query parameters, and responsive srcsets with
// the spec's defaults (widths from 100 to 8192, each step 8% wider).

import { SRCSET_DEFAULTS, targetWidths } from '../../../../common/image-widths';

export { SRCSET_DEFAULTS, targetWidths };

export interface PhotoParams {
  w?: number;
  h?: number;
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside' | 'crop' | 'clip' | 'max';
  crop?: 'faces' | 'entropy' | 'attention' | 'center' | 'top' | 'bottom' | 'left' | 'right';
  mask?: 'ellipse';
  /** AVIF or WebP as the browser accepts. */
  auto?: 'format';
  q?: number;
}

/** The image service address of a stored photo, with the given transformations. */
export function photoUrl(name: string, params: PhotoParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `/api/photos/${encodeURIComponent(name)}${search ? `?${search}` : ''}`;
}

/**
 * A srcset of the photo through the image service. `intrinsicWidth` (the stored photo's width)
 * caps the widths: the service never enlarges, so larger candidates would only cost bytes.
 */
export function photoSrcSet(name: string, intrinsicWidth?: number, params: Omit<PhotoParams, 'w'> = { auto: 'format' }): string {
  const maxWidth = Math.min(SRCSET_DEFAULTS.maxWidth, intrinsicWidth ?? SRCSET_DEFAULTS.maxWidth);
  const minWidth = Math.min(SRCSET_DEFAULTS.minWidth, maxWidth);
  return targetWidths({ minWidth, maxWidth })
    .map((width) => `${photoUrl(name, { ...params, w: width })} ${width}w`)
    .join(', ');
}
