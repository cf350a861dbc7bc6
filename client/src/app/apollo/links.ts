import { ApolloLink, CombinedGraphQLErrors, HttpLink, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { finalize, from, mergeMap, throwError } from 'rxjs';
import './apollo-context';
import { hasAccessToken, refreshAccessToken, reportFailure, requestHeaders } from '../../shared/api/request-policy';
import { beginLoading } from '../../shared/ui/loader-store';
import { statusOfCode } from '../../../../common/error-status';

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
    // A GraphQL error code stands for the HTTP status REST answers with (common/error-status.ts).
    return error.errors.map((entry) => statusOfCode(entry.extensions?.code)).find((status) => status !== undefined);
  }
  return undefined;
}

const errorLink = new ErrorLink(({ error, operation, forward }) => {
  const status = failureStatus(error);
  if (status === undefined) return;
  const { noRedirect, retried } = operation.getContext();
  // An expired token: refresh it once and send the operation again with the new one.
  if (status === 401 && !retried && hasAccessToken()) {
    return from(refreshAccessToken()).pipe(
      mergeMap((refreshed) => {
        if (!refreshed) {
          reportFailure(status, { noRedirect });
          return throwError(() => error);
        }
        operation.setContext({ retried: true });
        return forward(operation);
      }),
    );
  }
  reportFailure(status, { noRedirect });
});

export const link = ApolloLink.from([errorLink, loadingLink, headersLink, new HttpLink({ uri: '/graphql' })]);
