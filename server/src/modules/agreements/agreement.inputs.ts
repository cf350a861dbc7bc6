// The provider's acceptance of the agreement: the version they read.
import { IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_ID } from '../../shared/limits.js';
import { message } from '../../shared/validation.js';

@InputType({ description: 'Accepts the cooperation agreement of this version (it must be the current one).' })
export class AgreementAcceptanceInput {
  @Field(() => Int)
  @IsInt(message('validation.numeric'))
  @Min(1, message('validation.min', { min: 1 }))
  @Max(MAX_ID, message('validation.max', { max: MAX_ID }))
  version: number;
}
