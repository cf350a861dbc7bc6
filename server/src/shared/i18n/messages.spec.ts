import { describe, expect, it } from 'vitest';
import { negotiateLocale, serverMessages, translate } from './index.js';

describe('server messages', () => {
  it('has the same keys in English and Croatian, none empty', () => {
    expect(Object.keys(serverMessages.hr).sort()).toEqual(Object.keys(serverMessages.en).sort());
    for (const locale of ['en', 'hr'] as const) {
      for (const [key, text] of Object.entries(serverMessages[locale])) expect(text.trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it('uses the spec texts word for word in English', () => {
    expect(serverMessages.en['error.generic']).toBe('Something went wrong! Please try again later or contact us.');
    expect(serverMessages.en['validation.email']).toBe('Please enter a correct email format.');
    expect(serverMessages.en['validation.numeric']).toBe('Please enter a numeric value.');
  });

  it('translates nested messages and keeps unknown ids as literal text', () => {
    expect(translate({ id: 'validation.required', values: { label: 'your email address' } }, 'en')).toBe(
      'Please enter your email address.',
    );
    expect(translate({ id: 'validation.min', values: { min: 2 } }, 'hr')).toBe('Vrijednost mora biti najmanje 2.');
    expect(translate({ id: 'No such key, shown as is.' }, 'hr')).toBe('No such key, shown as is.');
  });

  it('negotiates the language from Accept-Language, then the cookie, defaulting to English', () => {
    expect(negotiateLocale('de-DE,hr;q=0.8,en;q=0.5')).toBe('hr');
    expect(negotiateLocale('en-GB')).toBe('en');
    expect(negotiateLocale(undefined, 'hr')).toBe('hr');
    expect(negotiateLocale('fr', undefined)).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });
});
