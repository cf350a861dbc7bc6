// The input rules of content generation (spec section 5): a website address in the form {host},
// and at least 2 keywords, comma-separated, each at most two words. The server checks the same.
import { areValidKeywords, splitKeywords } from '../../../../common/keywords';
import type { MessageId } from '../../shared/i18n/messages';

export function checkWebsite(value: string): MessageId | undefined {
  const text = value.trim();
  if (text === '') return 'generate.urlInvalid';
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? undefined : 'generate.urlInvalid';
  } catch {
    return 'generate.urlInvalid';
  }
}

export function checkKeywords(value: string): MessageId | undefined {
  return areValidKeywords(splitKeywords(value)) ? undefined : 'generate.keywordsInvalid';
}
