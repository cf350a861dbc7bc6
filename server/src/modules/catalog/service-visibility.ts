// Which services guests may see and book: the one predicate every public entry point asks (catalog
// lists and pages, search, sitemap, availability, booking requests, reservation changes by guests).
// Public = approved, active, not deleted and not exclusive. An exclusive service is meant for its
// chosen partners: when they may reach it, this file is the one place that learns who they are.
// Providers' own views (ownership.ts) and staff views do not ask it.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../shared/errors.js';
import { ServiceStatus } from './service.entity.js';

const ALIAS = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** SQL: the `service` row aliased `alias` is public. Parenthesised, so it can be ANDed anywhere. */
export function publicServiceSql(alias: string): string {
  if (!ALIAS.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return `(${alias}.status = '${ServiceStatus.APPROVED}' AND ${alias}.enabled AND NOT ${alias}.exclusive AND ${alias}.archived_at IS NULL)`;
}

/** Narrows a query builder's `alias` service rows to public ones. */
export function wherePublicService<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string): SelectQueryBuilder<T> {
  return query.andWhere(publicServiceSql(alias));
}

/** Whether guests may see and book this service now. */
export async function isPublicService(ctx: RequestContext, serviceId: number): Promise<boolean> {
  const rows: unknown[] = await ctx.manager.query(`SELECT 1 FROM service s WHERE s.id = $1 AND ${publicServiceSql('s')}`, [serviceId]);
  return rows.length > 0;
}

/** NOT_FOUND (404) unless guests may see and book this service: a hidden service is not told apart from a missing one. */
export async function assertPublicService(ctx: RequestContext, serviceId: number): Promise<void> {
  if (!(await isPublicService(ctx, serviceId))) throw notFound();
}
