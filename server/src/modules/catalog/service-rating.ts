// A service's rating from its visible guest reviews (the reviews module writes them). Read as SQL
// only, inside the one statement that presents a list of services: catalog imports nothing of reviews.
import type { ServiceRating } from './public-service.types.js';

export interface RatingRow {
  average: number | string | null;
  count: number;
  service_quality: number | string | null;
  organisation: number | string | null;
  value_for_money: number | string | null;
  safety: number | string | null;
}

/** The rating of service `alias` as one JSON value (a correlated aggregate over guest_review's service index). */
export function ratingSql(alias: string): string {
  return `(SELECT json_build_object('average', avg(g.overall), 'count', count(*)::int, 'service_quality', avg(g.service_quality),
      'organisation', avg(g.organisation), 'value_for_money', avg(g.value_for_money), 'safety', avg(g.safety))
    FROM guest_review g WHERE g.service_id = ${alias}.id AND g.hidden_at IS NULL)`;
}

const round1 = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value) * 10) / 10);

export function ratingOf(row: RatingRow | null): ServiceRating {
  return {
    average: round1(row?.average ?? null),
    count: row?.count ?? 0,
    serviceQuality: round1(row?.service_quality ?? null),
    organisation: round1(row?.organisation ?? null),
    valueForMoney: round1(row?.value_for_money ?? null),
    safety: round1(row?.safety ?? null),
  };
}
