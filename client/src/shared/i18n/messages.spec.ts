import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import { catalogs } from './messages';

const areas = Object.entries(catalogs) as [string, { en: Record<string, string>; hr: Record<string, string> }][];

describe('translation catalogs', () => {
  it.each(areas)('%s: en and hr have the same keys', (_area, catalog) => {
    expect(Object.keys(catalog.hr).sort()).toEqual(Object.keys(catalog.en).sort());
  });

  it.each(areas)('%s: no empty values', (_area, catalog) => {
    const empty = [...Object.entries(catalog.en), ...Object.entries(catalog.hr)].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('gives every key to one area only', () => {
    const keys = areas.flatMap(([, catalog]) => Object.keys(catalog.en));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('uses the spec texts word for word in English', () => {
    expect(en['errorPage.text']).toBe('Oops, there seems to have been some error.');
    expect(en['error.generic']).toBe('Something went wrong! Please try again later or contact us.');
    expect(en['validation.email.format']).toBe('Please enter a correct email format.');
    expect(en['validation.email.required']).toBe('Please enter your email address.');
    expect(en['validation.name.required']).toBe('Please enter your first and last name.');
    expect(en['validation.newPassword.required']).toBe('Please enter new password.');
    expect(en['validation.passwordAgain.required']).toBe('Please enter your password again.');
    expect(en['validation.oldPassword.required']).toBe('Please enter your old password.');
    expect(en['validation.resetEmail.required']).toBe('Please provide email address to continue.');
    expect(en['validation.password.pattern']).toBe(
      'Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.',
    );
    expect(en['validation.photo.invalid']).toBe('Invalid image. The maximum image size should be 5 MB.');
  });
});
