// The srcset width ladder (spec: widths from 100 to 8192, each step 8% wider). The client builds its
// srcsets from it and the image service snaps every requested size to it, so a photo has a bounded
// set of rendered variants.

export const SRCSET_DEFAULTS = { minWidth: 100, maxWidth: 8192, tolerance: 0.08 } as const;

/** The spec's avatar: 120 by 120, an elliptical face crop. Rendered at exactly this size. */
export const AVATAR_SIZE = 120;

/**
 * The widths a srcset offers: from `minWidth`, each `tolerance` wider than the one before (rounded
 * to even pixels), ending exactly at `maxWidth`.
 */
export function targetWidths({
  minWidth = SRCSET_DEFAULTS.minWidth,
  maxWidth = SRCSET_DEFAULTS.maxWidth,
  tolerance = SRCSET_DEFAULTS.tolerance,
}: { minWidth?: number; maxWidth?: number; tolerance?: number } = {}): number[] {
  const top = Math.max(1, Math.round(maxWidth));
  const widths: number[] = [];
  for (let width = minWidth; width < top; width *= 1 + tolerance) {
    const even = 2 * Math.round(width / 2);
    if (even < top && widths[widths.length - 1] !== even) widths.push(even);
  }
  widths.push(top);
  return widths;
}
