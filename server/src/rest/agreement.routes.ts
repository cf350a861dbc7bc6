// REST paths of the providers' and the sales partners' cooperation agreements: state, PDF and acceptance.
import { AgreementAcceptanceInput } from '../modules/agreements/agreement.inputs.js';
import * as agreements from '../modules/agreements/agreement.service.js';
import { OwnerAgreement, PartnerAgreementView } from '../modules/agreements/agreement.types.js';
import * as partnerAgreements from '../modules/agreements/partner-agreement.service.js';
import { defineRoute } from './route.js';

const tag = 'Provider: company and brands';

export const agreementRoutes = [
  defineRoute({
    method: 'GET',
    path: '/owner/agreement',
    operationId: 'getOwnerAgreement',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      "The caller's current cooperation agreement: version, state, terms in short and the PDF's address (404 until a first service is sent for approval)",
    response: { type: OwnerAgreement },
    handler: ({ ctx }) => agreements.ownAgreement(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/owner/agreement/pdf',
    operationId: 'getOwnerAgreementPdf',
    tag,
    access: ['ROLE_OWNER'],
    summary: "The caller's current cooperation agreement as a PDF, in the language it was offered in (404 before there is one)",
    response: {
      binary: 'application/pdf',
      attachment: true,
      description: 'The agreement: company, OIB, address, commission 15% + VAT, payouts, refund rules, version and date.',
    },
    handler: async ({ ctx }) => {
      const document = await agreements.ownAgreementPdf(ctx);
      return { contentType: 'application/pdf', data: document.data, cacheControl: 'private, no-store', filename: document.filename };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/owner/agreement/acceptance',
    operationId: 'acceptOwnerAgreement',
    tag,
    access: ['ROLE_OWNER'],
    summary:
      'Accepts the current cooperation agreement (body: its version); again changes nothing, another version is a 409 AGREEMENT_OUTDATED',
    body: AgreementAcceptanceInput,
    response: { type: OwnerAgreement },
    handler: ({ ctx, body }) => agreements.acceptOwnAgreement(ctx, body.version),
  }),
  defineRoute({
    method: 'GET',
    path: '/partner/agreement',
    operationId: 'getPartnerAgreement',
    tag: 'Partner: profile and objects',
    access: ['ROLE_PARTNER'],
    summary:
      "The caller's current partner agreement: version, state, share, attribution window, payouts and the PDF's address (404 until staff approve the partner)",
    response: { type: PartnerAgreementView },
    handler: ({ ctx }) => partnerAgreements.ownPartnerAgreement(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/partner/agreement/pdf',
    operationId: 'getPartnerAgreementPdf',
    tag: 'Partner: profile and objects',
    access: ['ROLE_PARTNER'],
    summary: "The caller's current partner agreement as a PDF, in the language it was offered in (404 before there is one)",
    response: {
      binary: 'application/pdf',
      attachment: true,
      description: "The agreement: the partner's name, OIB, share of the commission, attribution window, payouts, version and date.",
    },
    handler: async ({ ctx }) => {
      const document = await partnerAgreements.ownPartnerAgreementPdf(ctx);
      return { contentType: 'application/pdf', data: document.data, cacheControl: 'private, no-store', filename: document.filename };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/partner/agreement/acceptance',
    operationId: 'acceptPartnerAgreement',
    tag: 'Partner: profile and objects',
    access: ['ROLE_PARTNER'],
    summary:
      "Accepts the current partner agreement (body: its version): from then on the partner's links earn; again changes nothing, another version is a 409 AGREEMENT_OUTDATED",
    body: AgreementAcceptanceInput,
    response: { type: PartnerAgreementView },
    handler: ({ ctx, body }) => partnerAgreements.acceptOwnPartnerAgreement(ctx, body.version),
  }),
];
