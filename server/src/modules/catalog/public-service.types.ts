// The public shape of a service (spec section 3), assembled for guests and integrators.
// `simpleResolvers`: these are plain data read by graphql-js's default resolver. A list of 20 services
// resolves some 2,500 fields; TypeGraphQL's per-field wrapper (middleware chain, no middleware or field
// auth here) cost more than the fields themselves. Access is decided on the queries (@Public/@Roles).
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Offer, PriceType } from './offer.entity.js';
import { CancellationPolicy, KeyLocationDistance } from './service.entity.js';
import { Paginated } from '../../shared/paginated.js';

@ObjectType({ description: 'Booking conditions of a service.', simpleResolvers: true })
export class ServiceConditions {
  @Field(() => Int)
  minPeople: number;

  @Field(() => Int)
  maxPeople: number;

  @Field(() => Int, { description: 'Hours before the start a booking must arrive.' })
  advance: number;

  @Field(() => Int, { description: 'The N of the refund policy (days or hours); 0 for no refund.' })
  cancellation: number;

  @Field(() => CancellationPolicy)
  cancellationPolicy: CancellationPolicy;

  @Field(() => Int, { description: 'Longest time the provider takes to answer a request, in minutes.' })
  maxResponseTime: number;
}

@ObjectType({ description: 'Where guests meet the provider.', simpleResolvers: true })
export class MeetingLocation {
  @Field()
  address: string;

  @Field(() => Float)
  latitude: number;

  @Field(() => Float)
  longitude: number;

  @Field(() => String, { nullable: true })
  arrivalInstructions: string | null;
}

@ObjectType({ description: 'A photo as guests see it.', simpleResolvers: true })
export class PublicPhoto {
  @Field()
  name: string;

  @Field({ description: 'Image service URL; add width, height, fit, crop and auto=format as needed.' })
  url: string;

  @Field()
  description: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field()
  primary: boolean;
}

@ObjectType({ description: "A service's rating: the average of its visible reviews and the sub-rating averages.", simpleResolvers: true })
export class ServiceRating {
  @Field(() => Float, { nullable: true, description: 'Average overall stars (one decimal), null without reviews.' })
  average: number | null;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { nullable: true })
  serviceQuality: number | null;

  @Field(() => Float, { nullable: true })
  organisation: number | null;

  @Field(() => Float, { nullable: true })
  valueForMoney: number | null;

  @Field(() => Float, { nullable: true })
  safety: number | null;
}

@ObjectType({ description: 'An approved, active service as guests see it.', simpleResolvers: true })
export class PublicService {
  @Field(() => Int)
  serviceId: number;

  @Field()
  title: string;

  @Field(() => ServiceConditions)
  conditions: ServiceConditions;

  @Field(() => Int)
  categoryId: number;

  @Field()
  categoryName: string;

  @Field()
  categorySlug: string;

  @Field()
  ownerStatement: string;

  @Field(() => [String])
  tags: string[];

  @Field()
  description: string;

  @Field(() => [String])
  includedInTheService: string[];

  @Field(() => [String])
  characteristics: string[];

  @Field(() => [String])
  amenities: string[];

  @Field(() => [String], { description: 'Spoken languages.' })
  spLanguages: string[];

  @Field(() => String, { nullable: true })
  remark: string | null;

  @Field()
  microLocation: string;

  @Field(() => PublicPhoto, { nullable: true })
  primaryPhoto: PublicPhoto | null;

  @Field(() => Date)
  lastModified: Date;

  @Field(() => Int)
  regionId: number;

  @Field()
  regionName: string;

  @Field()
  regionSlug: string;

  @Field(() => MeetingLocation, { description: 'The meeting point.' })
  location: MeetingLocation;

  @Field()
  country: string;

  @Field(() => [KeyLocationDistance])
  nearByLocations: KeyLocationDistance[];

  @Field(() => [Offer])
  offers: Offer[];

  @Field(() => Float, {
    nullable: true,
    description:
      'The "from" price in EUR, a price an offer really has: the lowest per-person price, or the lowest group price when only group offers exist (see priceFromType).',
  })
  priceFrom: number | null;

  @Field(() => ServiceRating, {
    description: 'The average of its visible verified reviews (reviews module), with the sub-rating averages.',
  })
  rating: ServiceRating;

  @Field(() => PriceType, { nullable: true, description: 'PER_PERSON, or GROUP when priceFrom is the price of a whole group.' })
  priceFromType: PriceType | null;

  @Field(() => Int, { nullable: true, description: 'People the priceFrom covers: 1 per person, N for a group of up to N.' })
  priceFromGroupNumber: number | null;

  @Field({ description: 'False when the service has no offers.' })
  bookable: boolean;

  @Field({
    description:
      "Open only to guests who came through one of its chosen sales partners' links (and those partners): the storefront marks it as exclusive.",
  })
  exclusive: boolean;

  @Field(() => Int)
  brandId: number;

  @Field()
  brandName: string;
}

@ObjectType({ description: 'One page of services.', simpleResolvers: true })
export class ServicePage extends Paginated(PublicService) {}
