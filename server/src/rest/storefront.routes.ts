// REST paths of the storefront's own data: home-page announcements (public list, staff changes) and
// the category and region overviews guests browse by.
import { z } from 'zod';
import { CatalogGroup, categoryOverview, regionOverview } from '../modules/catalog/catalog-overview.service.js';
import { Announcement } from '../modules/storefront/announcement.entity.js';
import { AnnouncementInput, AnnouncementOrderInput } from '../modules/storefront/announcement.inputs.js';
import * as announcements from '../modules/storefront/announcement.service.js';
import { idParam } from './params.js';
import { defineRoute } from './route.js';

const publicTag = 'Catalog';
const staff = 'Staff: announcements';
const id = z.object({ id: idParam() });

export const storefrontRoutes = [
  defineRoute({
    method: 'GET',
    path: '/announcements',
    operationId: 'listAnnouncements',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: "Announcements published today, in the staff's order, in the caller's language",
    response: { type: Announcement, list: true },
    handler: ({ ctx }) => announcements.publishedAnnouncements(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/categories/overview',
    operationId: 'getCategoryOverview',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Every category with its number of services and the cover photo of its most popular service',
    response: { type: CatalogGroup, list: true },
    handler: ({ ctx }) => categoryOverview(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/regions/overview',
    operationId: 'getRegionOverview',
    tag: publicTag,
    access: 'public',
    cacheSeconds: 60,
    summary: 'Every region (destination) with its number of services and the cover photo of its most popular service',
    response: { type: CatalogGroup, list: true },
    handler: ({ ctx }) => regionOverview(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/announcements',
    operationId: 'listAllAnnouncements',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Every announcement, published or not, in order',
    response: { type: Announcement, list: true },
    handler: ({ ctx }) => announcements.allAnnouncements(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/announcements',
    operationId: 'createAnnouncement',
    tag: staff,
    access: ['ROLE_ADMIN'],
    status: 201,
    summary: 'Adds an announcement at the end of the list (at most 20)',
    body: AnnouncementInput,
    response: { type: Announcement },
    handler: ({ ctx, body }) => announcements.createAnnouncement(ctx, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/announcements/order',
    operationId: 'reorderAnnouncements',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Puts the announcements in a new order; the body names every id once',
    body: AnnouncementOrderInput,
    response: { type: Announcement, list: true },
    handler: ({ ctx, body }) => announcements.reorderAnnouncements(ctx, body),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/announcements/{id}',
    operationId: 'updateAnnouncement',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Changes an announcement',
    params: id,
    body: AnnouncementInput,
    response: { type: Announcement },
    handler: ({ ctx, params, body }) => announcements.updateAnnouncement(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/announcements/{id}',
    operationId: 'deleteAnnouncement',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Removes an announcement',
    params: id,
    response: { empty: true },
    handler: ({ ctx, params }) => announcements.deleteAnnouncement(ctx, params.id),
  }),
];
