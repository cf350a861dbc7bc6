// How the gallery on top of a service page lays out 1, 2, 3, 4 and 5+ photos: one CSS grid per
// count and screen size, so every tile shares the grid's edges (no cover ending short of its
// neighbours) and no photo is squeezed into a narrow strip.

/** Tiles are named a (the cover), b, c, d, e in grid-template-areas. */
export const TILE_NAMES = ['a', 'b', 'c', 'd', 'e'] as const;

export interface GridShape {
  /** A grid-template-areas value, one quoted string per row. */
  areas: string;
  /** The gallery's aspect ratio (width / height); rows and columns share it equally. */
  ratio: string;
}

export interface GalleryLayout {
  /** Photos shown as tiles (at most 5). */
  shown: number;
  /** Photos only in the viewer: the last tile says "+N". */
  hidden: number;
  /** Phones and narrow windows. */
  narrow: GridShape;
  /** From 62em on. */
  wide: GridShape;
}

const rows = (...lines: string[]) => lines.map((line) => `"${line}"`).join(' ');

const SHAPES: Record<number, { narrow: GridShape; wide: GridShape }> = {
  1: { narrow: { areas: rows('a'), ratio: '3 / 2' }, wide: { areas: rows('a'), ratio: '5 / 2' } },
  // Two equal halves: the second photo is as much a photo as the cover.
  2: { narrow: { areas: rows('a b'), ratio: '2 / 1' }, wide: { areas: rows('a b'), ratio: '5 / 2' } },
  3: { narrow: { areas: rows('a a', 'a a', 'b c'), ratio: '1 / 1' }, wide: { areas: rows('a a b', 'a a c'), ratio: '5 / 2' } },
  4: {
    narrow: { areas: rows('a a a', 'a a a', 'b c d'), ratio: '1 / 1' },
    wide: { areas: rows('a a a b', 'a a a c', 'a a a d'), ratio: '5 / 2' },
  },
  5: {
    narrow: { areas: rows('a a a a', 'a a a a', 'a a a a', 'b c d e'), ratio: '1 / 1' },
    wide: { areas: rows('a a b c', 'a a d e'), ratio: '5 / 2' },
  },
};

export function galleryLayout(count: number): GalleryLayout {
  const shown = Math.min(Math.max(count, 0), TILE_NAMES.length);
  if (shown === 0) return { shown: 0, hidden: 0, narrow: { areas: '', ratio: '3 / 1' }, wide: { areas: '', ratio: '3 / 1' } };
  return { shown, hidden: count - shown, ...SHAPES[shown] };
}
