// Inputs of the booking request (draft) calls, validated by TypeGraphQL and by the REST facade
// with the same classes: the choice (service, date, start time, offers), the recap (discount
// code) and the personal info (email, phone with its country code, message, conditions).
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_ID, MAX_LIST_LENGTH } from '../../shared/limits.js';
import { IsDay, IsPhone, message, required } from '../../shared/validation.js';
import { MAX_REFERRAL_LENGTH } from '../partners/referral-token.js';
import { MAX_DISCOUNT_CODE_LENGTH } from './discount-code.service.js';

/** The most units of one offer a request may hold (people limits apply on top). */
export const MAX_OFFER_QUANTITY = 500;
export const MAX_BOOKING_MESSAGE = 2000;

const tooLong = (max: number) => message('validation.tooLong', { max });
const quantity = message('booking.quantity');

@InputType({ description: 'How many units of an offer: persons, or groups for a group offer; 0 removes the offer.' })
export class BookingOfferQuantityInput {
  @Field(() => Int)
  @Max(MAX_ID, message('booking.unknownOffer'))
  @Min(1, message('booking.unknownOffer'))
  @IsInt(message('booking.unknownOffer'))
  offerId: number;

  @Field(() => Int)
  @Max(MAX_OFFER_QUANTITY, message('validation.max', { max: MAX_OFFER_QUANTITY }))
  @Min(0, quantity)
  @IsInt(quantity)
  quantity: number;
}

/** Decorators as if written one above the other over a property: TypeScript applies the lowest first. */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** The day a booking starts, on both transports: the guest's request and the provider's change. */
export function StartDate(): PropertyDecorator {
  return stacked(
    Field({ description: 'Europe/Zagreb date, YYYY-MM-DD.' }),
    IsDay(message('booking.dateRequired')),
    IsNotEmpty(message('booking.dateRequired')),
    IsString(message('booking.dateRequired')),
  );
}

/** The time a booking starts, on both transports: the guest's request and the provider's change. */
export function StartTime(): PropertyDecorator {
  return stacked(
    Field({ description: 'Europe/Zagreb start time, HH:mm.' }),
    Matches(/^([01]\d|2[0-3]):[0-5]\d$/, message('booking.timeRequired')),
    IsNotEmpty(message('booking.timeRequired')),
    IsString(message('booking.timeRequired')),
  );
}

/** The offers of a booking with their quantities, on both transports; what a missing offer means is the caller's. */
export function OfferQuantities(description: string): PropertyDecorator {
  return stacked(
    Field(() => [BookingOfferQuantityInput], { description }),
    IsArray(message('booking.noOffers')),
    ArrayMaxSize(MAX_LIST_LENGTH, message('validation.max', { max: MAX_LIST_LENGTH })),
    ValidateNested({ each: true }),
    Type(() => BookingOfferQuantityInput),
  );
}

@InputType({ description: "The guest's choice: a start of a service and offers with quantities." })
export class BookingRequestInput {
  @Field(() => Int)
  @Max(MAX_ID, message('error.notFound'))
  @Min(1, message('error.notFound'))
  @IsInt(message('error.notFound'))
  serviceId: number;

  @StartDate()
  date: string;

  @StartTime()
  startTime: string;

  @OfferQuantities('Creating: the offers chosen. Updating: the listed offers get these quantities (0 removes one); unlisted offers stay.')
  offers: BookingOfferQuantityInput[];

  @Field(() => String, {
    nullable: true,
    description:
      "A sales partner's referral: the signed token POST /api/referrals/visits answered (CODE.SECONDS.MAC), or a bare object code (a visit now). The last one given wins; whether it earns is decided when the request is sent, and an invalid or expired one only attributes nothing.",
  })
  @IsOptional()
  @MaxLength(MAX_REFERRAL_LENGTH, tooLong(MAX_REFERRAL_LENGTH))
  @IsString(message('validation.invalid', { label: { id: 'label.referralCode' } }))
  referralCode?: string | null;
}

@InputType({ description: 'The recap step: an optional discount code (empty or absent: none).' })
export class BookingRecapInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_DISCOUNT_CODE_LENGTH, message('discountCode.unknown'))
  @IsString(message('discountCode.unknown'))
  discountCode?: string | null;
}

@InputType({ description: 'The personal-info step.' })
export class BookingPersonalInput {
  @Field()
  @IsEmail({}, message('validation.email'))
  @IsNotEmpty(required('label.email'))
  @IsString(required('label.email'))
  @MaxLength(254, message('validation.email'))
  email: string;

  @Field({ description: 'Phone number with its country code.' })
  @IsPhone({ required: true })
  phone: string;

  @Field(() => String, { nullable: true, description: 'A message for the provider.' })
  @IsOptional()
  @MaxLength(MAX_BOOKING_MESSAGE, tooLong(MAX_BOOKING_MESSAGE))
  @IsString(tooLong(MAX_BOOKING_MESSAGE))
  message?: string | null;

  @Field({ description: 'Send a confirmation SMS too.' })
  @IsBoolean(message('validation.invalid', { label: { id: 'label.value' } }))
  confirmationSms: boolean = false;

  @Field({ description: 'Must be true: the guest accepts the conditions.' })
  @IsBoolean(message('booking.conditionsRequired'))
  conditionsAccepted: boolean;
}
