// Content generation: reads the provider's website and proposes a title, a description, the
// included items and characteristics, ranked by the provider's keywords. It works offline: the
// page's readable text (Readability) is split into sentences and list items scored by keyword hits.
import { isIP } from 'node:net';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { Field, ObjectType } from 'type-graphql';
import { areValidKeywords, splitKeywords } from '../../../../common/keywords.js';
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput } from '../../shared/errors.js';
import { safeFetch, SafeFetchError, type SafeFetchFailure, type SafeFetchOptions } from '../../shared/safe-fetch.js';

@ObjectType({ description: 'Proposed service texts from a website.' })
export class ServiceSummary {
  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => [String])
  included: string[];

  @Field(() => [String])
  characteristics: string[];

  @Field(() => [String])
  keywords: string[];

  @Field()
  sourceUrl: string;
}

const BLOCK_END = '\u2029';
const STOPWORDS = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or our the to was were will with you your we this that these those ' +
    'i u je su se na za od do s sa te ili da ne kao ili po iz pri uz što koji koja koje naš naša naše vaš'
  ).split(' '),
);

/**
 * Why a website could not be read, as the error's `reason`, so the provider knows what to fix:
 * the address could not be reached, was refused (a private or blocked address, or the site answered
 * with an error status), was too large, or had no readable text. Anything else is a server error.
 */
export type SummaryFailure = 'UNREACHABLE' | 'BLOCKED' | 'SITE_ERROR' | 'TOO_LARGE' | 'NO_TEXT';

const FAILURE_MESSAGES: Record<SummaryFailure, string> = {
  UNREACHABLE: 'catalog.summaryUnreachable',
  BLOCKED: 'catalog.summaryBlocked',
  SITE_ERROR: 'catalog.summarySiteError',
  TOO_LARGE: 'catalog.summaryTooLarge',
  NO_TEXT: 'catalog.summaryNoText',
};

export function summaryFailure(reason: SummaryFailure, values?: Record<string, string | number>): DomainError {
  return new DomainError('UNPROCESSABLE', { id: FAILURE_MESSAGES[reason], values }, undefined, reason);
}

const FETCH_FAILURES: Record<SafeFetchFailure, SummaryFailure> = {
  network: 'UNREACHABLE',
  timeout: 'UNREACHABLE',
  address: 'BLOCKED',
  // Too many redirects, or a redirect to another scheme or to an address with credentials.
  redirect: 'BLOCKED',
  size: 'TOO_LARGE',
};

/** "www.example.com", "example.com/tours" or a full http(s) URL. */
export function parseWebsite(raw: string): URL {
  const value = raw.trim();
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if ((url.hostname.includes('.') || url.hostname === 'localhost' || isIP(url.hostname)) && !url.username && !url.password) return url;
  } catch {
    // fall through to the field message
  }
  throw invalidInput({ url: { id: 'catalog.summaryUrl' } });
}

/** The keyword rule of common/keywords.ts; keywords are then compared in lower case, once each. */
export function parseKeywords(raw: string): string[] {
  const keywords = splitKeywords(raw).map((keyword) => keyword.toLowerCase());
  if (!areValidKeywords(keywords)) throw invalidInput({ keywords: { id: 'catalog.summaryKeywords' } });
  return [...new Set(keywords)];
}

async function fetchPage(url: URL, fetchOptions: SafeFetchOptions): Promise<string> {
  const response = await safeFetch(url, {
    ...fetchOptions,
    headers: { 'user-agent': 'LokalnoContentHelper/1.0', accept: 'text/html' },
  }).catch((error: unknown) => {
    if (error instanceof SafeFetchError) throw summaryFailure(FETCH_FAILURES[error.reason]);
    throw error;
  });
  if (response.status < 200 || response.status >= 300) throw summaryFailure('SITE_ERROR', { status: response.status });
  if (!(response.headers['content-type'] ?? '').includes('html')) throw summaryFailure('NO_TEXT');
  return new TextDecoder().decode(response.body);
}

const isUnreachable = (error: unknown) => error instanceof DomainError && error.reason === 'UNREACHABLE';

function hits(text: string, keywords: string[]): number {
  const lower = text.toLowerCase();
  return keywords.reduce(
    (score, keyword) => score + keyword.split(/\s+/).filter((word) => lower.includes(word.slice(0, Math.max(4, word.length - 2)))).length,
    0,
  );
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\u2029+|(?<=[.!?])\s+(?=[A-ZČĆŽŠĐ])/)
    .map((sentence) => sentence.replace(/\s+/g, ' '))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 30 && sentence.length <= 400);
}

function cleanTitle(title: string): string {
  return title.split(/\s[|–—-]\s/)[0].trim();
}

function characteristicsOf(text: string, keywords: string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-zčćžšđ]{4,}/g) ?? []) {
    if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const frequent = [...counts.entries()]
    .filter(([, count]) => count > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
  const ranked = [...keywords, ...frequent.filter((word) => !keywords.some((keyword) => keyword.includes(word)))];
  return ranked.slice(0, 6).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
}

export function summarise(html: string, url: URL, keywords: string[]): ServiceSummary {
  // Block ends get a paragraph separator, so text from list items and paragraphs does not run together.
  const { document } = parseHTML(html.replace(/<\/(li|p|h[1-6]|div|tr|td|dd|dt)>|<br\s*\/?>/gi, `$&${BLOCK_END}`));
  const pageTitle = (
    document.querySelector('meta[property="og:title"]')?.getAttribute('content') ||
    document.querySelector('h1')?.textContent ||
    document.title ||
    ''
  )
    .replaceAll(BLOCK_END, '')
    .trim();
  const listItems = [...document.querySelectorAll('li')]
    .map((item) => (item.textContent ?? '').replaceAll(BLOCK_END, ' ').replace(/\s+/g, ' ').trim())
    .filter((item) => item.length >= 3 && item.length <= 100);
  const article = new Readability(document as unknown as Document).parse();
  const text = article?.textContent ?? document.body?.textContent ?? '';

  const sentences = sentencesOf(text);
  const ranked = sentences
    .map((sentence, index) => ({ sentence, index, score: hits(sentence, keywords) * 10 - index * 0.1 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .sort((a, b) => a.index - b.index);
  const description = ranked.map((entry) => entry.sentence).join(' ');
  if (!description) throw summaryFailure('NO_TEXT');

  const included = listItems
    .map((item, index) => ({ item, score: hits(item, keywords) * 10 - index * 0.1 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 6)
    .map((entry) => entry.item);

  return {
    title: cleanTitle((article?.title ?? '').replaceAll(BLOCK_END, '') || pageTitle) || cleanTitle(pageTitle),
    description,
    included,
    characteristics: characteristicsOf(text, keywords),
    keywords,
    sourceUrl: url.toString(),
  };
}

export async function generateServiceContent(ctx: RequestContext, rawUrl: string, rawKeywords: string): Promise<ServiceSummary> {
  const url = parseWebsite(rawUrl);
  const keywords = parseKeywords(rawKeywords);
  // Only public unicast addresses are read (every redirect re-checked), unless SUMMARY_ALLOW_PRIVATE_HOSTS.
  const options: SafeFetchOptions = ctx.config.SUMMARY_ALLOW_PRIVATE_HOSTS ? { isAllowed: () => true } : {};
  // An address typed without a scheme is tried over https, then, when https cannot be reached, over http.
  const typedScheme = /^https?:\/\//i.test(rawUrl.trim());
  const html = await fetchPage(url, options).catch(async (error: unknown) => {
    if (typedScheme || url.protocol !== 'https:' || !isUnreachable(error)) throw error;
    url.protocol = 'http:';
    return fetchPage(url, options);
  });
  // A failure to read a page that was fetched is ours: it is a server error with the generic message.
  return summarise(html, url, keywords);
}
