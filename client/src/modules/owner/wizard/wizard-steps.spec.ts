import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, stepTarget, WIZARD_STEPS, wizardPath } from './wizard-steps';

describe('wizard steps', () => {
  it('are the same seven steps everywhere, from the business entity to the preview', () => {
    expect(WIZARD_STEPS).toEqual(['company', 'brand', 'services', 'offers', 'calendar', 'photogallery', 'preview']);
  });

  it('name the next and the previous step, with none before the first or after the last', () => {
    expect(nextStep('services')).toBe('offers');
    expect(nextStep('photogallery')).toBe('preview');
    expect(nextStep('preview')).toBeUndefined();
    expect(previousStep('offers')).toBe('services');
    expect(previousStep('brand')).toBe('company');
    expect(previousStep('company')).toBeUndefined();
  });
});

describe('wizard paths', () => {
  it('start with a new service until one exists', () => {
    expect(wizardPath('services', 3)).toBe('/add/3/service/new');
    expect(wizardPath('offers', 3)).toBe('/add/3/service/new');
  });

  it('lead to each step of an existing service, the Services step reopening it', () => {
    expect(wizardPath('company', 3, 9)).toBe('/add/company');
    expect(wizardPath('brand', 3, 9)).toBe('/add/brand');
    expect(wizardPath('services', 3, 9)).toBe('/add/3/service/9');
    expect(wizardPath('offers', 3, 9)).toBe('/add/3/service/9/offers');
    expect(wizardPath('calendar', 3, 9)).toBe('/add/3/service/9/seasons');
    expect(wizardPath('photogallery', 3, 9)).toBe('/add/3/service/9/photogallery');
    expect(wizardPath('preview', 3, 9)).toBe('/3/service/9/preview');
  });
});

describe('steps of the bar', () => {
  it('open the business entity and the brand at any time', () => {
    expect(stepTarget('company', {})).toBe('/add/company');
    expect(stepTarget('brand', {})).toBe('/add/brand');
  });

  it('open the service once the brand exists, and the later steps once the service exists', () => {
    expect(stepTarget('services', {})).toBeNull();
    expect(stepTarget('services', { brandId: 3 })).toBe('/add/3/service/new');
    expect(stepTarget('offers', { brandId: 3 })).toBeNull();
    expect(stepTarget('preview', { brandId: 3 })).toBeNull();
    expect(stepTarget('offers', { brandId: 3, serviceId: 9 })).toBe('/add/3/service/9/offers');
    expect(stepTarget('preview', { brandId: 3, serviceId: 9 })).toBe('/3/service/9/preview');
  });
});
