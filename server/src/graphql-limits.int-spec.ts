import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from './shared/graphql-limits.js';
import { projectRoot } from './shared/project-root.js';
import { startTestApp, type TestApp, type TestResponse } from '../test/app.js';

const version = (JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

type Body = { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function post(query: string, url = '/graphql'): Promise<TestResponse & { body: Body }> {
  return (await app.request(url, {
    method: 'POST',
    json: { query },
    headers: { accept: url.endsWith('/stream') ? 'text/event-stream' : 'application/json' },
  })) as TestResponse & { body: Body };
}

function aliases(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: apiVersion`).join(' ')} }`;
}

/** `__type` is not exempt like `__schema`; each `ofType` adds one level. Depth = 4 + ofTypes. */
function depth(levels: number): string {
  const ofTypes = levels - 4;
  return `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } }`;
}

/** One `@include` per aliased field (a directive may appear once per location). */
function directives(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `d${i}: apiVersion @include(if: true)`).join(' ')} }`;
}

/** `{` + n × apiVersion + `}`: n + 2 tokens. */
function tokens(count: number): string {
  return `{ ${'apiVersion '.repeat(count - 2)}}`;
}

/** Repeated leaves deep down cost about 1.5^depth each; 150 of them at depth 11 cost well over the cap. */
function costly(leaves: number): string {
  return `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(7)}${'name '.repeat(leaves)}${'} '.repeat(7)}} } } }`;
}

function expectRefused(response: TestResponse & { body: Body }, code: string, limit: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('json');
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors![0].extensions).toEqual({ code, limit });
}

describe.each(['/graphql', '/graphql/stream'])('GraphQL limits on %s', (path) => {
  it(`refuses more than ${GRAPHQL_LIMITS.aliases} aliases and runs ${GRAPHQL_LIMITS.aliases}`, async () => {
    const over = await post(aliases(GRAPHQL_LIMITS.aliases + 1), path);
    expectRefused(over, 'GRAPHQL_VALIDATION_FAILED', 'aliases');
    expect(over.body.errors![0].message).toBe(`Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}.`);
    if (path === '/graphql') expect((await post(aliases(GRAPHQL_LIMITS.aliases))).body.data?.a14).toBe(version);
  });

  it(`refuses depth over ${GRAPHQL_LIMITS.depth} and runs ${GRAPHQL_LIMITS.depth}`, async () => {
    expectRefused(await post(depth(GRAPHQL_LIMITS.depth + 1), path), 'GRAPHQL_VALIDATION_FAILED', 'depth');
    if (path === '/graphql') expect((await post(depth(GRAPHQL_LIMITS.depth))).body.errors).toBeUndefined();
  });

  it(`refuses cost over ${GRAPHQL_LIMITS.cost}`, async () => {
    expectRefused(await post(costly(150), path), 'GRAPHQL_VALIDATION_FAILED', 'cost');
    if (path === '/graphql') expect((await post(costly(10))).body.errors).toBeUndefined();
  });

  it(`refuses more than ${GRAPHQL_LIMITS.directives} directives and runs ${GRAPHQL_LIMITS.directives}`, async () => {
    expectRefused(await post(directives(GRAPHQL_LIMITS.directives + 1), path), 'GRAPHQL_VALIDATION_FAILED', 'directives');
    if (path === '/graphql') expect((await post(directives(GRAPHQL_LIMITS.directives))).body.data?.d9).toBe(version);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.tokens} tokens and parses ${GRAPHQL_LIMITS.tokens}`, async () => {
    expectRefused(await post(tokens(GRAPHQL_LIMITS.tokens + 1), path), 'GRAPHQL_PARSE_FAILED', 'tokens');
    // 1,998 copies of one field do parse; graphql-js's own overlap budget then refuses them ("Validation aborted.").
    const within = await post(tokens(GRAPHQL_LIMITS.tokens), path);
    expect(within.body.errors![0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('refuses the 20,000-alias query with a 400 without running it', async () => {
    const response = await post(aliases(20_000), path);
    expect(response.status).toBe(400);
    expect(response.body.errors![0].extensions?.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
  });
});

describe('what stays within the limits', () => {
  it('apiVersion is the package version', async () => {
    expect((await post('{ apiVersion }')).body.data).toEqual({ apiVersion: version });
  });

  it("answers GraphiQL's introspection query (21 deep, exempt from depth and cost)", async () => {
    const response = await post(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }));
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect((response.body.data?.__schema as { queryType: { name: string } }).queryType.name).toBe('Query');
  });

  it('still stops cyclic introspection (graphql-js MaxIntrospectionDepthRule)', async () => {
    const response = await post('{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }');
    expect(response.status).toBe(400);
    expect(response.body.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('streams a query within the limits over /graphql/stream', async () => {
    const response = await fetch(`${app.baseUrl}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: aliases(GRAPHQL_LIMITS.aliases) }),
    });
    expect(response.status).toBe(200);
    const data = (await response.text()).split('\n').find((line) => line.startsWith('data: {'))!;
    expect(JSON.parse(data.slice(6)).data.a0).toBe(version);
  });
});

describe('field suggestions', () => {
  it('are given outside production', async () => {
    const response = await post('{ apiVersio }');
    expect(response.body.errors![0].message).toContain('Did you mean "apiVersion"?');
  });

  it('are hidden in production, on /graphql and /graphql/stream', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) } });
    for (const path of ['/graphql', '/graphql/stream']) {
      const response = await production.request(path, {
        method: 'POST',
        json: { query: '{ apiVersio }' },
        headers: { accept: path.endsWith('/stream') ? 'text/event-stream' : 'application/json' },
      });
      expect(response.status).toBe(400);
      expect((response.body as Body).errors![0].message).toBe('Cannot query field "apiVersio" on type "Query".');
    }
  });
});
