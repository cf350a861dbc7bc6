// The ranges every input is held to, on both transports: ids fit PostgreSQL's integer, pages and
// sizes stay small, dates stay in a calendar PostgreSQL and Temporal both handle, bodies stay small.

/** Largest PostgreSQL `integer` (and GraphQL Int). */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** JSON request bodies (REST and /graphql). */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Nesting levels of a JSON request body. */
export const MAX_JSON_DEPTH = 32;
/** Elements of a list inside an input (tags, amenities, working times, …). */
export const MAX_LIST_LENGTH = 100;
/** Dates (YYYY-MM-DD) anyone may send: seasons, unavailable dates, availability ranges, birth dates. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2200-12-31';
/** A staff note returning a service to its provider. */
export const MAX_REVIEW_NOTE = 2000;
/** Home-page announcements: a short list, short texts. */
export const MAX_ANNOUNCEMENTS = 20;
export const MAX_ANNOUNCEMENT_TITLE = 120;
export const MAX_ANNOUNCEMENT_TEXT = 600;
export const MAX_ANNOUNCEMENT_LINK = 500;
/** Inquiry forms (help, custom tours, Christmas sign-up, cooperation, brand contact). */
export const MAX_INQUIRY_NAME = 100;
export const MAX_INQUIRY_SUBJECT = 200;
export const MAX_INQUIRY_MESSAGE = 5000;
export const MAX_INQUIRY_GROUP_SIZE = 500;
/** 10 million euro, in cents: below PostgreSQL's integer. */
export const MAX_INQUIRY_BUDGET_CENTS = 1_000_000_000;
