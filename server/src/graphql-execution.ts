// How /graphql executes an operation that Apollo Server has parsed and validated.
//
// graphql-js interprets the document field by field: for a list of 20 services (about 2,500 fields)
// that per-field work was most of a request's CPU time. A query that comes again is compiled once by
// graphql-jit into a function for that exact selection and runs as that function from then on.
// A document seen only once runs in graphql-js, so callers who send a new document with every
// request cannot make the server compile for each of them; and both the documents seen and the
// compiled queries are kept in bounded least-recently-used maps, so no caller can grow the memory.
// Mutations and subscriptions always run in graphql-js (mutations in order, as the spec says).
//
// Apollo Server's extension point for a custom executor is its gateway interface: this "gateway"
// serves the app's own schema and executes locally.
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Logger } from 'pino';
import type { RequestContext } from './context.js';

type Gateway = ApolloServerOptionsWithGateway<RequestContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** Compiled queries kept (the app's own client sends under a hundred distinct ones; a large one compiles to ~10 ms of work). */
export const COMPILED_QUERIES_KEPT = 200;
/** Queries remembered as seen once, waiting for a second request before they are compiled. */
export const SEEN_QUERIES_KEPT = 5000;

/** A Map that keeps its `limit` most recently used entries. */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * graphql-jit's errors are its own (read-only message and fields); the rest of the pipeline (error
 * formatting, the plugin that hides suggestions) gets graphql-js's, as interpreted execution gives.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  return Object.assign(copy, { locations: error.locations });
}

/** A document graphql-jit cannot compile (it answers errors, or throws) keeps running in graphql-js. */
function compiledOrInterpreted(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): CompiledQuery | 'interpret' {
  try {
    const result = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
    return isCompiledQuery(result) ? result : 'interpret';
  } catch {
    return 'interpret';
  }
}

export function localExecutionGateway(schema: GraphQLSchema, log: Logger): Gateway {
  const compiled = new RecentlyUsed<CompiledQuery | 'interpret'>(COMPILED_QUERIES_KEPT);
  const seenOnce = new RecentlyUsed<true>(SEEN_QUERIES_KEPT);

  /** The compiled form of a query operation seen before; null while it has been seen only once. */
  function compiledQuery(request: Parameters<Executor>[0]): CompiledQuery | null {
    const { document, operationName, queryHash } = request;
    // The hash of the query's text (Apollo's), and the operation the request runs in it.
    const key = `${queryHash}:${operationName ?? ''}`;
    const known = compiled.get(key);
    if (known) return known === 'interpret' ? null : known;
    if (!seenOnce.get(key)) {
      seenOnce.set(key, true);
      return null;
    }
    const entry = compiledOrInterpreted(schema, document, operationName);
    log.debug({ operationName }, entry === 'interpret' ? 'graphql query left to graphql-js' : 'graphql query compiled');
    compiled.set(key, entry);
    return entry === 'interpret' ? null : entry;
  }

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return {
        executor: async (requestContext): Promise<ExecutionResult> => {
          const { document, operation, operationName, request, context } = requestContext;
          const variableValues = request.variables ?? {};
          const query = operation.operation === 'query' ? compiledQuery(requestContext) : null;
          const interpret = () => execute({ schema, document, contextValue: context, variableValues, operationName });
          if (!query) return interpret();
          const result = await query.query(undefined, context, variableValues);
          if (!result.errors?.length) return result;
          // No data at all: the variables do not fit the operation (nothing was resolved). graphql-js
          // answers that request, with the errors on the variable definitions that Apollo reports as
          // BAD_USER_INPUT.
          if (result.data === undefined) return interpret();
          return { ...result, errors: result.errors.map(asGraphQLJsError) };
        },
      };
    },
    async stop() {},
  };
}
