import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import hr from './messages/hr.json';

const catalogs: Record<string, Record<string, string>> = { en, hr };

describe('translation catalogs', () => {
  it('en and hr have the same keys', () => {
    expect(Object.keys(hr).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(catalogs))('%s has no empty values', (language) => {
    const empty = Object.entries(catalogs[language]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the spec texts word for word in English', () => {
    expect(en['errorPage.text']).toBe('Oops, there seems to have been some error.');
    expect(en['error.generic']).toBe('Something went wrong! Please try again later or contact us.');
    expect(en['validation.email.format']).toBe('Please enter a correct email format.');
  });
});
