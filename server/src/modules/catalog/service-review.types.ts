// What staff see of a service under review: the guest view, its photos, who offers it, its
// calendar in short and its review history. Assembled in bulk by approval.service.ts.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AgreementSummary } from '../agreements/agreement.types.js';
import { Photo } from './photo.entity.js';
import { PublicService } from './public-service.types.js';
import { ReviewEvent } from './review-event.entity.js';
import { ServiceStatus } from './service.entity.js';

export enum ReviewFilter {
  NEW = 'NEW',
  REVISIONS = 'REVISIONS',
  RETURNED = 'RETURNED',
}
registerEnumType(ReviewFilter, {
  name: 'ReviewFilter',
  description: 'NEW: sent for approval and waiting; REVISIONS: changes to live services waiting; RETURNED: sent back to the provider.',
});

@ObjectType({ description: 'The provider behind a service under review.' })
export class ReviewProvider {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  email: string;
}

@ObjectType({ description: 'The company (business entity) behind a service under review.' })
export class ReviewCompany {
  @Field(() => Int)
  id: number;

  @Field()
  legalName: string;

  @Field({ description: 'VAT number; for Croatia the OIB.' })
  vatNumber: string;

  @Field(() => AgreementSummary, { description: 'Its current cooperation agreement: approval waits until it is accepted.' })
  agreement: AgreementSummary;
}

@ObjectType({ description: 'The brand a service under review belongs to.' })
export class ReviewBrand {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}

@ObjectType({ description: 'The calendar of a service in short.' })
export class CalendarSummary {
  @Field(() => Int)
  seasons: number;

  @Field(() => String, { nullable: true, description: 'First day of the earliest season, YYYY-MM-DD.' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'Last day of the latest season, YYYY-MM-DD.' })
  to: string | null;

  @Field(() => Int, { description: 'Start times over all seasons.' })
  startTimes: number;

  @Field(() => Int, { description: 'Unavailable dates over all seasons.' })
  unavailableDates: number;
}

@ObjectType({ description: 'A service as staff review it.' })
export class ServiceReview {
  @Field(() => Int)
  serviceId: number;

  @Field(() => ServiceStatus)
  status: ServiceStatus;

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The latest staff note, when sent back.' })
  reviewNote: string | null;

  @Field(() => PublicService, { description: 'The service as guests will see it.' })
  preview: PublicService;

  @Field(() => [Photo], { description: 'The whole gallery, cover first.' })
  photos: Photo[];

  @Field(() => ReviewProvider)
  provider: ReviewProvider;

  @Field(() => ReviewCompany)
  company: ReviewCompany;

  @Field(() => ReviewBrand)
  brand: ReviewBrand;

  @Field(() => CalendarSummary)
  calendar: CalendarSummary;

  @Field(() => [ReviewEvent], { description: 'Sent for approval, approved and sent back, oldest first.' })
  history: ReviewEvent[];
}
