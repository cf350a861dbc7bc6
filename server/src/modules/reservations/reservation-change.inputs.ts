// Inputs of the reservation change calls, validated by TypeGraphQL and by the REST facade with the
// same classes: the provider's proposal (date, start, offers, note) and the guest's acceptance
// (a test card in simulator mode, or the PaymentIntent Stripe's Payment Element confirmed).
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { message } from '../../shared/validation.js';
import { BookingOfferQuantityInput, OfferQuantities, StartDate, StartTime } from '../booking/booking-request.inputs.js';
import type { TestAuthentication } from '../payments/payment-gateway.js';
import { TestCardInput } from './booking-payment.types.js';
import { MAX_NOTE_LENGTH } from './reservation-access.js';

const noteTooLong = message('reservation.note', { max: MAX_NOTE_LENGTH });

@InputType({
  description: "The provider's change: another date and start time and/or other offers (people), with an optional note to the guest.",
})
export class ReservationChangeInput {
  @StartDate()
  date: string;

  @StartTime()
  startTime: string;

  @OfferQuantities('The offers of the changed booking with their quantities (all of them; 0 or absent: not booked).')
  offers: BookingOfferQuantityInput[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, noteTooLong)
  @IsString(noteTooLong)
  note?: string | null;
}

@InputType({
  description:
    "The guest accepts a change. When it costs more: a test card (card simulator) or the PaymentIntent confirmed by Stripe's Payment Element.",
})
export class ReservationChangeAcceptanceInput {
  @Field(() => TestCardInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => TestCardInput)
  testCard?: TestCardInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Card simulator: complete or fail, the answer to the 3-D Secure check the test card asked for (409 AUTHENTICATION_REQUIRED).',
  })
  @IsOptional()
  @IsIn(['complete', 'fail'], message('booking.testAuthentication'))
  @IsString(message('booking.testAuthentication'))
  testAuthentication?: TestAuthentication | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, message('validation.tooLong', { max: 200 }))
  @IsString(message('validation.tooLong', { max: 200 }))
  paymentIntentId?: string | null;
}
