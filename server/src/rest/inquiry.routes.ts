// REST paths of the inquiry forms (spec section 7: POST /help, /cooperation, /demand,
// /christmas-action), the brand contact form, and the staff list.
import { z } from 'zod';
import { Inquiry, InquiryKind, InquiryPage, InquiryReceipt } from '../modules/inquiries/inquiry.entity.js';
import {
  BrandContactInput,
  ChristmasActionInput,
  CooperationInput,
  DemandInput,
  HelpInput,
  InquiryListArgs,
} from '../modules/inquiries/inquiry.inputs.js';
import * as inquiries from '../modules/inquiries/inquiry.service.js';
import { idPath, pageQuery } from './params.js';
import { defineRoute } from './route.js';

const tag = 'Inquiries';
const staff = 'Staff: inquiries';
const receipt = { type: InquiryReceipt };

export const inquiryRoutes = [
  defineRoute({
    method: 'POST',
    path: '/help',
    operationId: 'help',
    tag,
    access: 'public',
    status: 201,
    summary: 'A question to Lokalno; stored, emailed to staff and confirmed to the sender; rate-limited per address and email',
    body: HelpInput,
    response: receipt,
    handler: ({ ctx, body }) => inquiries.sendHelp(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/demand',
    operationId: 'demand',
    tag,
    access: 'public',
    status: 201,
    summary: 'A request for a custom private tour; stored, emailed to staff and confirmed to the sender',
    body: DemandInput,
    response: receipt,
    handler: ({ ctx, body }) => inquiries.sendDemand(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/christmas-action',
    operationId: 'christmasAction',
    tag,
    access: 'public',
    status: 201,
    summary: 'A sign-up for the Christmas promotion (consent must be true)',
    body: ChristmasActionInput,
    response: receipt,
    handler: ({ ctx, body }) => inquiries.signUpForChristmasAction(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/cooperation',
    operationId: 'cooperation',
    tag,
    access: ['ROLE_OWNER'],
    status: 201,
    summary: 'A provider asks Lokalno for other services: a category and a description',
    body: CooperationInput,
    response: receipt,
    handler: ({ ctx, body }) => inquiries.sendCooperation(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/brands/{id}/contact',
    operationId: 'contactBrand',
    tag,
    access: 'public',
    status: 201,
    summary: "A message to a brand's provider; stored, emailed to the provider and confirmed to the sender",
    params: idPath,
    body: BrandContactInput,
    response: receipt,
    handler: ({ ctx, params, body }) => inquiries.contactBrand(ctx, params.id, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/inquiries',
    operationId: 'inquiries',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Inquiries of one kind, newest first (kind, page, size)',
    query: pageQuery.extend({ kind: z.enum(InquiryKind) }),
    args: InquiryListArgs,
    response: { type: InquiryPage },
    handler: ({ ctx, query }) => inquiries.listInquiries(ctx, query.kind, query),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/inquiries/{id}/handled',
    operationId: 'setInquiryHandled',
    tag: staff,
    access: ['ROLE_ADMIN'],
    summary: 'Marks an inquiry handled (handled=true) or open again (handled=false)',
    params: idPath,
    query: z.object({ handled: z.enum(['true', 'false']).transform((value) => value === 'true') }),
    response: { type: Inquiry },
    handler: ({ ctx, params, query }) => inquiries.setInquiryHandled(ctx, params.id, query.handled),
  }),
];
