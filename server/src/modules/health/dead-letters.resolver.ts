// Staff view of the job runner's dead letters over GraphQL.
import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import { DeadLetterJob, listDeadLetters } from './dead-letters.js';

@Resolver()
export class DeadLetterResolver {
  @Roles('ROLE_ADMIN')
  @Query(() => [DeadLetterJob], { description: 'Staff: background jobs whose retries ran out, newest first (at most 100).' })
  deadLetterJobs(@Ctx() ctx: RequestContext) {
    return listDeadLetters(ctx);
  }
}
