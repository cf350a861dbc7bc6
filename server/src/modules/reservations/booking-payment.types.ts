// What the payment calls of the booking flow take and answer (REST and GraphQL alike): the prepared
// card payment, the simulator's test card and its 3-D Secure answer, and the sent request's reservation.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, Min } from 'class-validator';
import { message } from '../../shared/validation.js';
import type { TestAuthentication } from '../payments/payment-gateway.js';
import { BookingRequestReservation } from '../booking/booking-request.types.js';

@ObjectType({
  description:
    "The card payment of a booking request, ready for the browser: Stripe's Payment Element (mode stripe) or the test-payment form (mode simulator).",
})
export class BookingPaymentPreparation {
  @Field({ description: 'stripe or simulator.' })
  mode: string;

  @Field(() => String, { nullable: true, description: 'Stripe mode: the publishable key for Stripe.js.' })
  publishableKey: string | null;

  @Field(() => String, { nullable: true, description: "Stripe mode: the PaymentIntent's client secret for the Payment Element." })
  clientSecret: string | null;

  @Field()
  intentId: string;

  @Field(() => Int, { description: "The amount reserved on the card, EUR cents (the request's total)." })
  amountCents: number;
}

@ObjectType({ description: 'A booking request sent: its reservation (PENDING, the card amount authorised).' })
export class SentBookingRequest {
  @Field(() => BookingRequestReservation)
  reservation: BookingRequestReservation;
}

const cardNumber = message('booking.cardNumber');
const cardExpiry = message('booking.cardExpiry');
const cardCvc = message('booking.cardCvc');

@InputType({ description: 'A test card for the card simulator (no Stripe key configured). Never logged, never stored.' })
export class TestCardInput {
  @Field({ description: '12 to 19 digits; spaces allowed.' })
  @Matches(/^[0-9 ]{12,23}$/, cardNumber)
  @IsNotEmpty(cardNumber)
  @IsString(cardNumber)
  number: string;

  @Field(() => Int)
  @Max(12, cardExpiry)
  @Min(1, cardExpiry)
  @IsInt(cardExpiry)
  expMonth: number;

  @Field(() => Int, { description: 'Four digits, e.g. 2030.' })
  @Max(2100, cardExpiry)
  @Min(2000, cardExpiry)
  @IsInt(cardExpiry)
  expYear: number;

  @Field()
  @Matches(/^[0-9]{3,4}$/, cardCvc)
  @IsString(cardCvc)
  cvc: string;
}

const testAuthentication = message('booking.testAuthentication');

@InputType({
  description: "The guest's answer to the 3-D Secure check a test card asked for (card simulator only), as on Stripe's test page.",
})
export class TestAuthenticationInput {
  @Field(() => String, { description: 'complete (the amount is authorised) or fail (payment_intent_authentication_failure).' })
  @IsIn(['complete', 'fail'], testAuthentication)
  @IsString(testAuthentication)
  outcome: TestAuthentication;
}
