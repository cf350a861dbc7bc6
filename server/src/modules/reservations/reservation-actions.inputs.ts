// Inputs of the reservation actions (accept, reject, withdraw, cancel, the provider's cancel), validated by TypeGraphQL and
// by the REST facade with the same classes. The service checks the note again (NUL, length) and
// that the rejection reason exists.
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_ID } from '../../shared/limits.js';
import { message } from '../../shared/validation.js';
import { MAX_NOTE_LENGTH } from './reservation-access.js';

const reason = message('reservation.rejectionReason');
const noteTooLong = message('reservation.note', { max: MAX_NOTE_LENGTH });

@InputType({ description: "The provider's rejection: an optional reason (rejectionReasons) and note to the guest." })
export class ReservationRejectionInput {
  @Field(() => Int, { nullable: true, description: 'The id of one of rejectionReasons.' })
  @IsOptional()
  @Max(MAX_ID, reason)
  @Min(1, reason)
  @IsInt(reason)
  reasonId?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, noteTooLong)
  @IsString(noteTooLong)
  note?: string | null;
}

@InputType({ description: "The guest's withdrawal or cancellation: an optional note to the provider." })
export class ReservationNoteInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, noteTooLong)
  @IsString(noteTooLong)
  note?: string | null;
}

@InputType({
  description:
    "The provider's cancellation of an accepted booking: a reason (rejectionReasons), a note to the guest, or both; one is required.",
})
export class ReservationCancellationInput extends ReservationRejectionInput {}
