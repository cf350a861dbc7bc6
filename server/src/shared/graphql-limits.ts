// Bounds on every GraphQL document, the same for /graphql (Apollo) and /graphql/stream (graphql-sse):
// aliases, depth, cost and directives (graphql-armor rules), tokens (graphql-js's parser), and
// "Did you mean …" suggestions hidden when configured.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/**
 * The client's largest operation has depth 8, cost about 490 and no aliases or directives (measured
 * with these rules over client/src/**\/*.graphql). Introspection (`__schema`) is exempt from depth and
 * cost: GraphiQL's introspection query is 21 deep by nature, and graphql-js's own
 * MaxIntrospectionDepthRule (in specifiedRules) already stops its cyclic nesting.
 */
export const GRAPHQL_LIMITS = {
  aliases: 15,
  depth: 12,
  cost: 5000,
  directives: 10,
  tokens: 2000,
} as const;

export type GraphQLLimit = keyof typeof GRAPHQL_LIMITS;

const TOKEN_LIMIT_MESSAGE = /Document contains more th(?:an|at) \d+ tokens/; // graphql-js spells it "more that"
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/** Reports an exceeded limit as a validation error naming the limit (extensions.limit). */
function reportAs(limit: GraphQLLimit) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: { reportError: (error: GraphQLError) => void } | null, error: GraphQLError) =>
        context?.reportError(
          new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit } }),
        ),
    ],
  };
}

/** graphql-armor's validation rules; its max-tokens plugin is off because Apollo 5 answers its throw with 500. */
function armorRules(): ValidationRule[] {
  const { validationRules } = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases, ...reportAs('aliases') },
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, ...reportAs('depth') },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true, ...reportAs('cost') },
    maxDirectives: { n: GRAPHQL_LIMITS.directives, ...reportAs('directives') },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return validationRules as ValidationRule[];
}

export const limitRules: ValidationRule[] = armorRules();

export const limitParseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };

/** The limit a formatted error reports, if any: armor's rules tag theirs, the parser's token cap is known by its text. */
export function exceededLimit(message: string, extensions: Readonly<Record<string, unknown>> | undefined): GraphQLLimit | undefined {
  if (typeof extensions?.limit === 'string' && extensions.limit in GRAPHQL_LIMITS) return extensions.limit as GraphQLLimit;
  if (TOKEN_LIMIT_MESSAGE.test(message)) return 'tokens';
  return undefined;
}

export function hideSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** Apollo plugin: strips "Did you mean …" from every error of the request (validation and variables). */
export function hideSuggestionsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) error.message = hideSuggestions(error.message);
        },
      };
    },
  };
}

export interface StreamDocumentOptions {
  schema: GraphQLSchema;
  introspection: boolean;
  suggestions: boolean;
}

/** A formatted error as /graphql sends it: message, locations and code (plus the limit when one was exceeded). */
function formatted(error: GraphQLError, code: string, suggestions: boolean) {
  const message = suggestions ? error.message : hideSuggestions(error.message);
  const limit = exceededLimit(message, error.extensions);
  return { message, locations: error.locations, extensions: { code, ...(limit ? { limit } : {}) } };
}

/**
 * Parses and validates a /graphql/stream document under the same limits as /graphql. Returns the
 * document, or the GraphQL-over-HTTP 400 body to answer with.
 */
export function checkStreamDocument(
  query: string,
  options: StreamDocumentOptions,
): { document: DocumentNode } | { errors: ReturnType<typeof formatted>[] } {
  let document: DocumentNode;
  try {
    document = parse(query, limitParseOptions);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { errors: [formatted(error, 'GRAPHQL_PARSE_FAILED', options.suggestions)] };
  }
  const rules = [...specifiedRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]), ...limitRules];
  const errors = validate(options.schema, document, rules);
  if (errors.length > 0) return { errors: errors.map((error) => formatted(error, 'GRAPHQL_VALIDATION_FAILED', options.suggestions)) };
  return { document };
}
