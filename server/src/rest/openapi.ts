// The OpenAPI 3.1 document of the /api facade, generated from the same route table the router uses.
import type { GraphQLSchema } from 'graphql';
import { isInputObjectType, isObjectType } from 'graphql';
import { z } from 'zod';
import { ERROR_STATUS } from '../shared/errors.js';
import { describeAccess } from '../shared/roles.js';
import { graphQLInputTypeName, graphQLTypeName, jsonSchemaOf } from './graphql-shapes.js';
import type { RouteDefinition } from './route.js';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

function parametersOf(schema: ObjectSchema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const json = z.toJSONSchema(field as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete json.$schema;
    return {
      name,
      in: location,
      required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      ...(typeof json.description === 'string' ? { description: json.description } : {}),
      schema: json,
    };
  });
}

const errorBody = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
    message: { type: 'string', description: 'Human-readable message in the language of the request.' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages for invalid input.' },
    reason: { type: 'string', description: 'A finer, stable reason than the code, e.g. ACCOUNT_NOT_ACTIVATED or REQUEST_IN_PROGRESS.' },
    cause: { type: 'string', description: 'Why a payment failed (PAYMENT_FAILED), e.g. INSUFFICIENT_FUNDS.' },
  },
};

/** The error answers, written once under `components.responses` and referenced by every operation. */
const ERROR_RESPONSES = {
  BadRequest:
    'Invalid input (BAD_USER_INPUT with per-field messages: ranges, text without NUL or lone surrogates, dates 1900-01-01..2200-12-31; or BAD_REQUEST: malformed JSON, a body that is not an object, nesting over 32 levels, broken percent-encoding).',
  Unauthenticated: 'Not signed in (UNAUTHENTICATED).',
  Forbidden: 'Missing role (FORBIDDEN).',
  NotFound: 'Not found, or not yours (NOT_FOUND).',
  PayloadTooLarge: 'Body over the size limit (PAYLOAD_TOO_LARGE).',
  TooManyStreams: 'Too many live streams open for this user or this server (TOO_MANY_REQUESTS).',
  InternalError: 'Unexpected error (INTERNAL_SERVER_ERROR); no details are leaked.',
};

const errorResponseComponents = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([name, description]) => [
    name,
    { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  ]),
);

const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function errorResponses(route: RouteDefinition) {
  const responses: Record<string, object> = { '400': errorRef('BadRequest'), '500': errorRef('InternalError') };
  if (route.access !== 'public') {
    responses['401'] = errorRef('Unauthenticated');
    responses['403'] = errorRef('Forbidden');
  }
  if (route.body || route.upload) responses['413'] = errorRef('PayloadTooLarge');
  if ('eventStream' in route.response) responses['429'] = errorRef('TooManyStreams');
  if (route.path.includes('{')) responses['404'] = errorRef('NotFound');
  return responses;
}

function requestBodyOf(route: RouteDefinition, components: Record<string, object>, schema: GraphQLSchema) {
  if (route.upload) {
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [route.upload.field],
              properties: {
                [route.upload.field]: {
                  type: 'string',
                  contentMediaType: 'image/*',
                  description: `At most ${route.upload.maxBytes} bytes.`,
                },
              },
            },
          },
        },
      },
    };
  }
  if (!route.body) return {};
  const input = schema.getType(graphQLInputTypeName(route.body));
  if (!isInputObjectType(input)) throw new Error(`${route.operationId}: body is not a GraphQL input type`);
  const bodySchema = jsonSchemaOf(input, components, schema);
  const mediaType = route.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return { requestBody: { required: true, content: { [mediaType]: { schema: bodySchema } } } };
}

export function buildOpenApiDocument(routes: RouteDefinition[], schema: GraphQLSchema, serverUrl: string) {
  const components: Record<string, object> = { Error: errorBody };
  const paths: Record<string, Record<string, object>> = {};

  for (const route of routes) {
    const success: Record<string, object> = {};
    const response = route.response;
    const status = String(route.status ?? ('empty' in response ? 204 : 'redirect' in response ? 302 : 200));
    if ('empty' in response) {
      success[status] = { description: response.description ?? 'Done.' };
    } else if ('redirect' in response) {
      success[status] = { description: response.description ?? 'Redirect.', headers: { Location: { schema: { type: 'string' } } } };
    } else if ('eventStream' in response) {
      const { event, data } = response.eventStream;
      success[status] = {
        description: `${response.description ?? 'Server-sent events.'} Each event is \`event: ${event}\` with JSON \`data\`; a \`retry:\` hint opens the stream and a \`: ping\` comment line follows every 15 s.`,
        content: {
          'text/event-stream': {
            schema: { type: 'string' },
            itemSchema: { type: 'object', required: ['event', 'data'], properties: { event: { const: event }, data } },
          },
        },
      };
    } else if ('binary' in response) {
      const headers = response.attachment
        ? { headers: { 'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } } } }
        : {};
      success[status] = {
        description: response.description ?? 'File.',
        ...headers,
        content: Object.fromEntries(
          [response.binary].flat().map((mediaType) => [mediaType, { schema: { type: 'string', contentEncoding: 'binary' } }]),
        ),
      };
    } else {
      const named = schema.getType(graphQLTypeName(response.type));
      if (!isObjectType(named)) throw new Error(`${route.operationId}: unknown response type`);
      const item = jsonSchemaOf(named, components, schema);
      const body = response.list ? { type: 'array', items: item } : response.nullable ? { anyOf: [item, { type: 'null' }] } : item;
      success[status] = { description: response.description ?? 'OK', content: { 'application/json': { schema: body } } };
    }
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`][route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.deprecated ? { deprecated: true } : {}),
      tags: [route.tag],
      description: `Access: ${describeAccess(route.access)}.`,
      ...(route.access === 'public' ? { security: [] } : {}),
      parameters: [
        ...parametersOf(route.params as ObjectSchema | undefined, 'path'),
        ...parametersOf(route.query as ObjectSchema | undefined, 'query'),
      ],
      ...requestBodyOf(route, components, schema),
      responses: { ...success, ...errorResponses(route) },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Lokalno REST API',
      version: '1.0.0',
      description:
        'The /api facade of Lokalno. Every path calls the same domain services as the GraphQL API at /graphql; errors have the body { code, message, fields? }. ' +
        'Not listed here: the OCTO supplier API for resellers at /api/octo (reseller API keys, OCTO shapes and errors), documented by the OCTO core specification (https://docs.octo.travel/, openapi.yaml of github.com/octotravel/octo-types).',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: components,
      responses: errorResponseComponents,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** Where the committed openapi.json says the API is: the default PUBLIC_URL (the served document names the real one). */
export const COMMITTED_SERVER_URL = 'http://localhost:3000';

/** openapi.json as committed (`npm run schema:emit`); the client's REST types are generated from it. */
export function printOpenApiFile(routes: RouteDefinition[], schema: GraphQLSchema): string {
  return `${JSON.stringify(buildOpenApiDocument(routes, schema, COMMITTED_SERVER_URL), null, 2)}\n`;
}
