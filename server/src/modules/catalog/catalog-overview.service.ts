// The overviews guests browse by: every category and every region (destination) with the number of
// services guests can book there and the cover photo of the most popular one. Three queries per
// overview whatever the number of rows: the reference rows, the counts, the covers.
import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { nameIn } from '../../shared/localized.js';
import { allReads } from '../../shared/transaction.js';
import { Category, Region } from '../reference/reference.entities.js';
import { Photo } from './photo.entity.js';
import { visible } from './public-catalog.service.js';
import { PublicPhoto } from './public-service.types.js';

@ObjectType({ description: 'A category or a region with how many services guests can book there.' })
export class CatalogGroup {
  @Field(() => Int)
  id: number;

  @Field()
  slug: string;

  @Field({ description: 'Name in the language of the request.' })
  name: string;

  @Field(() => Int, { description: 'Approved, active services guests can see.' })
  serviceCount: number;

  @Field(() => PublicPhoto, { nullable: true, description: 'The cover photo of its most popular service.' })
  coverPhoto: PublicPhoto | null;
}

type GroupColumn = 'category_id' | 'region_id';

async function countsBy(ctx: RequestContext, column: GroupColumn): Promise<Map<number, number>> {
  const rows: { key: number; count: string }[] = await visible(ctx)
    .select(`service.${column}`, 'key')
    .addSelect('COUNT(*)', 'count')
    .groupBy(`service.${column}`)
    .getRawMany();
  return new Map(rows.map((row) => [Number(row.key), Number(row.count)]));
}

async function coversBy(ctx: RequestContext, column: GroupColumn): Promise<Map<number, PublicPhoto>> {
  const rows: { key: number; name: string; description: string; width: number; height: number }[] = await visible(ctx)
    .innerJoin(Photo, 'photo', 'photo.service_id = service.id AND photo.is_primary')
    .select(`service.${column}`, 'key')
    .addSelect(['photo.file_name AS name', 'photo.description AS description', 'photo.width AS width', 'photo.height AS height'])
    .distinctOn([`service.${column}`])
    .orderBy(`service.${column}`)
    .addOrderBy('service.booking_count', 'DESC')
    .addOrderBy('service.approved_at', 'DESC')
    .addOrderBy('service.id', 'DESC')
    .getRawMany();
  return new Map(
    rows.map((row) => [
      Number(row.key),
      { name: row.name, url: `/api/photos/${row.name}`, description: row.description, width: row.width, height: row.height, primary: true },
    ]),
  );
}

async function overview(ctx: RequestContext, rows: () => Promise<(Category | Region)[]>, column: GroupColumn): Promise<CatalogGroup[]> {
  const [groups, counts, covers] = await allReads(ctx, [rows, () => countsBy(ctx, column), () => coversBy(ctx, column)] as const);
  return groups.map((group) => ({
    id: group.id,
    slug: group.slug,
    name: nameIn(group, ctx.locale),
    serviceCount: counts.get(group.id) ?? 0,
    coverPhoto: covers.get(group.id) ?? null,
  }));
}

/** Every category in its usual order, with its count and cover. */
export function categoryOverview(ctx: RequestContext): Promise<CatalogGroup[]> {
  return overview(ctx, () => ctx.manager.find(Category, { order: { sortOrder: 'ASC', id: 'ASC' } }), 'category_id');
}

/** Every region (destination) in its usual order, with its count and cover. */
export function regionOverview(ctx: RequestContext): Promise<CatalogGroup[]> {
  return overview(ctx, () => ctx.manager.find(Region, { order: { sortOrder: 'ASC', id: 'ASC' } }), 'region_id');
}
