// Property-based fuzzing of both transports: every REST operation of /api/openapi.json and every
// GraphQL operation with arguments, anonymously and with each role, with bad input of every
// class (numbers out of range, NUL and lone surrogates, wrong JSON types, deep nesting, null for
// booleans, year-0 dates, broken percent-encoding, malformed cookies, oversized bodies). Never a
// 5xx; every error in its documented shape. Bounded: FUZZ_RUNS runs per operation (default 6).
import fc from 'fast-check';
import { getNamedType, isInputObjectType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../schema.js';
import { signedIn } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { brandInput, companyInput, offerInput, providerWithBrand, serviceInput } from '../../test/catalog.js';
import {
  badCookie,
  badJson,
  badPathSegment,
  badQueryValue,
  graphqlProblem,
  mutated,
  replaceAt,
  restErrorProblem,
  sampleOf,
  sampleOfGraphQL,
} from '../../test/fuzz.js';

/** One value of each bad class, for the field-by-field sweep. */
const SWEEP = [null, 2_147_483_648, -1, 1.5, 1e20, 'a\u0000b', 'x\uD800', '0000-01-01', {}, [[1]], true];
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
/** Operations that end the caller's session or account: fuzzed anonymously only. */
const SESSION_ENDING = new Set(['logout', 'forgetMe']);

type Json = Parameters<typeof mutated>[0];
type Schema = Parameters<typeof sampleOf>[0];
interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

let app: TestApp;
let tokens: (string | undefined)[];
let ids: string[];
let photoName: string;
let components: Record<string, Schema>;
let operations: { method: string; path: string; operation: Operation }[];
let schema: GraphQLSchema;

const account = { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@example.com', password: 'Secret123' };
const validBodies: Record<string, Json> = {
  RegisterCustomerInput: account,
  RegisterOwnerInput: { ...account, acceptTerms: true },
  RegisterPartnerInput: { ...account, acceptTerms: true },
  AccountSettingsInput: { firstName: 'Fuzz', lastName: 'Tester' },
  CompanyInput: companyInput(),
  BrandInput: brandInput(),
  ServiceInput: serviceInput(),
  OfferInput: offerInput(),
  SeasonInput: {
    name: 'Summer',
    from: '2030-06-01',
    to: '2030-08-31',
    workingTimes: [{ startHour: 9, endHour: 17, weekdays: ['MONDAY'] }],
    bookingTimes: [{ hour: 10 }],
    unavailableDates: ['2030-06-02'],
  },
};

beforeAll(async () => {
  app = await startTestApp();
  const customer = await signedIn(app);
  const admin = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  const owner = await providerWithBrand(app);
  const service = await app.request(`/api/owner/brands/${owner.brandId}/services`, {
    method: 'POST',
    json: serviceInput(),
    token: owner.token,
  });
  const serviceId = (service.body as { id: number }).id;
  const offer = await app.request(`/api/owner/services/${serviceId}/variations`, {
    method: 'POST',
    json: offerInput(),
    token: owner.token,
  });
  const season = await app.request(`/api/owner/services/${serviceId}/season`, {
    method: 'POST',
    json: validBodies.SeasonInput,
    token: owner.token,
  });
  photoName = 'missing.webp';
  tokens = [undefined, customer.token, owner.token, owner.token, admin.token];
  ids = [
    String(serviceId),
    String(owner.brandId),
    String((offer.body as { id: number }).id),
    String((season.body as { id: number }).id),
    '1',
  ];
  const document = (await app.request('/api/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  components = document.components.schemas;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  schema = await getSchema();
}, 60_000);

function tokenFor(operationId: string) {
  return SESSION_ENDING.has(operationId) ? fc.constant(undefined) : fc.constantFrom(...tokens);
}

/** A valid-looking value of a path parameter (never a real id for DELETE, so fixtures survive). */
function pathValue(method: string, parameter: Parameter): fc.Arbitrary<string> {
  if (parameter.schema.enum) return fc.oneof(fc.constantFrom(...parameter.schema.enum), badPathSegment);
  if (parameter.schema.type === 'integer' || parameter.schema.type === 'number') {
    return method === 'DELETE' ? fc.oneof(fc.constant('999999'), badPathSegment) : fc.oneof(fc.constantFrom(...ids), badPathSegment);
  }
  return fc.oneof(fc.constantFrom(photoName, '2030-06-02', 'x'), badPathSegment);
}

function queryValue(parameter: Parameter): fc.Arbitrary<string | undefined> {
  const sample = sampleOf(parameter.schema, components, parameter.name);
  // Content generation fetches the `url`: only values that are not addresses.
  const valid = parameter.name === 'url' ? fc.constant('x') : fc.constant(encodeURIComponent(String(sample)));
  return fc.option(fc.oneof(valid, badQueryValue), { nil: undefined });
}

const oversized = `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`;
const rawBodies = fc.constantFrom(
  '{"a":',
  '[',
  'nul',
  '{"a":1}{',
  '\u0000',
  '{"a":"\\ud800"}',
  oversized,
  '['.repeat(100_000) + ']'.repeat(100_000),
);

function jsonBody(bodySchema: Schema): fc.Arbitrary<string> {
  const name = bodySchema.$ref?.split('/').pop() ?? '';
  const base = validBodies[name] ?? sampleOf(bodySchema, components);
  const keys = Object.keys(components[name]?.properties ?? {});
  return fc.oneof(
    { weight: 6, arbitrary: mutated(base, keys).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: badJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: rawBodies },
  );
}

interface FuzzRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

function restRequest(method: string, path: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const body: fc.Arbitrary<{ type?: string; data?: string | FormData }> = content['application/json']
    ? jsonBody(content['application/json'].schema).map((data) => ({ type: 'application/json', data }))
    : content['application/x-www-form-urlencoded']
      ? fc.dictionary(fc.constantFrom('email', 'password', 'x'), badQueryValue, { maxKeys: 3 }).map((fields) => ({
          type: 'application/x-www-form-urlencoded',
          data: Object.entries(fields)
            .map(([key, value]) => `${key}=${value}`)
            .join('&'),
        }))
      : content['multipart/form-data']
        ? fc.uint8Array({ maxLength: 64 }).map((bytes) => {
            const form = new FormData();
            form.set('photo', new Blob([bytes], { type: 'image/png' }), 'x.png');
            return { data: form };
          })
        : fc.constant({});
  return fc
    .record({
      token: tokenFor(operation.operationId),
      path: fc.tuple(...pathParameters.map((parameter) => pathValue(method, parameter))),
      query: fc.tuple(...queryParameters.map(queryValue)),
      body,
      cookie: fc.option(badCookie, { nil: undefined }),
    })
    .map(({ token, path: values, query, body: { type, data }, cookie }) => {
      let url = path;
      pathParameters.forEach((parameter, index) => (url = url.replace(`{${parameter.name}}`, values[index])));
      const search = queryParameters
        .flatMap((parameter, index) => (query[index] === undefined ? [] : [`${parameter.name}=${query[index]}`]))
        .join('&');
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (type) headers['content-type'] = type;
      if (cookie) headers.cookie = cookie;
      return { url: search ? `${url}?${search}` : url, init: { method, headers, body: data } };
    });
}

async function send(request: FuzzRequest) {
  const response = await fetch(app.baseUrl + request.url, { ...request.init, redirect: 'manual' });
  // An event stream that opened (the live pending counter) never ends on its own: it answered.
  if (response.ok && response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, contentType: response.headers.get('content-type'), body: null, text: '' };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: restErrorProblem reports it when it is an error
  }
  return { status: response.status, contentType: response.headers.get('content-type'), body, text };
}

function describeRequest(request: FuzzRequest): string {
  const body = typeof request.init.body === 'string' ? request.init.body.slice(0, 300) : request.init.body ? '(form)' : '';
  return `${request.init.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.init.headers).slice(0, 200)} ${body}`;
}

describe('fuzzing the REST facade from its OpenAPI document', () => {
  it('answers every operation with bad input without a 5xx, in the { code, message, fields? } shape', async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path, operation } of operations) {
      await fc.assert(
        fc.asyncProperty(restRequest(method, path, operation), async (request) => {
          const response = await send(request);
          const problem = restErrorProblem(response.status, response.contentType, response.body);
          if (problem) throw new Error(`${problem}: ${describeRequest(request)} -> ${response.text.slice(0, 300)}`);
        }),
        { numRuns: RUNS * 2, endOnFailure: true },
      );
    }
  }, 120_000);

  it('sweeps every body field of every operation with one value of each bad class, signed in for the route', async () => {
    const token = (path: string) => (path.startsWith('/api/admin') ? tokens[4] : path.startsWith('/api/account') ? tokens[1] : tokens[2]);
    for (const { method, path, operation } of operations) {
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      if (!bodySchema || SESSION_ENDING.has(operation.operationId)) continue;
      const name = bodySchema.$ref?.split('/').pop() ?? '';
      const base = validBodies[name] ?? sampleOf(bodySchema, components);
      const url = path.replace(/\{[^}]+\}/g, method === 'DELETE' ? '999999' : ids[0]);
      for (const key of Object.keys(components[name]?.properties ?? {})) {
        for (const bad of SWEEP) {
          const request = {
            url,
            init: {
              method,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token(path)}` },
              body: JSON.stringify(replaceAt(base, [key], bad)),
            },
          };
          const response = await send(request);
          const problem = restErrorProblem(response.status, response.contentType, response.body);
          if (problem) throw new Error(`${problem}: ${describeRequest(request)} -> ${response.text.slice(0, 300)}`);
        }
      }
    }
  }, 120_000);

  it('refuses oversized bodies with 413 PAYLOAD_TOO_LARGE and broken percent-encoding with 400', async () => {
    const big = await app.request('/api/owner/company', {
      method: 'POST',
      body: oversized,
      headers: { 'content-type': 'application/json' },
      token: tokens[2],
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const broken = await app.request('/api/services/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'BAD_REQUEST' });
    const healthy = await app.request('/healthz', { headers: { cookie: 'lang=%E0%A4%A' } });
    expect(healthy.status).toBe(200);
  });
});

/** Every GraphQL query and mutation with arguments, as a document with one variable per argument. */
function graphqlOperations(): { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  const all = [
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
  ];
  return all.filter(({ field }) => field.args.length > 0 && !field.name.startsWith('__') && field.name !== 'generateServiceContent');
}

function documentOf(kind: string, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz(${variables}) { ${field.name}(${args})${selection} }`;
}

describe('fuzzing GraphQL from its input types', () => {
  it('answers every operation with bad variables without a 5xx, errors with extensions.code', async () => {
    const list = graphqlOperations();
    expect(list.length).toBeGreaterThan(30);
    for (const { kind, field } of list) {
      const query = documentOf(kind, field);
      const base = Object.fromEntries(
        field.args.map((arg) => [arg.name, validBodies[getNamedType(arg.type).name] ?? sampleOfGraphQL(arg.type, arg.name)]),
      ) as Json;
      const keys = field.args.flatMap((arg) => {
        const named = getNamedType(arg.type);
        return [arg.name, ...(isInputObjectType(named) ? Object.keys(named.getFields()).map((key) => `${arg.name}.${key}`) : [])];
      });
      await fc.assert(
        fc.asyncProperty(
          tokenFor(field.name),
          mutated(base, keys),
          fc.option(badCookie, { nil: undefined }),
          async (token, variables, cookie) => {
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (token) headers.authorization = `Bearer ${token}`;
            if (cookie) headers.cookie = cookie;
            const request = { url: '/graphql', init: { method: 'POST', headers, body: JSON.stringify({ query, variables }) } };
            const response = await send(request);
            const problem = graphqlProblem(response.status, response.body);
            if (problem) throw new Error(`${problem}: ${describeRequest(request)} -> ${response.text.slice(0, 300)}`);
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
  }, 120_000);

  it('sweeps every input field of every mutation with one value of each bad class', async () => {
    const byRole = (name: string) => (['approveService', 'returnService', 'reactivateUser'].includes(name) ? tokens[4] : tokens[2]);
    for (const { kind, field } of graphqlOperations()) {
      if (kind !== 'mutation' || SESSION_ENDING.has(field.name)) continue;
      const query = documentOf(kind, field);
      const base = Object.fromEntries(
        field.args.map((arg) => [arg.name, validBodies[getNamedType(arg.type).name] ?? sampleOfGraphQL(arg.type, arg.name)]),
      ) as Json;
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        const paths = isInputObjectType(named) ? Object.keys(named.getFields()).map((key) => [arg.name, key]) : [[arg.name]];
        for (const path of paths) {
          for (const bad of SWEEP) {
            const headers = { 'content-type': 'application/json', authorization: `Bearer ${byRole(field.name)}` };
            const request = {
              url: '/graphql',
              init: { method: 'POST', headers, body: JSON.stringify({ query, variables: replaceAt(base, path, bad) }) },
            };
            const response = await send(request);
            const problem = graphqlProblem(response.status, response.body);
            if (problem) throw new Error(`${problem}: ${describeRequest(request)} -> ${response.text.slice(0, 300)}`);
          }
        }
      }
    }
  }, 120_000);

  it('answers malformed, unparsable, deep and oversized requests in the GraphQL-over-HTTP shape', async () => {
    const bodies = fc.oneof(
      rawBodies,
      badJson.map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 40 }).map((query) => JSON.stringify({ query })),
      badJson.map((variables) => JSON.stringify({ query: 'query($id: Int!) { service(id: $id) { id } }', variables })),
      badJson.map((query) => JSON.stringify({ query })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const request = { url: '/graphql', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body } };
        const response = await send(request);
        const problem = graphqlProblem(response.status, response.body);
        if (problem) throw new Error(`${problem}: ${describeRequest(request)} -> ${response.text.slice(0, 300)}`);
      }),
      { numRuns: RUNS * 10, endOnFailure: true },
    );
    const big = await app.request('/graphql', { method: 'POST', body: oversized, headers: { 'content-type': 'application/json' } });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    const unparsable = await app.request('/graphql', { method: 'POST', json: { query: '{ service(' } });
    expect(unparsable.status).toBe(400);
    expect(unparsable.body).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
  });
});
