// GraphQL queries for reference data; every one is public.
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public } from '../../shared/access.js';
import {
  Amenity,
  CallingCode,
  Category,
  Country,
  ExchangeRate,
  Language,
  PaymentType,
  PhoneExample,
  Region,
  Tag,
} from './reference.entities.js';
import * as reference from './reference.service.js';

@Resolver()
export class ReferenceResolver {
  @Public()
  @Query(() => [Country], { description: 'All ISO countries, sorted by name in the language of the request.' })
  countries(@Ctx() ctx: RequestContext) {
    return reference.listCountries(ctx);
  }

  @Public()
  @Query(() => [Region], { description: 'Croatian tourist regions, in their usual order or sorted by name.' })
  regions(@Ctx() ctx: RequestContext, @Arg('sorted', () => Boolean, { nullable: true }) sorted?: boolean) {
    return reference.listRegions(ctx, { sorted: sorted ?? false });
  }

  @Public()
  @Query(() => [Category], { description: 'Experience categories with their tags, in their usual order or sorted by name.' })
  categories(@Ctx() ctx: RequestContext, @Arg('sorted', () => Boolean, { nullable: true }) sorted?: boolean) {
    return reference.listCategories(ctx, { sorted: sorted ?? false });
  }

  @Public()
  @Query(() => [Tag], { description: 'The tags of one category.' })
  tags(@Ctx() ctx: RequestContext, @Arg('categoryId', () => Int) categoryId: number) {
    return reference.listTags(ctx, categoryId);
  }

  @Public()
  @Query(() => [Amenity])
  amenities(@Ctx() ctx: RequestContext) {
    return reference.listAmenities(ctx);
  }

  @Public()
  @Query(() => [Language], { description: 'Languages a service can be run in.' })
  languages(@Ctx() ctx: RequestContext) {
    return reference.listLanguages(ctx);
  }

  @Public()
  @Query(() => [PaymentType])
  paymentTypes(@Ctx() ctx: RequestContext) {
    return reference.listPaymentTypes(ctx);
  }

  @Public()
  @Query(() => PhoneExample, { nullable: true, description: 'An example mobile number for an ISO country code.' })
  phoneExample(@Arg('code') code: string) {
    return reference.phoneExample(code);
  }

  @Public()
  @Query(() => [CallingCode], { description: 'Every country libphonenumber-js supports, with its calling code.' })
  supportedCallingCodes() {
    return reference.supportedCallingCodes();
  }

  @Public()
  @Query(() => ExchangeRate, { description: 'Value of one unit of the currency in HRK; EUR is fixed at 7.5345.' })
  exchangeRate(@Arg('currency') currency: string) {
    return reference.exchangeRate(currency);
  }
}
