import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from './rest/routes.js';
import { referenceRoutes } from './rest/reference.routes.js';
import { startTestApp, type TestApp } from '../test/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

describe('health probes', () => {
  it('/healthz says the process is up and /readyz that the database answers', async () => {
    expect((await app.request('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.request('/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('GraphQL at /graphql', () => {
  it('answers { __typename }', async () => {
    expect(await app.graphql('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });

  it('marks GraphQL answers no-store, results and errors alike', async () => {
    for (const query of ['{ __typename }', '{ noSuchField }']) {
      const response = await app.request('/graphql', { method: 'POST', json: { query } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps introspection on for integrators', async () => {
    const result = await app.graphql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(result.data?.__schema.queryType.name).toBe('Query');
  });

  it('reports invalid queries with GRAPHQL_VALIDATION_FAILED and no stack trace', async () => {
    const result = await app.graphql('{ noSuchField }');
    expect(result.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('serving the built client', () => {
  let client: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lokalno-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'graphiql.html'), '<!doctype html><div id="graphiql"></div>');
    client = await startTestApp({ clientDir: dir });
  });

  it('serves the offline playground at /graphiql and to browsers at GET /graphql', async () => {
    const playground = await client.request('/graphiql', { headers: { accept: 'text/html' } });
    expect(playground.status).toBe(200);
    expect(playground.text).toContain('<div id="graphiql">');
    const viaGraphql = await client.request('/graphql', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(viaGraphql.text).toBe(playground.text);
  });

  it('falls back to index.html for client routes (history mode) but not for /api', async () => {
    const page = await client.request('/dashboard/brands/3/services', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    const api = await client.request('/api/dashboard', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect((api.body as { code: string }).code).toBe('NOT_FOUND');
  });
});

describe('introspection switch', () => {
  it('turns introspection off with GRAPHQL_INTROSPECTION=false', async () => {
    const closed = await startTestApp({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    const result = await closed.graphql('{ __schema { queryType { name } } }');
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await closed.graphql('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('graphql-sse at /graphql/stream', () => {
  it('streams operation results over server-sent events', async () => {
    const response = await fetch(`${app.baseUrl}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: '{ apiVersion }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const events = text.split('\n').filter((line) => line.startsWith('data: {'));
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].slice(6)).data.apiVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(text).toContain('event: complete');
  });
});

describe('REST facade at /api', () => {
  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const response = await app.request('/api/no/such/path', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'There is no API path GET /api/no/such/path.' });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await app.request('/api/register/customer', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('translates error messages to Croatian from Accept-Language or the lang cookie', async () => {
    const byHeader = await app.request('/api/tags/99999', { headers: { 'accept-language': 'hr' } });
    expect(byHeader.body).toEqual({ code: 'NOT_FOUND', message: 'Traženi sadržaj nije pronađen.' });
    const byCookie = await app.request('/api/tags/99999', { headers: { cookie: 'lang=hr' } });
    expect((byCookie.body as { message: string }).message).toBe('Traženi sadržaj nije pronađen.');
  });

  it('publishes an OpenAPI 3.1 document listing every path it serves', async () => {
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      expect(document.paths[`/api${route.path}`]?.[route.method.toLowerCase()]?.operationId).toBe(route.operationId);
    }
    for (const path of [
      '/api/countries',
      '/api/regions',
      '/api/regions/sorted',
      '/api/categories',
      '/api/categories/sorted',
      '/api/tags/{categoryId}',
      '/api/amenities',
      '/api/languages',
      '/api/payment-types',
      '/api/phone/examples',
      '/api/phone/supported-calling-codes',
      '/api/hnb/tecaj',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    expect(document.components.schemas.Region).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'slug', 'name']) });
  });

  it('serves every reference-data route in the table', async () => {
    for (const route of referenceRoutes.filter((r) => !r.path.includes('{'))) {
      const response = await app.request(`/api${route.path}${route.path === '/phone/examples' ? '?code=HR' : ''}`);
      expect(response.status, route.path).toBe(200);
    }
  });
});

describe('security headers', () => {
  it('sets helmet headers and no x-powered-by', async () => {
    const response = await app.request('/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
