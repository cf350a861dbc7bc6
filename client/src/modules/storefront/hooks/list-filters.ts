// The filters of a service list as they live in the URL query, so a list can be shared and the back
// button works: read (anything malformed is dropped) and written (defaults left out).
import type { DurationBucket, ServiceSort } from '../../../graphql/generated';

export const DURATIONS: DurationBucket[] = ['UP_TO_2H', 'HALF_DAY', 'FULL_DAY', 'MULTI_DAY'];
/** The sorts a guest picks from (TITLE serves integrators). */
export type ListSort = Exclude<ServiceSort, 'TITLE'>;
export const SORTS: ListSort[] = ['POPULAR', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'RATING', 'RELEVANCE'];
export const MAX_PEOPLE = 1000;
export const MAX_PRICE = 100_000;
export const PAGE_SIZE = 12;

export interface ListFilters {
  q?: string;
  category?: string;
  destination?: string;
  date?: string;
  people?: number;
  priceMin?: number;
  priceMax?: number;
  language?: string;
  duration?: DurationBucket;
  sort?: ListSort;
  /** One-based, as people read it. */
  page: number;
}

/** The filter fields a guest sets (the sort and page are not filters). */
export const FILTER_KEYS = ['q', 'category', 'destination', 'date', 'people', 'priceMin', 'priceMax', 'language', 'duration'] as const;

const slug = (value: string | null) => (value && /^[a-z0-9-]{1,100}$/.test(value) ? value : undefined);

function integer(value: string | null, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function price(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number <= MAX_PRICE ? number : undefined;
}

function day(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function oneOf<T extends string>(value: string | null, choices: T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

export function readFilters(params: URLSearchParams): ListFilters {
  const q = params.get('q')?.trim().slice(0, 200);
  return {
    q: q || undefined,
    category: slug(params.get('category')),
    destination: slug(params.get('destination')),
    date: day(params.get('date')),
    people: integer(params.get('people'), 1, MAX_PEOPLE),
    priceMin: price(params.get('priceMin')),
    priceMax: price(params.get('priceMax')),
    language: params.get('language')?.match(/^[a-z]{2,3}$/)?.[0],
    duration: oneOf(params.get('duration'), DURATIONS),
    sort: oneOf(params.get('sort'), SORTS),
    page: integer(params.get('page'), 1, 10_000) ?? 1,
  };
}

export function writeFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...FILTER_KEYS, 'sort'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** How many filters the guest has set (shown on the phone's filter button). */
export function activeFilterCount(filters: ListFilters, fixed: readonly string[] = []): number {
  return FILTER_KEYS.filter((key) => !fixed.includes(key) && filters[key] !== undefined).length;
}
