// The business entity shown with a signed-in user (id and name).
import type { RequestContext } from '../../context.js';
import type { CompanySummary, User } from '../accounts/user.entity.js';
import { Company } from './company.entity.js';

export async function companySummaryFor(ctx: RequestContext, userId: number): Promise<CompanySummary | null> {
  const company = await ctx.manager.findOne(Company, { where: { ownerId: userId }, select: { id: true, legalName: true } });
  return company ? { id: company.id, name: company.legalName } : null;
}

/** Fills `user.company` for answers that are not resolved field by field (REST). */
export async function withCompany<T extends User | { user: User }>(ctx: RequestContext, value: T): Promise<T> {
  const user: User = 'user' in value ? (value as { user: User }).user : (value as User);
  user.company = await companySummaryFor(ctx, user.id);
  return value;
}
