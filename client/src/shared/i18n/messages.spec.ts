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
