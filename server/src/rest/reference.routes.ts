// REST paths for reference data (spec section 7, public calls).
import { z } from 'zod';
import { idParam } from './params.js';
import * as reference from '../modules/reference/reference.service.js';
import { Amenity, CallingCode, Category, Country, ExchangeRate, Language, PaymentType, PhoneExample, Region, Tag } from '../modules/reference/reference.entities.js';
import { defineRoute } from './route.js';

const DAY = 86_400;
const tag = 'Reference data';

export const referenceRoutes = [
  defineRoute({
    method: 'GET', path: '/countries', operationId: 'listCountries', tag, access: 'public', cacheSeconds: DAY,
    summary: 'All ISO countries with names in English and Croatian',
    response: { type: Country, list: true },
    handler: ({ ctx }) => reference.listCountries(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/regions', operationId: 'listRegions', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Croatian tourist regions in their usual order',
    response: { type: Region, list: true },
    handler: ({ ctx }) => reference.listRegions(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/regions/sorted', operationId: 'listRegionsSorted', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Croatian tourist regions sorted by name',
    response: { type: Region, list: true },
    handler: ({ ctx }) => reference.listRegions(ctx, { sorted: true }),
  }),
  defineRoute({
    method: 'GET', path: '/categories', operationId: 'listCategories', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Experience categories with their tags, in their usual order',
    response: { type: Category, list: true },
    handler: ({ ctx }) => reference.listCategories(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/categories/sorted', operationId: 'listCategoriesSorted', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Experience categories sorted by name',
    response: { type: Category, list: true },
    handler: ({ ctx }) => reference.listCategories(ctx, { sorted: true }),
  }),
  defineRoute({
    method: 'GET', path: '/tags/{categoryId}', operationId: 'listTags', tag, access: 'public', cacheSeconds: DAY,
    summary: 'The tags of one category',
    params: z.object({ categoryId: idParam() }),
    response: { type: Tag, list: true },
    handler: ({ ctx, params }) => reference.listTags(ctx, params.categoryId),
  }),
  defineRoute({
    method: 'GET', path: '/amenities', operationId: 'listAmenities', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Amenities a service can offer',
    response: { type: Amenity, list: true },
    handler: ({ ctx }) => reference.listAmenities(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/languages', operationId: 'listLanguages', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Languages a service can be run in',
    response: { type: Language, list: true },
    handler: ({ ctx }) => reference.listLanguages(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/payment-types', operationId: 'listPaymentTypes', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Ways a guest can pay',
    response: { type: PaymentType, list: true },
    handler: ({ ctx }) => reference.listPaymentTypes(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/phone/examples', operationId: 'getPhoneExample', tag, access: 'public', cacheSeconds: DAY,
    summary: 'An example mobile number for a country (libphonenumber-js)',
    query: z.object({ code: z.string().min(2).max(2).describe('ISO 3166-1 alpha-2 country code, e.g. HR') }),
    response: { type: PhoneExample, nullable: true },
    handler: ({ query }) => reference.phoneExample(query.code),
  }),
  defineRoute({
    method: 'GET', path: '/phone/supported-calling-codes', operationId: 'listSupportedCallingCodes', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Every supported country with its calling code (libphonenumber-js)',
    response: { type: CallingCode, list: true },
    handler: () => reference.supportedCallingCodes(),
  }),
  defineRoute({
    method: 'GET', path: '/hnb/tecaj', operationId: 'getExchangeRate', tag, access: 'public', cacheSeconds: DAY,
    summary: 'Value of one unit of a currency in HRK; EUR is fixed at 7.5345, HRK is 1',
    query: z.object({ valuta: z.string().default('EUR').describe('Currency code: EUR or HRK') }),
    response: { type: ExchangeRate },
    handler: ({ query }) => reference.exchangeRate(query.valuta),
  }),
];
