import { describe, expect, it } from 'vitest';
import { photoSrcSet, photoUrl, targetWidths } from './image-service';

describe('image service addresses', () => {
  it('adds the transformations as query parameters', () => {
    expect(photoUrl('a.webp')).toBe('/api/photos/a.webp');
    expect(photoUrl('a.webp', { w: 120, h: 120, fit: 'crop', crop: 'faces', mask: 'ellipse' })).toBe(
      '/api/photos/a.webp?w=120&h=120&fit=crop&crop=faces&mask=ellipse',
    );
    expect(photoUrl('a.webp', { w: 400, auto: 'format' })).toBe('/api/photos/a.webp?w=400&auto=format');
  });

  it('offers widths from 100 to 8192, each about 8% wider than the last', () => {
    const widths = targetWidths();
    expect(widths[0]).toBe(100);
    expect(widths.at(-1)).toBe(8192);
    expect(widths.slice(0, 5)).toEqual([100, 108, 116, 126, 136]);
    for (let index = 1; index < widths.length - 1; index += 1) {
      const step = widths[index] / widths[index - 1];
      expect(step).toBeGreaterThan(1.05);
      expect(step).toBeLessThan(1.11);
      expect(widths[index] % 2).toBe(0);
    }
    expect(widths.length).toBe(59);
  });

  it('caps the srcset at the photo own width', () => {
    const srcset = photoSrcSet('p.webp', 1200);
    const entries = srcset.split(', ');
    expect(entries[0]).toBe('/api/photos/p.webp?auto=format&w=100 100w');
    expect(entries.at(-1)).toBe('/api/photos/p.webp?auto=format&w=1200 1200w');
    expect(entries.every((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]) <= 1200)).toBe(true);
  });

  it('handles a photo narrower than the smallest width', () => {
    expect(photoSrcSet('tiny.webp', 64)).toBe('/api/photos/tiny.webp?auto=format&w=64 64w');
  });
});
