// REST paths of the partners' commission ledger (issue 23): the partner's summary, ledger and
// statements (PDF, or CSV with Accept: text/csv); staff's statements and their payment.
import { z } from 'zod';
import { idPath, pageQuery } from './params.js';
import { defineRoute, type BinaryResult } from './route.js';
import { StatementStatus } from '../modules/partner-ledger/partner-statement.entity.js';
import {
  MONTH_PATTERN,
  PartnerCommissionArgs,
  PartnerCommissionPage,
  PartnerStatementView,
  PartnerSummary,
  StaffPartnerStatement,
  StaffPartnerStatementArgs,
  StaffPartnerStatementPage,
} from '../modules/partner-ledger/partner-ledger.types.js';
import { partnerCommissions, partnerSummary } from '../modules/partner-ledger/partner-summary.service.js';
import * as statements from '../modules/partner-ledger/partner-statements.service.js';
import { statementDocument } from '../modules/partner-ledger/statement-document.js';

const tag = 'Partner: commissions and statements';
const partner = ['ROLE_PARTNER'] as const;
const month = () => z.string().regex(MONTH_PATTERN, { message: 'insights.badMonth' });

export const partnerLedgerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/partner/summary',
    operationId: 'partnerSummary',
    tag,
    access: partner,
    summary:
      'Per object and month (the 12 up to the current one): visits, requests, accepted, completed; commission pending, payable and paid (EUR cents)',
    response: { type: PartnerSummary },
    handler: ({ ctx }) => partnerSummary(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/partner/commissions',
    operationId: 'partnerCommissions',
    tag,
    access: partner,
    summary: "The caller's commission ledger, newest first (page, size; month=YYYY-MM: one statement month)",
    query: pageQuery.extend({ month: month().optional() }),
    args: PartnerCommissionArgs,
    response: { type: PartnerCommissionPage },
    handler: ({ ctx, query }) => partnerCommissions(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/partner/statements',
    operationId: 'partnerStatements',
    tag,
    access: partner,
    summary: "The caller's monthly statements, newest first",
    response: { type: PartnerStatementView, list: true },
    handler: ({ ctx }) => statements.ownStatements(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: '/partner/statements/{month}',
    operationId: 'partnerStatementDocument',
    tag,
    access: partner,
    summary:
      "The caller's statement of a month (YYYY-MM) as a PDF, or as CSV with `Accept: text/csv` (lang=hr|en, else the caller's language); another partner's or none is a 404",
    params: z.object({ month: month() }),
    query: z.object({ lang: z.enum(['en', 'hr']).optional() }),
    response: {
      binary: ['application/pdf', 'text/csv'],
      attachment: true,
      description:
        'Columns: reservation number, service, date of the experience, amount captured, refunds, commission, status (CSV amounts in euros, 2 decimals).',
    },
    handler: async ({ ctx, params, query, accept }): Promise<BinaryResult> => {
      const statement = await statements.ownStatement(ctx, params.month);
      const format = /\btext\/csv\b/.test(accept) ? 'csv' : 'pdf';
      const document = await statementDocument(ctx, statement, format, query.lang ?? ctx.locale);
      return {
        contentType: document.contentType,
        data: document.data,
        cacheControl: 'private, no-store',
        vary: 'Accept',
        filename: document.filename,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/partner-statements',
    operationId: 'adminPartnerStatements',
    tag: 'Staff: partners',
    access: ['ROLE_ADMIN'],
    summary: 'Partner statements: due (READY, oldest first), then paid (newest first); status=READY|PAID, page, size',
    query: pageQuery.extend({ status: z.enum(StatementStatus).optional() }),
    args: StaffPartnerStatementArgs,
    response: { type: StaffPartnerStatementPage },
    handler: ({ ctx, query }) => statements.staffStatements(ctx, query),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/partner-statements/{id}/payment',
    operationId: 'payPartnerStatement',
    tag: 'Staff: partners',
    access: ['ROLE_ADMIN'],
    summary: 'Marks the statement paid: payout entries move its commission from PAYABLE to PAID; again changes nothing',
    params: idPath,
    response: { type: StaffPartnerStatement },
    handler: async ({ ctx, params }) => {
      await statements.payStatement(ctx, params.id);
      return statements.staffStatement(ctx, params.id);
    },
  }),
];
