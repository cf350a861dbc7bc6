// How /graphql executes an operation that Apollo Server has parsed and validated.
//
// graphql-js interprets the document field by field: for a list of 20 services (about 2,500 fields)
// that per-field work was most of a request's CPU time. A query that comes again is compiled once by
// graphql-jit into a function for that exact selection (WeakMap-cached with Apollo's cached document)
// and runs as that function from then on. A document seen only once runs in graphql-js, so callers
// who send a new document with every request cannot make the server compile for each of them.
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

/** Compiled queries by document, then by operation name ('' for an anonymous operation). */
type Compiled = Map<string, CompiledQuery | 'interpret'>;

/**
 * graphql-jit's errors are its own (read-only message and fields); the rest of the pipeline (error
 * formatting, the plugin that hides suggestions) gets graphql-js's, as interpreted execution gives.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  return Object.assign(copy, { locations: error.locations });
}

export function localExecutionGateway(schema: GraphQLSchema, log: Logger): Gateway {
  const compiled = new WeakMap<DocumentNode, Compiled>();
  const seenOnce = new WeakMap<DocumentNode, Set<string>>();

  /** The compiled form of a query operation seen before; null while it has been seen only once. */
  function compiledQuery(document: DocumentNode, operationName: string | null): CompiledQuery | null {
    const key = operationName ?? '';
    const known = compiled.get(document)?.get(key);
    if (known) return known === 'interpret' ? null : known;
    const seen = seenOnce.get(document) ?? new Set<string>();
    if (!seen.has(key)) {
      seenOnce.set(document, seen.add(key));
      return null;
    }
    const result = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
    // A document graphql-jit cannot compile keeps running in graphql-js.
    const entry = isCompiledQuery(result) ? result : 'interpret';
    log.debug({ operationName }, entry === 'interpret' ? 'graphql query left to graphql-js' : 'graphql query compiled');
    compiled.set(document, (compiled.get(document) ?? new Map()).set(key, entry));
    return entry === 'interpret' ? null : entry;
  }

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async load() {
      return {
        executor: async ({ document, operation, operationName, request, context }): Promise<ExecutionResult> => {
          const variableValues = request.variables ?? {};
          const query = operation.operation === 'query' ? compiledQuery(document, operationName) : null;
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
