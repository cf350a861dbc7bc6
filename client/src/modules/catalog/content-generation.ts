// The input rules of content generation (spec section 5): a website address in the form {host},
// and at least 2 keywords, comma-separated, each at most two words. The server checks the same.
import { areValidKeywords, splitKeywords } from '../../../../common/keywords';
import { ApiError } from '../../shared/api/api-error';
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

/** What to fix when the website could not be read, by the server's reason (content-generation.service.ts). */
const FAILURE_MESSAGES: Record<string, MessageId> = {
  UNREACHABLE: 'generate.unreachable',
  BLOCKED: 'generate.blocked',
  SITE_ERROR: 'generate.siteError',
  TOO_LARGE: 'generate.tooLarge',
  NO_TEXT: 'generate.noText',
};

/** The message of a failed generation: what to fix, or the spec's generic text for a server error. */
export function contentFailureMessage(error: unknown): MessageId {
  const known = error instanceof ApiError && error.status < 500 && error.reason ? FAILURE_MESSAGES[error.reason] : undefined;
  return known ?? 'generate.failed';
}
