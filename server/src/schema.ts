// Builds the GraphQL schema from the resolver classes: one authChecker, class-validator validation,
// and the printed SDL that is committed as schema.graphql.
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { authChecker } from './shared/access.js';
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
  });
  return built;
}

export function printSchemaFile(schema: GraphQLSchema): string {
  const header = '# Lokalno GraphQL API. Generated from the server code by `npm run schema:emit`; do not edit.\n\n';
  return header + printSchema(lexicographicSortSchema(schema)) + '\n';
}
