// Shared zod shapes of REST path and query parameters, with the ranges of shared/limits.ts.
import { z } from 'zod';
import { MAX_ID, MAX_PAGE, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../shared/limits.js';
import { isCleanText, isSaneDate } from '../shared/text.js';

/** A database id in a path or query: 1..2147483647. */
export const idParam = () => z.coerce.number().int().min(1).max(MAX_ID);

/** Text without NUL or lone surrogates, within a length. */
export const textParam = (min: number, max: number) => z.string().min(min).max(max).refine(isCleanText, { message: 'validation.badText' });

/** A day YYYY-MM-DD between MIN_DATE and MAX_DATE. */
export const dateParam = () => z.string().refine(isSaneDate, { message: 'season.invalidDate' });

export const idPath = z.object({ id: idParam() });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE).default(0).describe('Zero-based page'),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
