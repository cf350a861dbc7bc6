import { describe, expect, it } from 'vitest';
import { areValidKeywords, splitKeywords } from './keywords.js';

describe('content-generation keywords (at least 2, each at most two words)', () => {
  it('splits on commas, semicolons and new lines, dropping blanks', () => {
    expect(splitKeywords(' wine tasting, olive oil;\nistria ,, ')).toEqual(['wine tasting', 'olive oil', 'istria']);
  });

  it('needs two keywords of at most two words each', () => {
    expect(areValidKeywords(['wine', 'oil'])).toBe(true);
    expect(areValidKeywords(['wine tasting', 'olive oil'])).toBe(true);
    expect(areValidKeywords(['wine'])).toBe(false);
    expect(areValidKeywords(['wine', 'three word keyword'])).toBe(false);
  });
});
