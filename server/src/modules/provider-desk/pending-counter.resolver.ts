// GraphQL subscription of the live pending counter (over graphql-sse at /graphql/stream), the same
// service as the REST event stream GET /api/owner/reservations/pending/counter.
import { Int, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import { listenToPendingCount } from './pending-counter.js';

@Resolver()
export class PendingCounterResolver {
  @Roles('ROLE_OWNER')
  @Subscription(() => Int, {
    description:
      "The provider's count of requests waiting for an answer (their Requests list's total): the current count first, then every change. Ends when the session is revoked.",
    // TypeGraphQL checks @Roles on each event only; the service checks the caller before listening.
    subscribe: ({ context }) => listenToPendingCount(context as RequestContext),
  })
  pendingReservationsCount(@Root() count: number): number {
    return count;
  }
}
