// REST paths of the provider's cooperation agreement: its state, the PDF and the acceptance.
import { AgreementAcceptanceInput } from '../modules/agreements/agreement.inputs.js';
import * as agreements from '../modules/agreements/agreement.service.js';
import { OwnerAgreement } from '../modules/agreements/agreement.types.js';
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
];
