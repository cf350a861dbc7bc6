// The sizes the image service renders. Requested widths and heights snap up to the srcset width
// ladder the client uses (common/image-widths.ts: 100 to 8192, each step 8% wider),
// so a photo has a bounded set of cached variants; nothing is ever larger than the source or
// than MAX_OUTPUT_SIDE.
import { AVATAR_SIZE, SRCSET_DEFAULTS, targetWidths } from '../../../../common/image-widths.js';

export const MAX_OUTPUT_SIDE = 4096;
/** Quality snaps to steps of 5, so `q` adds at most 20 variants. */
const QUALITY_STEP = 5;

/** The srcset ladder plus the spec's avatar size, ascending. */
export const LADDER_WIDTHS: readonly number[] = [...new Set([...targetWidths(), AVATAR_SIZE])].sort((a, b) => a - b);
const LADDER_TOP = SRCSET_DEFAULTS.maxWidth;

/** The smallest ladder step at least `size` (the ladder's top for anything larger). */
export function snapToLadder(size: number | undefined): number | undefined {
  if (size === undefined) return undefined;
  return LADDER_WIDTHS.find((step) => step >= size) ?? LADDER_TOP;
}

export function snapQuality(quality: number | undefined): number | undefined {
  if (quality === undefined) return undefined;
  return Math.min(100, Math.max(QUALITY_STEP, Math.round(quality / QUALITY_STEP) * QUALITY_STEP));
}

/**
 * The box to render into for a source of `source` size. For a box that is filled (cover, contain,
 * fill, outside) the asked box is scaled down, keeping its proportions, until it fits inside the
 * source and MAX_OUTPUT_SIDE; for `inside` each side is capped on its own. A box never grows.
 */
export function boundedBox(
  box: { width?: number; height?: number },
  source: { width: number; height: number },
  fit: 'cover' | 'contain' | 'fill' | 'inside' | 'outside',
): { width?: number; height?: number } {
  const maxWidth = Math.min(source.width, MAX_OUTPUT_SIDE);
  const maxHeight = Math.min(source.height, MAX_OUTPUT_SIDE);
  if (fit === 'inside') {
    return { width: box.width && Math.min(box.width, maxWidth), height: box.height && Math.min(box.height, maxHeight) };
  }
  const limits = [1];
  if (box.width) limits.push(maxWidth / box.width);
  if (box.height) limits.push(maxHeight / box.height);
  const scale = Math.min(...limits);
  const scaled = (size: number | undefined) => (size ? Math.max(1, Math.round(size * scale)) : undefined);
  return { width: scaled(box.width), height: scaled(box.height) };
}
