// Everything the service entry form picks from, in one answer.
import { allReads } from '../../shared/transaction.js';
import { Field, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ActivityType } from '../owner/activity-type.entity.js';
import { listActivityTypes } from '../owner/owner.service.js';
import { Amenity, Category, Language, PaymentType, Region } from '../reference/reference.entities.js';
import * as reference from '../reference/reference.service.js';

@ObjectType({ description: 'Choices for the service entry form.' })
export class ServiceResources {
  @Field(() => [Category], { description: 'Categories with their tags.' })
  categories: Category[];

  @Field(() => [Region])
  regions: Region[];

  @Field(() => [Amenity])
  amenities: Amenity[];

  @Field(() => [Language])
  languages: Language[];

  @Field(() => [PaymentType])
  paymentTypes: PaymentType[];

  @Field(() => [ActivityType])
  activityTypes: ActivityType[];
}

export async function serviceResources(ctx: RequestContext): Promise<ServiceResources> {
  const [categories, regions, amenities, languages, paymentTypes, activityTypes] = await allReads(ctx, [
    () => reference.listCategories(ctx),
    () => reference.listRegions(ctx),
    () => reference.listAmenities(ctx),
    () => reference.listLanguages(ctx),
    () => reference.listPaymentTypes(ctx),
    () => listActivityTypes(ctx),
  ]);
  return { categories, regions, amenities, languages, paymentTypes, activityTypes };
}
