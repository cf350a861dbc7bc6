// Builds the GraphQL schema from the resolver classes: one authChecker, class-validator validation,
// and the printed SDL that is committed as schema.graphql.
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import type { RequestContext } from './context.js';
import { authChecker } from './shared/access.js';
import { inTransaction } from './shared/transaction.js';
import { validateArgument } from './shared/validation.js';
import { resolvers } from './resolvers.js';

export const pubSub = createPubSub();

let built: Promise<GraphQLSchema> | undefined;

/** The schema is built once per process; TypeGraphQL metadata is global anyway. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // The REST facade's rules for every argument: class-validator, text and depth (validation.ts).
    validateFn: validateArgument,
    pubSub,
  }).then(withMutationTransactions);
  return built;
}

/**
 * Every root mutation field runs in one transaction carried in the context (`ctx.manager`),
 * authorisation and validation included, and re-runs whole on serialization failure or deadlock.
 * Wrapped at the schema level (not a TypeGraphQL middleware) because a retry has to call the
 * resolver again, which a middleware's `next()` allows only once. Mutation fields run one after
 * another, so an operation with several fields commits them in order, each on its own; the
 * fields of a mutation's result resolve after the commit with the request's own manager.
 */
function withMutationTransactions(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve as GraphQLFieldResolver<unknown, RequestContext> | undefined;
    if (!resolve) continue;
    field.resolve = (root, args, ctx: RequestContext, info) => inTransaction(ctx, (tx) => Promise.resolve(resolve(root, args, tx, info)));
  }
  return schema;
}

export function printSchemaFile(schema: GraphQLSchema): string {
  const header = '# Lokalno GraphQL API. Generated from the server code by `npm run schema:emit`; do not edit.\n\n';
  return header + printSchema(lexicographicSortSchema(schema)) + '\n';
}
