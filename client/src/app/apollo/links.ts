import { ApolloLink, CombinedGraphQLErrors, HttpLink, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { finalize } from 'rxjs';
import './apollo-context';
import { reportFailure, requestHeaders } from '../../shared/api/request-policy';
import { beginLoading } from '../../shared/ui/loader-store';

/** GraphQL error codes that stand for an HTTP status in the spec's error catalogue. */
const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INTERNAL_SERVER_ERROR: 500,
};

/** Bearer token and language on every operation, read when it is sent. */
const headersLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...requestHeaders() },
  }));
  return forward(operation);
});

/** Queries and mutations keep the global loader on; long-lived subscriptions do not. */
const loadingLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === 'subscription') return forward(operation);
  const end = beginLoading();
  return forward(operation).pipe(finalize(end));
});

function failureStatus(error: unknown): number | undefined {
  if (ServerError.is(error)) return error.statusCode;
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((entry) => String(entry.extensions?.code ?? ''));
    return codes.map((code) => STATUS_BY_CODE[code]).find((status) => status !== undefined);
  }
  return undefined;
}

const errorLink = new ErrorLink(({ error, operation }) => {
  const status = failureStatus(error);
  if (status !== undefined) reportFailure(status, { noRedirect: operation.getContext().noRedirect });
});

export const link = ApolloLink.from([errorLink, loadingLink, headersLink, new HttpLink({ uri: '/graphql' })]);
