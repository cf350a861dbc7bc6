// Staff view of the job runner's dead letters: jobs whose retries ran out, without their payloads.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../context.js';

@ObjectType({ description: 'A background job that failed on every attempt and was set aside for staff.' })
export class DeadLetterJob {
  @Field({ description: 'The queue the job belonged to.' })
  queue: string;

  @Field(() => ID, { nullable: true, description: 'The job id (its idempotency key); absent when the job timed out.' })
  jobId: string | null;

  @Field(() => Int, { description: 'How many times it ran.' })
  attempts: number;

  @Field({ description: 'The last error message.' })
  error: string;

  @Field(() => Date)
  failedAt: Date;
}

export function listDeadLetters(ctx: RequestContext): Promise<DeadLetterJob[]> {
  return ctx.jobs.deadLetters(ctx.manager);
}
