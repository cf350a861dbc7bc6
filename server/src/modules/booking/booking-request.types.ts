// What the booking request calls answer (REST and GraphQL alike): the draft with its prices
// computed from the offers' current prices, the derived status and the countdown's end.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BookingRequestStep } from './booking-request.entity.js';

/** OPEN, SENT, ENDED as stored, and EXPIRED: OPEN with its hold's expiry passed. */
export enum BookingRequestStatusView {
  OPEN = 'OPEN',
  SENT = 'SENT',
  ENDED = 'ENDED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(BookingRequestStatusView, {
  name: 'BookingRequestStatus',
  description: 'OPEN (places held), SENT (reservation made), ENDED (cleared), EXPIRED (the hold ran out).',
});
registerEnumType(BookingRequestStep, {
  name: 'BookingRequestStep',
  description: 'RECAP → PERSONAL (recap confirmed) → PAYMENT (personal info given).',
});

@ObjectType({ description: 'The service a booking request is for.' })
export class BookingServiceSummary {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field()
  regionSlug: string;

  @Field({ description: 'The title as it appears in the public address /{regionSlug}/{slug}/{id}.' })
  slug: string;

  @Field(() => String, { nullable: true })
  coverUrl: string | null;

  @Field(() => Int)
  minPeople: number;

  @Field(() => Int)
  maxPeople: number;
}

@ObjectType({ description: 'An offer in a booking request, at its current price.' })
export class BookingRequestOfferView {
  @Field(() => Int)
  offerId: number;

  @Field()
  name: string;

  @Field(() => Int)
  quantity: number;

  @Field(() => Int, { description: 'People one unit covers (1 per person, N for a group price).' })
  groupNumber: number;

  @Field(() => Int)
  people: number;

  @Field(() => Int, { description: 'The price of one unit in EUR cents (the discounted price when there is one).' })
  unitPriceCents: number;

  @Field(() => Int)
  lineTotalCents: number;
}

@ObjectType({ description: 'A reservation made from a booking request.' })
export class BookingRequestReservation {
  @Field(() => Int)
  id: number;

  @Field({ description: 'Short readable number, e.g. 7KQ2-M9XD.' })
  number: string;
}

@ObjectType({ description: "A guest's booking request (the draft of the booking flow)." })
export class BookingRequestView {
  @Field({ description: 'The uuid the client chose.' })
  id: string;

  @Field(() => BookingRequestStatusView)
  status: BookingRequestStatusView;

  @Field(() => BookingRequestStep)
  step: BookingRequestStep;

  @Field(() => Date, {
    nullable: true,
    description: 'When the held places are given back: the end of the countdown "Time left to send the request".',
  })
  expiresAt: Date | null;

  @Field(() => BookingServiceSummary)
  service: BookingServiceSummary;

  @Field({ description: 'Europe/Zagreb date, YYYY-MM-DD.' })
  date: string;

  @Field({ description: 'Europe/Zagreb start time, HH:mm.' })
  startTime: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => [BookingRequestOfferView])
  offers: BookingRequestOfferView[];

  @Field(() => Int)
  people: number;

  @Field(() => Int)
  subtotalCents: number;

  @Field(() => String, { nullable: true })
  discountCode: string | null;

  @Field(() => Int)
  discountCents: number;

  @Field(() => Int)
  feeCents: number;

  @Field(() => Int)
  totalCents: number;

  @Field(() => String, { nullable: true, description: "The guest's email; a signed-in customer's own until they enter another." })
  email: string | null;

  @Field(() => String, { nullable: true, description: "The guest's phone; a signed-in customer's own until they enter another." })
  phone: string | null;

  @Field(() => String, { nullable: true })
  message: string | null;

  @Field()
  confirmationSms: boolean;

  @Field()
  conditionsAccepted: boolean;

  @Field(() => BookingRequestReservation, { nullable: true })
  reservation: BookingRequestReservation | null;
}
