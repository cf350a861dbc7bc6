// REST event stream of the live pending counter (spec section 7), the same service as the GraphQL
// subscription `pendingReservationsCount`. Bearer token in the Authorization header only.
import { listenToPendingCount } from '../modules/provider-desk/pending-counter.js';
import { eventsOf } from './event-stream.js';
import { defineRoute } from './route.js';

export const pendingCounterRoutes = [
  defineRoute({
    method: 'GET',
    path: '/owner/reservations/pending/counter',
    operationId: 'ownerPendingCounter',
    tag: 'Provider: reservations',
    access: ['ROLE_OWNER'],
    summary: "Server-sent events with the provider's count of requests waiting for an answer: the current count first, then every change",
    response: {
      eventStream: {
        event: 'count',
        data: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 0 } } },
      },
      description: 'The stream ends when the session is revoked or expires, or the user is no longer a provider.',
    },
    handler: async ({ ctx }) => eventsOf(await listenToPendingCount(ctx), (count) => ({ event: 'count', data: { count } })),
  }),
];
