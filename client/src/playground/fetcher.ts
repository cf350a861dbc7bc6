import type { GraphiQLProps } from 'graphiql';
import { getOperationAST, parse } from 'graphql';
import { createClient } from 'graphql-sse';

type Fetcher = GraphiQLProps['fetcher'];

function isSubscription(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    return false;
  }
}

/** Queries and mutations go to /graphql; subscriptions stream over server-sent events. */
export const fetcher: Fetcher = async (params, options) => {
  const headers: Record<string, string> = { ...options?.headers };
  if (isSubscription(params.query, params.operationName)) {
    const stream = createClient({ url: '/graphql/stream', headers });
    return stream.iterate({
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: params.variables,
    });
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      ...headers,
    },
    body: JSON.stringify(params),
  });
  return response.json();
};
