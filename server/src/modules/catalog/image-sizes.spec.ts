import { describe, expect, it } from 'vitest';
import { boundedBox, LADDER_WIDTHS, MAX_OUTPUT_SIDE, snapQuality, snapToLadder } from './image-sizes.js';

describe('image sizes', () => {
  it('snaps up to the ladder, and caps at its top', () => {
    expect(LADDER_WIDTHS).toHaveLength(60);
    expect(snapToLadder(120)).toBe(120);
    expect(snapToLadder(121)).toBe(126);
    expect(snapToLadder(1)).toBe(100);
    expect(snapToLadder(400)).toBe(400);
    expect(snapToLadder(401)).toBe(432);
    expect(snapToLadder(9000)).toBe(8192);
    expect(snapToLadder(undefined)).toBeUndefined();
    expect(snapQuality(83)).toBe(85);
    expect(snapQuality(1)).toBe(5);
  });

  it('never makes a box larger than the source or MAX_OUTPUT_SIDE, keeping a filled box in proportion', () => {
    const source = { width: 1600, height: 1200 };
    expect(boundedBox({ width: 8192, height: 8192 }, source, 'cover')).toEqual({ width: 1200, height: 1200 });
    expect(boundedBox({ width: 8192, height: 8192 }, source, 'inside')).toEqual({ width: 1600, height: 1200 });
    expect(boundedBox({ width: 8192 }, source, 'cover')).toEqual({ width: 1600, height: undefined });
    expect(boundedBox({ width: 400, height: 300 }, source, 'fill')).toEqual({ width: 400, height: 300 });
    const huge = { width: 8000, height: 5000 };
    const box = boundedBox({ width: 8192, height: 8192 }, huge, 'cover');
    expect(Math.max(box.width!, box.height!)).toBeLessThanOrEqual(MAX_OUTPUT_SIDE);
  });
});
