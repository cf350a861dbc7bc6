import { describe, expect, it } from 'vitest';
import { wizardPath } from './wizard-steps';

describe('wizard paths', () => {
  it('starts with a new service until one exists', () => {
    expect(wizardPath('services', 3)).toBe('/add/3/service/new');
    expect(wizardPath('offers', 3)).toBe('/add/3/service/new');
  });

  it('leads to each step of an existing service, the Services step reopening it', () => {
    expect(wizardPath('services', 3, 9)).toBe('/add/3/service/9');
    expect(wizardPath('offers', 3, 9)).toBe('/add/3/service/9/offers');
    expect(wizardPath('calendar', 3, 9)).toBe('/add/3/service/9/seasons');
    expect(wizardPath('photogallery', 3, 9)).toBe('/add/3/service/9/photogallery');
    expect(wizardPath('preview', 3, 9)).toBe('/3/service/9/preview');
  });
});
