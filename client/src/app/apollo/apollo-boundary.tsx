// The GraphQL client and its provider, loaded with the first screen that uses GraphQL (signed-in and
// staff screens); guest screens read over REST and never load it (router/lazy-screen.tsx).
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo-client';

export function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
