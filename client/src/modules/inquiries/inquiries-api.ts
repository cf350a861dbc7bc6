// The inquiry calls of the REST facade (spec section 7: POST /help, /demand, /christmas-action,
// /cooperation) and the brand contact form. The server stores, emails and rate-limits them.
import { apiFetch } from '../../shared/api/rest';
import type { Language } from '../../shared/i18n/languages';

export interface InquiryReceipt {
  kind: string;
  received: boolean;
}

interface Sender {
  name: string;
  email: string;
  language: Language;
  /** The hidden bot trap: people leave it empty. */
  website?: string;
}

export interface HelpRequest extends Sender {
  subject: string;
  message: string;
}

export interface DemandRequest extends Sender {
  phone?: string;
  dateFrom: string;
  dateTo: string;
  groupSize: number;
  interests: string;
  /** Euro cents for the whole group. */
  budget?: number;
  message?: string;
}

export interface ChristmasActionRequest extends Sender {
  consent: boolean;
}

export interface CooperationRequest {
  category: string;
  description: string;
}

export interface BrandContactRequest extends Sender {
  message: string;
}

const send = <T,>(path: string, body: T) => apiFetch<InquiryReceipt>(path, { method: 'POST', body, noRedirect: true });

export const sendHelp = (request: HelpRequest) => send('/help', request);
export const sendDemand = (request: DemandRequest) => send('/demand', request);
export const signUpForChristmasAction = (request: ChristmasActionRequest) => send('/christmas-action', request);
export const sendCooperation = (request: CooperationRequest) => apiFetch<InquiryReceipt>('/cooperation', { method: 'POST', body: request });
export const contactBrand = (brandId: number, request: BrandContactRequest) => send(`/brands/${brandId}/contact`, request);
