// Inputs and answers of the waitlist calls, shared by GraphQL and the REST facade: joining (a start
// and the offers as the booking widget chose them, checked as a booking request is), the token of an
// emailed link, and the provider's list.
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsDay, IsPhone, message } from '../../shared/validation.js';
import { BookingOfferQuantityInput, OfferQuantities, StartDate, StartTime } from '../booking/booking-request.inputs.js';
import { WaitlistOfferQuantity, WaitlistState } from './waitlist-entry.entity.js';
import { MAX_WAITLIST_TOKEN_LENGTH } from './waitlist-tokens.js';

@InputType({
  description: 'Joining the waitlist of a start: the start, the offers as chosen, and the email of a guest without an account.',
})
export class JoinWaitlistInput {
  @StartDate()
  date: string;

  @StartTime()
  startTime: string;

  @OfferQuantities('The offers chosen, with their quantities (as for a booking request).')
  offers: BookingOfferQuantityInput[];

  @Field(() => String, { nullable: true, description: "A guest's email; a signed-in customer's account email is used instead." })
  @IsOptional()
  @IsEmail({}, message('validation.email'))
  @MaxLength(254, message('validation.email'))
  @IsString(message('validation.email'))
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A mobile number with its country code, to be told of an offer by SMS as well as by email; left out for email only.',
  })
  @IsOptional()
  @IsPhone({ required: false })
  phone?: string | null;
}

@InputType({ description: 'The token of an emailed waitlist link.' })
export class WaitlistTokenInput {
  @Field()
  @MaxLength(MAX_WAITLIST_TOKEN_LENGTH, message('error.notFound'))
  @IsNotEmpty(message('error.notFound'))
  @IsString(message('error.notFound'))
  token: string;
}

@ArgsType()
export class OwnerWaitlistArgs {
  @Field(() => String, { nullable: true, description: 'First Europe/Zagreb day (YYYY-MM-DD); default today.' })
  @IsOptional()
  @IsDay(message('season.invalidDate'))
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last Europe/Zagreb day (YYYY-MM-DD); default 60 days after `from`.' })
  @IsOptional()
  @IsDay(message('season.invalidDate'))
  to?: string | null;
}

@ObjectType({ description: 'A waitlist entry as its guest sees it (the holder of its link, or the customer who joined).' })
export class WaitlistEntryView {
  @Field(() => Int)
  id: number;

  @Field(() => WaitlistState)
  state: WaitlistState;

  @Field(() => Int)
  serviceId: number;

  @Field()
  serviceTitle: string;

  @Field({ description: 'Europe/Zagreb date, YYYY-MM-DD.' })
  date: string;

  @Field({ description: 'Europe/Zagreb start time, HH:mm.' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Int)
  people: number;

  @Field(() => [WaitlistOfferQuantity])
  offers: WaitlistOfferQuantity[];

  @Field(() => Int, { nullable: true, description: 'Place in line (1: next) while WAITING; else null.' })
  position: number | null;

  @Field(() => Date, { nullable: true, description: "Until when an OFFERED entry's places are held." })
  offerExpiresAt: Date | null;
}

@ObjectType({ description: 'A leave answered: the entry is out of the line.' })
export class WaitlistLeft {
  @Field()
  left: boolean;
}

@ObjectType({ description: "The waitlist of one of the provider's starts." })
export class WaitlistStartSummary {
  @Field(() => Int)
  serviceId: number;

  @Field()
  serviceTitle: string;

  @Field({ description: 'Europe/Zagreb date, YYYY-MM-DD.' })
  date: string;

  @Field({ description: 'Europe/Zagreb start time, HH:mm.' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Int, { description: 'Entries waiting in line.' })
  waiting: number;

  @Field(() => Int, { description: 'People of the entries waiting.' })
  waitingPeople: number;

  @Field(() => Int, { description: 'People holding an open offer.' })
  offeredPeople: number;
}
