// Building blocks of the fuzz test: bad values of every class the input layer must refuse with a
// 4xx, valid-looking values derived from JSON Schema and GraphQL input types, and shape checks.
import fc from 'fast-check';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { ERROR_STATUS } from '../src/shared/errors.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels. */
export function nested(depth: number, kind: 'array' | 'object'): Json {
  let value: Json = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Numbers beyond every range: 32-bit overflow, negative, fractional, huge, products that overflow. */
export const badNumber = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  1e20,
  -1,
  0,
  1.5,
  -0.5,
  2 ** 53 + 2,
  1e308,
  -1e308,
  99_999_999,
  2_147_483_647,
);

/** Text the database cannot store or no calendar has. */
export const badText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '2024-02-30',
  '-001-01-01',
  '',
  ' ',
  '1e400',
  'NaN',
  'a'.repeat(20_000),
);

/** Any JSON value where something else is expected. */
export const badJson: fc.Arbitrary<Json> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  badNumber,
  badText,
  fc.constantFrom<Json>(null, true, false, {}, [], [1, 2], { '': null }, ['\u0000']),
  fc.integer({ min: 33, max: 3000 }).chain((depth) => fc.constantFrom(nested(depth, 'array'), nested(depth, 'object'))),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Raw path segments: overflowing ids and broken percent-encoding (sent as is). */
export const badPathSegment = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e400',
    'NaN',
    'abc',
    '%',
    '%E0%A4%A',
    '%ED%A0%80',
    '%00',
    '%FF',
    'a%00b',
    '%C0%AF',
    '0000-01-01',
    '2024-02-30',
  ),
  fc.string({ maxLength: 10 }).map((text) => encodeURIComponent(text)),
);

/** Raw query values (sent as is). */
export const badQueryValue = fc.oneof(badPathSegment, fc.constantFrom('', '10001', '101', '1000000000000', '%00', 'true&x=', '[]'));

export const badCookie = fc.constantFrom(
  'lang=%E0%A4%A',
  'lang=%',
  'lang=%ED%A0%80',
  'lang',
  '=;;=',
  'lang=hr; lang=%zz',
  `lang=${'x'.repeat(4000)}`,
);

type JsonSchema = {
  type?: string;
  $ref?: string;
  enum?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
};

/** A plausible value of a JSON Schema (enough to get past the first checks), dates by field name. */
export function sampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, name = '', depth = 0): Json {
  if (schema.$ref) return sampleOf(components[schema.$ref.split('/').pop()!], components, name, depth + 1);
  if (schema.anyOf) return sampleOf(schema.anyOf.find((option) => option.type !== 'null') ?? {}, components, name, depth);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'integer') return 1;
  if (schema.type === 'number') return 1.5;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return depth > 4 ? [] : [sampleOf(schema.items ?? {}, components, name, depth + 1)];
  if (schema.type === 'object' || schema.properties) {
    const value: Record<string, Json> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(key)) value[key] = sampleOf(property, components, key, depth + 1);
    }
    return value;
  }
  return /date|^from$|^to$/i.test(name) ? '2030-06-01' : 'x';
}

/** A GraphQL variable value of an input type, plausible like sampleOf. */
export function sampleOfGraphQL(type: GraphQLInputType, name = '', depth = 0): Json {
  if (isNonNullType(type)) return sampleOfGraphQL(type.ofType, name, depth);
  if (isListType(type)) return depth > 4 ? [] : [sampleOfGraphQL(type.ofType, name, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, Json> = {};
    for (const [key, field] of Object.entries(type.getFields())) {
      if (isNonNullType(field.type)) value[key] = sampleOfGraphQL(field.type, key, depth + 1);
    }
    return value;
  }
  if (isScalarType(type) && type.name === 'Int') return 1;
  if (isScalarType(type) && type.name === 'Float') return 1.5;
  if (isScalarType(type) && type.name === 'Boolean') return true;
  return /date|^from$|^to$/i.test(name) ? '2030-06-01' : 'x';
}

/** Every path to a value inside `value` (the root included, as []). */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

/** A copy of `value` with the value at `path` replaced. */
export function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  if (!value || typeof value !== 'object') return value;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (!target[key] || typeof target[key] !== 'object') target[key] = {};
    target = target[key] as Record<string | number, Json>;
  }
  target[path[path.length - 1]] = replacement;
  return copy as Json;
}

/** One bad value at one place of a valid-looking value, or at one of the optional `keys` (dotted paths) left out. */
export function mutated(base: Json, keys: string[] = []): fc.Arbitrary<Json> {
  const paths = [...pathsOf(base), ...keys.map((key) => key.split('.'))];
  return fc.tuple(fc.constantFrom(...paths), badJson).map(([path, bad]) => replaceAt(base, path, bad));
}

/** The REST error body: `{ code, message, fields? }` with the status its code maps to. */
export function restErrorProblem(status: number, contentType: string | null, body: unknown): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  if (!contentType?.includes('application/json')) return `error without JSON body (${contentType})`;
  const error = body as { code?: string; message?: unknown; fields?: Record<string, unknown> };
  if (typeof error.code !== 'string' || !(error.code in ERROR_STATUS)) return `unknown code ${String(error.code)}`;
  if (ERROR_STATUS[error.code as keyof typeof ERROR_STATUS] !== status) return `code ${error.code} with status ${status}`;
  if (typeof error.message !== 'string' || !error.message) return 'no message';
  if (error.fields !== undefined && Object.values(error.fields).some((value) => typeof value !== 'string')) return 'fields not strings';
  return undefined;
}

/** The GraphQL-over-HTTP answer: never 5xx; errors carry `extensions.code`. */
export function graphqlProblem(status: number, body: unknown): string | undefined {
  if (status >= 500) return `status ${status}`;
  const result = body as { data?: unknown; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
  if (typeof result !== 'object' || result === null) return 'not a JSON object';
  if (status >= 400 && !result.errors?.length) return `status ${status} without errors`;
  for (const error of result.errors ?? []) {
    if (typeof error.message !== 'string') return 'error without message';
    if (typeof error.extensions?.code !== 'string') return 'error without extensions.code';
    if (error.extensions.code === 'INTERNAL_SERVER_ERROR') return 'INTERNAL_SERVER_ERROR';
  }
  return undefined;
}
