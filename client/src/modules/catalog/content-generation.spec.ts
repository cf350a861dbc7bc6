import { describe, expect, it } from 'vitest';
import { checkKeywords, checkWebsite } from './content-generation';

describe('content generation input', () => {
  it('takes a website as a host, with or without a scheme', () => {
    expect(checkWebsite('www.vina-horvat.hr')).toBeUndefined();
    expect(checkWebsite('https://vina-horvat.hr/tours')).toBeUndefined();
    expect(checkWebsite('vina horvat')).toBe('generate.urlInvalid');
    expect(checkWebsite('')).toBe('generate.urlInvalid');
  });

  it('needs at least 2 keywords of at most two words each', () => {
    expect(checkKeywords('wine tasting, olive oil')).toBeUndefined();
    expect(checkKeywords('wine, cellar; istria')).toBeUndefined();
    expect(checkKeywords('wine')).toBe('generate.keywordsInvalid');
    expect(checkKeywords('wine tasting in istria, olive oil')).toBe('generate.keywordsInvalid');
  });
});
