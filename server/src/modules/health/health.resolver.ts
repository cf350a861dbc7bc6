// A trivial subscription so the graphql-sse stream has something to serve before the live
// pending-reservation counter exists: the server time, every few seconds.
import { Arg, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Public } from '../../shared/access.js';

@Resolver()
export class HealthResolver {
  @Public()
  @Query(() => String, { description: 'The API version; a cheap liveness probe for integrators.' })
  apiVersion(): string {
    return '1';
  }

  @Public()
  @Subscription(() => String, {
    description: 'Emits the server time (ISO 8601) every `seconds` seconds, `count` times; checks the stream works.',
    subscribe: ({ args }) => ticks(args.seconds as number, args.count as number),
  })
  serverTime(
    @Root() time: string,
    @Arg('seconds', () => Int, { defaultValue: 1 }) seconds: number,
    @Arg('count', () => Int, { defaultValue: 5 }) count: number,
  ): string {
    void seconds;
    void count;
    return time;
  }
}

async function* ticks(seconds: number, count: number): AsyncGenerator<string> {
  const interval = Math.min(Math.max(seconds, 1), 60) * 1000;
  const total = Math.min(Math.max(count, 1), 100);
  for (let i = 0; i < total; i += 1) {
    yield new Date().toISOString();
    if (i < total - 1) await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
