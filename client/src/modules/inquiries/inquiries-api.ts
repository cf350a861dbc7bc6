// The inquiry calls of the REST facade (spec section 7: POST /help, /demand, /christmas-action,
// /cooperation) and the brand contact form. The server stores, emails and rate-limits them.
import { apiFetch } from '../../shared/api/rest';
import type { RestSchema } from '../../shared/api/rest-schema';

export type InquiryReceipt = RestSchema['InquiryReceipt'];
// Each form also carries `website`, the hidden bot trap: people leave it empty.
export type HelpRequest = RestSchema['HelpInput'];
/** `budget` in euro cents for the whole group. */
export type DemandRequest = RestSchema['DemandInput'];
export type ChristmasActionRequest = RestSchema['ChristmasActionInput'];
export type CooperationRequest = RestSchema['CooperationInput'];
export type BrandContactRequest = RestSchema['BrandContactInput'];

const send = <T>(path: string, body: T) => apiFetch<InquiryReceipt>(path, { method: 'POST', body, noRedirect: true });

export const sendHelp = (request: HelpRequest) => send('/help', request);
export const sendDemand = (request: DemandRequest) => send('/demand', request);
export const signUpForChristmasAction = (request: ChristmasActionRequest) => send('/christmas-action', request);
export const sendCooperation = (request: CooperationRequest) => apiFetch<InquiryReceipt>('/cooperation', { method: 'POST', body: request });
export const contactBrand = (brandId: number, request: BrandContactRequest) => send(`/brands/${brandId}/contact`, request);
