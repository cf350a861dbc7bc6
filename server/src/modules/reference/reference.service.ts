// Reads reference data for forms and filters; phone data comes from libphonenumber-js,
// the EUR rate is the fixed conversion rate of 7.5345 HRK.
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { localize, sortByName } from '../../shared/localized.js';
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

import { EUR_TO_HRK } from '../../../../common/money.js';
const HRK_RATES: Record<string, number> = { HRK: 1, EUR: EUR_TO_HRK };

export async function listCountries(ctx: RequestContext): Promise<Country[]> {
  const countries = await ctx.manager.find(Country);
  return sortByName(localize(countries, ctx.locale), ctx.locale);
}

export async function listRegions(ctx: RequestContext, options: { sorted?: boolean } = {}): Promise<Region[]> {
  const regions = localize(await ctx.manager.find(Region, { order: { sortOrder: 'ASC', id: 'ASC' } }), ctx.locale);
  return options.sorted ? sortByName(regions, ctx.locale) : regions;
}

export async function listCategories(ctx: RequestContext, options: { sorted?: boolean } = {}): Promise<Category[]> {
  const categories = await ctx.manager.find(Category, {
    relations: { tags: true },
    order: { sortOrder: 'ASC', id: 'ASC', tags: { id: 'ASC' } },
  });
  localize(categories, ctx.locale);
  for (const category of categories) localize(category.tags, ctx.locale);
  return options.sorted ? sortByName(categories, ctx.locale) : categories;
}

export async function listTags(ctx: RequestContext, categoryId: number): Promise<Tag[]> {
  const category = await ctx.manager.findOne(Category, {
    where: { id: categoryId },
    relations: { tags: true },
    order: { tags: { id: 'ASC' } },
  });
  if (!category) throw notFound();
  return localize(category.tags, ctx.locale);
}

export async function listAmenities(ctx: RequestContext): Promise<Amenity[]> {
  return sortByName(localize(await ctx.manager.find(Amenity), ctx.locale), ctx.locale);
}

export async function listLanguages(ctx: RequestContext): Promise<Language[]> {
  return sortByName(localize(await ctx.manager.find(Language), ctx.locale), ctx.locale);
}

export async function listPaymentTypes(ctx: RequestContext): Promise<PaymentType[]> {
  return localize(await ctx.manager.find(PaymentType, { order: { id: 'ASC' } }), ctx.locale);
}

function toCountryCode(code: string): CountryCode {
  const upper = code.trim().toUpperCase();
  if (!(getCountries() as string[]).includes(upper)) {
    throw invalidInput({ code: { id: 'validation.unknownCountry', values: { code } } });
  }
  return upper as CountryCode;
}

/** An example mobile number for the country, or null where libphonenumber-js has none. */
export function phoneExample(code: string): PhoneExample | null {
  const country = toCountryCode(code);
  const example = getExampleNumber(country, examples);
  if (!example) return null;
  return {
    country,
    callingCode: example.countryCallingCode,
    national: example.formatNational(),
    international: example.formatInternational(),
  };
}

export function supportedCallingCodes(): CallingCode[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

export function exchangeRate(currency: string): ExchangeRate {
  const code = currency.trim().toUpperCase();
  const rate = HRK_RATES[code];
  if (rate === undefined) {
    throw new DomainError('BAD_USER_INPUT', { id: 'validation.unknownCurrency' }, { valuta: { id: 'validation.unknownCurrency' } });
  }
  return { currency: code, rate };
}
