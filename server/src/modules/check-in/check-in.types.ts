// What the check-in edges take and answer: a token scanned from the voucher or a number typed in,
// with the tap's nonce; the booking as the provider needs it at the door with its check-in status;
// the published public keys (JWKS).
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { message } from '../../shared/validation.js';
import { DayBookingOffer } from '../provider-desk/day-manifest.js';

/** A compact JWS of three short claims is far below this. */
export const MAX_CHECK_IN_TOKEN_LENGTH = 1000;
const MAX_NUMBER_LENGTH = 20;

export enum CheckInStatus {
  /** Valid for today's start and not checked in yet: one tap checks in. */
  READY = 'READY',
  /** Checked in by this request. */
  CHECKED_IN = 'CHECKED_IN',
  ALREADY_CHECKED_IN = 'ALREADY_CHECKED_IN',
  /** The start is not today (Europe/Zagreb). */
  WRONG_DAY = 'WRONG_DAY',
  NO_SHOW = 'NO_SHOW',
  CANCELLED = 'CANCELLED',
  REJECTED = 'REJECTED',
  /** A request the provider has not accepted. */
  PENDING = 'PENDING',
  EXPIRED = 'EXPIRED',
}

registerEnumType(CheckInStatus, {
  name: 'CheckInStatus',
  description:
    'READY (valid today, not checked in), CHECKED_IN (by this request), or why it cannot be: ALREADY_CHECKED_IN (checkedInAt, checkedInBy), ' +
    'WRONG_DAY (the start is not today in Europe/Zagreb), NO_SHOW (marked as not come), CANCELLED, REJECTED, PENDING (not accepted yet), EXPIRED.',
});

@InputType({ description: "A booking to check in: the voucher's token (scanned from its QR code) or the reservation number typed in." })
export class CheckInLookupInput {
  @Field(() => String, { nullable: true, description: "The token of the voucher's QR code." })
  @IsOptional()
  @MaxLength(MAX_CHECK_IN_TOKEN_LENGTH, message('checkIn.token.invalid'))
  @IsString(message('checkIn.token.invalid'))
  token?: string | null;

  @Field(() => String, { nullable: true, description: 'The reservation number as typed (any case, with or without the dash).' })
  @IsOptional()
  @MaxLength(MAX_NUMBER_LENGTH, message('checkIn.number.invalid'))
  @IsString(message('checkIn.number.invalid'))
  number?: string | null;
}

@InputType({ description: 'A check-in tap: the booking, and a nonce the device makes per tap (a retry with it gets the same answer).' })
export class CheckInInput extends CheckInLookupInput {
  @Field({ description: 'A UUID made by the device for this tap.' })
  @IsUUID('all', message('checkIn.nonce.invalid'))
  @IsString(message('checkIn.nonce.invalid'))
  nonce: string;
}

@ObjectType({ description: 'A booking at the door: who, how many, what, and whether it can be checked in now.' })
export class CheckInView {
  @Field(() => CheckInStatus)
  status: CheckInStatus;

  @Field(() => Int)
  reservationId: number;

  @Field()
  number: string;

  @Field()
  serviceTitle: string;

  @Field({ description: 'YYYY-MM-DD of the start (Europe/Zagreb).' })
  date: string;

  @Field({ description: 'HH:mm (Europe/Zagreb).' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field({ description: "Today's date in Europe/Zagreb by the server's clock (WRONG_DAY compares the start's date with it)." })
  today: string;

  @Field(() => Int)
  people: number;

  @Field(() => String, { nullable: true, description: "The signed-in guest's name; null for a guest who booked by email only." })
  guestName: string | null;

  @Field()
  email: string;

  @Field(() => [DayBookingOffer])
  offers: DayBookingOffer[];

  @Field(() => Date, { nullable: true, description: 'When the guest was checked in.' })
  checkedInAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who checked the guest in (name, else email).' })
  checkedInBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When the guest was marked as not come.' })
  noShowAt: Date | null;
}

@ObjectType({ description: 'A public key that signs check-in tokens (JWK, RFC 7517).' })
export class CheckInKey {
  @Field({ description: 'OKP' })
  kty: string;

  @Field({ description: 'Ed25519' })
  crv: string;

  @Field({ description: 'The public key, base64url.' })
  x: string;

  @Field({ description: "The key id, in each token's protected header." })
  kid: string;

  @Field({ description: 'EdDSA' })
  alg: string;

  @Field({ description: 'sig' })
  use: string;
}

@ObjectType({ description: 'The public keys of check-in tokens, as a JSON Web Key Set: the signing key first.' })
export class CheckInKeySet {
  @Field(() => [CheckInKey])
  keys: CheckInKey[];
}
