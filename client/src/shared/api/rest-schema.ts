// The REST facade's bodies as the server documents them: openapi.json is emitted from the server's
// route table (`npm run schema:emit`), rest-schema.generated.ts from it (`npm run codegen`), and
// `npm run schema:check` fails when either drifts from the server. Modules alias these types.
import type { components } from './rest-schema.generated';

/** Every schema of the document by name: `RestSchema['Reservation']`, `RestSchema['BookingRequestInput']`, … */
export type RestSchema = components['schemas'];

/** The server's error body for every failed /api call. */
export type RestError = RestSchema['Error'];

/** One page of a list: the document's generic `Page` (zero-based `page`, `size`, totals) with its items. */
export type Page<T> = RestSchema['Page'] & { content: T[] };
