import { describe, expect, it } from 'vitest';
import { galleryLayout, TILE_NAMES } from './gallery-layout';

/** The tiles of a grid-template-areas value, as rows of names. */
const grid = (areas: string) => areas.split('" "').map((row) => row.replaceAll('"', '').split(' '));

/** Each tile's rows and columns, checking it is one rectangle. */
function rectangles(areas: string) {
  const cells = grid(areas);
  const boxes = new Map<string, { top: number; bottom: number; left: number; right: number; count: number }>();
  cells.forEach((row, y) =>
    row.forEach((name, x) => {
      const box = boxes.get(name) ?? { top: y, bottom: y, left: x, right: x, count: 0 };
      boxes.set(name, {
        top: Math.min(box.top, y),
        bottom: Math.max(box.bottom, y),
        left: Math.min(box.left, x),
        right: Math.max(box.right, x),
        count: box.count + 1,
      });
    }),
  );
  for (const box of boxes.values()) expect(box.count).toBe((box.bottom - box.top + 1) * (box.right - box.left + 1));
  return boxes;
}

describe('the preview gallery layout', () => {
  it.each([1, 2, 3, 4, 5])('shows %i photos as that many rectangular tiles, the cover the largest, on both screen sizes', (count) => {
    const layout = galleryLayout(count);
    expect(layout).toMatchObject({ shown: count, hidden: 0 });
    for (const shape of [layout.narrow, layout.wide]) {
      const rows = grid(shape.areas);
      expect(new Set(rows.map((row) => row.length)).size).toBe(1);
      const boxes = rectangles(shape.areas);
      expect([...boxes.keys()].sort()).toEqual(TILE_NAMES.slice(0, count));
      const size = (name: string) => boxes.get(name)!.count;
      for (const name of TILE_NAMES.slice(1, count)) expect(size('a')).toBeGreaterThanOrEqual(size(name));
    }
  });

  it('gives two photos two equal halves, not a narrow strip beside the cover', () => {
    const boxes = rectangles(galleryLayout(2).wide.areas);
    expect(boxes.get('a')!.count).toBe(boxes.get('b')!.count);
  });

  it('shows five tiles and counts the rest for the viewer', () => {
    expect(galleryLayout(9)).toMatchObject({ shown: 5, hidden: 4, wide: galleryLayout(5).wide });
  });

  it('has no tiles without photos', () => {
    expect(galleryLayout(0)).toMatchObject({ shown: 0, hidden: 0 });
  });
});
