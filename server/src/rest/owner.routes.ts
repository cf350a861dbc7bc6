// REST paths for a provider's company and brands (spec section 7, Owner calls) and public brands.
import { z } from 'zod';
import { idParam } from './params.js';
import { ActivityType } from '../modules/owner/activity-type.entity.js';
import { Brand } from '../modules/owner/brand.entity.js';
import { Company } from '../modules/owner/company.entity.js';
import { BrandInput, CompanyInput } from '../modules/owner/owner.inputs.js';
import * as owner from '../modules/owner/owner.service.js';
import * as catalog from '../modules/catalog/public-catalog.service.js';
import { PublicService } from '../modules/catalog/public-service.types.js';
import { defineRoute } from './route.js';

const tag = 'Provider: company and brands';
const id = z.object({ id: idParam() });

export const ownerRoutes = [
  defineRoute({
    method: 'GET', path: '/owner/brands/types', operationId: 'listActivityTypes', tag: 'Reference data', access: 'public', cacheSeconds: 86_400,
    summary: 'Primary tourism activity types (for companies and brands)',
    response: { type: ActivityType, list: true },
    handler: ({ ctx }) => owner.listActivityTypes(ctx),
  }),
  defineRoute({
    method: 'GET', path: '/owner/company', operationId: 'getCompany', tag, access: ['ROLE_OWNER'],
    summary: 'The caller\'s business entity (404 until registered)',
    response: { type: Company },
    handler: ({ ctx }) => owner.ownCompany(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/owner/company', operationId: 'createCompany', tag, access: ['ROLE_OWNER'], status: 201,
    summary: 'Registers the business entity (OIB checked for Croatia, IBAN mod-97)',
    body: CompanyInput,
    response: { type: Company },
    handler: ({ ctx, body }) => owner.createCompany(ctx, body),
  }),
  defineRoute({
    method: 'PUT', path: '/owner/company', operationId: 'updateCompany', tag, access: ['ROLE_OWNER'],
    summary: 'Updates the business entity',
    body: CompanyInput,
    response: { type: Company },
    handler: ({ ctx, body }) => owner.updateCompany(ctx, body),
  }),
  defineRoute({
    method: 'GET', path: '/owner/brands', operationId: 'listBrands', tag, access: ['ROLE_OWNER'],
    summary: 'The caller\'s brands',
    response: { type: Brand, list: true },
    handler: ({ ctx }) => owner.listOwnBrands(ctx),
  }),
  defineRoute({
    method: 'POST', path: '/owner/brands', operationId: 'createBrand', tag, access: ['ROLE_OWNER'], status: 201,
    summary: 'Adds a brand (the business entity must exist)',
    body: BrandInput,
    response: { type: Brand },
    handler: ({ ctx, body }) => owner.createBrand(ctx, body),
  }),
  defineRoute({
    method: 'GET', path: '/owner/brands/{id}', operationId: 'getBrand', tag, access: ['ROLE_OWNER'],
    summary: 'One of the caller\'s brands',
    params: id,
    response: { type: Brand },
    handler: ({ ctx, params }) => owner.ownBrand(ctx, params.id),
  }),
  defineRoute({
    method: 'PUT', path: '/owner/brands/{id}', operationId: 'updateBrand', tag, access: ['ROLE_OWNER'],
    summary: 'Updates a brand',
    params: id,
    body: BrandInput,
    response: { type: Brand },
    handler: ({ ctx, params, body }) => owner.updateBrand(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE', path: '/owner/brands/{id}', operationId: 'deleteBrand', tag, access: ['ROLE_OWNER'],
    summary: 'Deletes a brand with its services',
    params: id,
    response: { empty: true },
    handler: ({ ctx, params }) => owner.deleteBrand(ctx, params.id),
  }),
  defineRoute({
    method: 'GET', path: '/owner/brands/{id}/location', operationId: 'getBrandLocation', tag, access: ['ROLE_OWNER'],
    summary: 'A brand\'s address and map position',
    params: id,
    response: { type: Brand },
    handler: ({ ctx, params }) => owner.ownBrand(ctx, params.id),
  }),
  defineRoute({
    method: 'GET', path: '/brands/{id}', operationId: 'getPublicBrand', tag: 'Catalog', access: 'public', cacheSeconds: 60,
    summary: 'A brand as guests see it',
    params: id,
    response: { type: Brand },
    handler: ({ ctx, params }) => owner.publicBrand(ctx, params.id),
  }),
  defineRoute({
    method: 'GET', path: '/brands/{id}/services', operationId: 'listPublicBrandServices', tag: 'Catalog', access: 'public', cacheSeconds: 60,
    summary: 'A brand\'s approved, active services',
    params: id,
    response: { type: PublicService, list: true },
    handler: ({ ctx, params }) => catalog.listBrandPublicServices(ctx, params.id),
  }),
];
