// GraphQL operations of the commission ledger, the same services and arguments as the REST calls
// /api/partner/summary, /api/partner/commissions, /api/partner/statements and
// /api/admin/partner-statements (the statement documents themselves are REST: documentUrl).
import { Args, Ctx, Int, Mutation, Query, Resolver, Arg } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import {
  PartnerCommissionArgs,
  PartnerCommissionPage,
  PartnerStatementView,
  PartnerSummary,
  StaffPartnerStatement,
  StaffPartnerStatementArgs,
  StaffPartnerStatementPage,
} from './partner-ledger.types.js';
import { partnerCommissions, partnerSummary } from './partner-summary.service.js';
import * as statements from './partner-statements.service.js';

@Resolver()
export class PartnerLedgerResolver {
  @Roles('ROLE_PARTNER')
  @Query(() => PartnerSummary, { description: "The caller's funnel and commission per object and month (12 months)." })
  partnerSummary(@Ctx() ctx: RequestContext) {
    return partnerSummary(ctx);
  }

  @Roles('ROLE_PARTNER')
  @Query(() => PartnerCommissionPage, { description: "The caller's commission ledger, newest first (page, size, month)." })
  partnerCommissions(@Ctx() ctx: RequestContext, @Args() args: PartnerCommissionArgs) {
    return partnerCommissions(ctx, args);
  }

  @Roles('ROLE_PARTNER')
  @Query(() => [PartnerStatementView], { description: "The caller's monthly statements, newest first." })
  partnerStatements(@Ctx() ctx: RequestContext) {
    return statements.ownStatements(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => StaffPartnerStatementPage, { description: 'Staff: statements due (READY, oldest first), then paid (newest first).' })
  adminPartnerStatements(@Ctx() ctx: RequestContext, @Args() args: StaffPartnerStatementArgs) {
    return statements.staffStatements(ctx, args);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => StaffPartnerStatement, { description: 'Staff: the statement was paid (payout entries, PAID); again changes nothing.' })
  async payPartnerStatement(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    await statements.payStatement(ctx, id);
    return statements.staffStatement(ctx, id);
  }
}
