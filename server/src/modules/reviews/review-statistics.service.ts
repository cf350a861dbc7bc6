// The provider's review statistics (the Reviews tab of /dashboard/statistics): the rating over all
// their services, the last 12 months (Europe/Zagreb), the star distribution and the latest reviews
// with replies. Hidden reviews count nowhere; the latest list marks them. Three statements in all.
import type { RequestContext } from '../../context.js';
import { unauthenticated } from '../../shared/errors.js';
import { presentReview, reviewRows } from './review-present.js';
import { ratingOf } from '../catalog/service-rating.js';
import type { OwnerReview, ReviewStatistics } from './review.types.js';

const TIME_ZONE = 'Europe/Zagreb';
export const LATEST_REVIEWS = 10;

export async function reviewStatistics(ctx: RequestContext): Promise<ReviewStatistics> {
  if (!ctx.user) throw unauthenticated();
  const [row] = await ctx.manager.query(
    `WITH own AS (SELECT g.* FROM guest_review g JOIN company c ON c.id = g.company_id WHERE c.owner_id = $1),
          visible AS (SELECT * FROM own WHERE hidden_at IS NULL),
          months AS (SELECT to_char(date_trunc('month', clock_timestamp() AT TIME ZONE '${TIME_ZONE}') - make_interval(months => n), 'YYYY-MM') AS month
                     FROM generate_series(11, 0, -1) AS n)
     SELECT
       (SELECT json_build_object('average', avg(overall), 'count', count(*)::int, 'service_quality', avg(service_quality),
          'organisation', avg(organisation), 'value_for_money', avg(value_for_money), 'safety', avg(safety)) FROM visible) AS rating,
       (SELECT json_agg(json_build_object('month', m.month, 'count', COALESCE(v.count, 0), 'average', COALESCE(v.average, 0)) ORDER BY m.month)
          FROM months m LEFT JOIN (SELECT to_char(created_at AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM') AS month, count(*)::int AS count, avg(overall) AS average
            FROM visible GROUP BY 1) v ON v.month = m.month) AS months,
       (SELECT json_agg(json_build_object('stars', st, 'count', (SELECT count(*)::int FROM visible WHERE overall = st)) ORDER BY st DESC)
          FROM generate_series(1, 5) AS st) AS distribution`,
    [ctx.user.id],
  );
  const latest = await reviewRows(
    ctx,
    'c.owner_id = $1',
    [ctx.user.id, LATEST_REVIEWS],
    'ORDER BY g.created_at DESC, g.id DESC LIMIT $2',
    `, 'serviceTitle', s.title`,
    'JOIN company c ON c.id = g.company_id JOIN service s ON s.id = g.service_id',
  );
  return {
    rating: ratingOf(row.rating),
    months: (row.months as { month: string; count: number; average: number | string }[]).map((month) => ({
      month: month.month,
      count: month.count,
      average: Math.round(Number(month.average) * 10) / 10,
    })),
    distribution: row.distribution,
    latest: latest.map((review): OwnerReview => ({
      ...presentReview(review),
      serviceTitle: review.serviceTitle ?? '',
      hidden: review.hiddenAt !== null,
    })),
  };
}
