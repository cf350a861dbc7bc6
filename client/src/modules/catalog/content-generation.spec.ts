import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { ApiError } from '../../shared/api/api-error';
import { messages } from '../../shared/i18n/messages';
import { checkKeywords, checkWebsite, contentFailureMessage } from './content-generation';

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

describe('content generation failures', () => {
  const shown = (error: unknown, locale: 'en' | 'hr' = 'en') =>
    createIntl({ locale, messages: messages[locale] }).formatMessage({ id: contentFailureMessage(error) });
  const refused = (reason: string) => new ApiError(422, { code: 'UNPROCESSABLE', message: 'localized by the server', reason });

  it('says what to fix when the website could not be read', () => {
    expect(shown(refused('UNREACHABLE'))).toBe('We could not reach this website. Please check the address and that the site is online.');
    expect(shown(refused('BLOCKED'))).toBe(
      'This address cannot be read: it leads to a private or blocked address. Please enter the public address of your website.',
    );
    expect(shown(refused('SITE_ERROR'))).toBe(
      'The website refused the request (it answered with an error). Please check the address, e.g. open it in your browser.',
    );
    expect(shown(refused('TOO_LARGE'))).toBe(
      'This page is too large to read (over 2 MB). Please enter the address of the page that describes your service.',
    );
    expect(shown(refused('NO_TEXT'))).toBe(
      'We found no readable text on this page. Please enter the address of the page that describes your service.',
    );
    expect(shown(refused('UNREACHABLE'), 'hr')).toBe('Nismo mogli pristupiti ovoj web stranici. Provjerite adresu i radi li stranica.');
  });

  it('keeps the generic message for server errors and anything unknown', () => {
    expect(shown(new ApiError(500, { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong' }))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(shown(new ApiError(422, { code: 'UNPROCESSABLE', message: 'x', reason: 'SOMETHING_NEW' }))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(shown(new TypeError('Failed to fetch'))).toBe('Something went wrong. Please try again.');
    expect(shown(new TypeError('Failed to fetch'), 'hr')).toBe('Nešto je pošlo po zlu. Pokušajte ponovno.');
  });
});
