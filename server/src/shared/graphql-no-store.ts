// GraphQL answers are never stored by caches. Apollo's cache-control plugin reached the same header
// (no field carries a cache hint, so every answer was uncacheable) by wrapping every field's resolver
// with a per-field hook; it is disabled in app.ts and this plugin sets the header once per request.
import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';

const listener: GraphQLRequestListener<BaseContext> = {
  async willSendResponse({ response }) {
    response.http.headers.set('cache-control', 'no-store');
  },
};

export function noStorePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return listener;
    },
  };
}
