// OCTO products: each service the reseller may sell (reseller-products.ts) is a product with one
// option (DEFAULT); its live offers are the units (a per-person offer an ADULT unit, a group offer an
// OTHER unit of paxCount = the group's size); the option's start times are the booking times of its
// seasons from today on. Loaded in one statement whatever the number of products.
import { peoplePerUnit, unitPriceCents } from '../../../../../common/booking-rules.js';
import type { RequestContext } from '../../../context.js';
import { translate, type Locale } from '../../../shared/i18n/index.js';
import { CancellationPolicy } from '../../catalog/service.entity.js';
import { PriceType } from '../../catalog/offer.entity.js';
import { sellableServiceSql } from '../reseller-products.js';
import { invalidProductId } from './octo-errors.js';
import { pricing } from './octo-pricing.js';
import { OPTION_ID, ZAGREB, type OctoCall } from './octo-request.js';

export interface ProductOffer {
  id: number;
  name: string;
  description: string | null;
  priceType: PriceType;
  priceCents: number;
  discountPriceCents: number | null;
  groupNumber: number;
  durationMinutes: number | null;
}

export interface ProductRow {
  id: number;
  title: string;
  description: string;
  included: string[];
  meetingPoint: string;
  latitude: number;
  longitude: number;
  arrivalInstructions: string | null;
  minPeople: number;
  maxPeople: number;
  placesPerStart: number;
  advanceHours: number;
  instant: boolean;
  cancellationPolicy: CancellationPolicy;
  cancellationBefore: number | null;
  startTimes: string[] | null;
  offers: ProductOffer[];
}

const PRODUCT_SQL = (where: string) => `
  SELECT s.id, s.title, s.description, s.included, s.meeting_point AS "meetingPoint", s.meeting_latitude AS latitude,
    s.meeting_longitude AS longitude, s.arrival_instructions AS "arrivalInstructions", s.min_people AS "minPeople",
    s.max_people AS "maxPeople", s.places_per_start AS "placesPerStart", s.advance_hours AS "advanceHours", s.reseller_instant_confirmation AS instant, s.cancellation_policy AS "cancellationPolicy",
    s.cancellation_before AS "cancellationBefore",
    (SELECT array_agg(DISTINCT t.hhmm ORDER BY t.hhmm) FROM (
       SELECT lpad(b.hour::text, 2, '0') || ':' || lpad(b.minute::text, 2, '0') AS hhmm
         FROM booking_time b JOIN season se ON se.id = b.season_id
        WHERE se.service_id = s.id AND se.booking_type = 'START_TIMES' AND se.end_date >= (clock_timestamp() AT TIME ZONE '${ZAGREB}')::date
       UNION
       SELECT lpad(w.start_hour::text, 2, '0') || ':' || lpad(w.start_minute::text, 2, '0')
         FROM working_time w JOIN season se ON se.id = w.season_id
        WHERE se.service_id = s.id AND se.end_date >= (clock_timestamp() AT TIME ZONE '${ZAGREB}')::date
          AND (se.booking_type <> 'START_TIMES' OR NOT EXISTS (SELECT 1 FROM booking_time b2 WHERE b2.season_id = se.id))
     ) t) AS "startTimes",
    COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'description', o.description, 'priceType', o.price_type,
       'priceCents', o.price_cents, 'discountPriceCents', o.discount_price_cents, 'groupNumber', o.group_size,
       'durationMinutes', o.duration_minutes) ORDER BY o.sort_order, o.id)
       FROM offer o WHERE o.service_id = s.id AND o.archived_at IS NULL), '[]') AS offers
  FROM service s WHERE ${where} ORDER BY s.id`;

/** The products `call` may sell; `serviceId`: only that one. */
export async function loadProducts(ctx: RequestContext, call: OctoCall, serviceId?: number): Promise<ProductRow[]> {
  const where = sellableServiceSql('s', call.caller) + (serviceId === undefined ? '' : ' AND s.id = $1');
  return ctx.manager.query(PRODUCT_SQL(where), serviceId === undefined ? [] : [serviceId]);
}

/** A product id is the service's id in decimal. */
export function serviceIdOf(productId: unknown): number | null {
  if (typeof productId !== 'string' || !/^[1-9][0-9]{0,9}$/.test(productId)) return null;
  const id = Number(productId);
  return id <= 2_147_483_647 ? id : null;
}

/** The sellable product `productId`, or INVALID_PRODUCT_ID. */
export async function productOf(ctx: RequestContext, call: OctoCall, productId: unknown): Promise<ProductRow> {
  const id = serviceIdOf(productId);
  const [row] = id === null ? [] : await loadProducts(ctx, call, id);
  if (!row) throw invalidProductId(String(productId ?? ''));
  return row;
}

function cancellationCutoff(row: Pick<ProductRow, 'cancellationPolicy' | 'cancellationBefore'>) {
  const amount = row.cancellationBefore ?? 0;
  if (row.cancellationPolicy === CancellationPolicy.FULL_REFUND_DAYS)
    return { cancellationCutoff: `${amount} days`, cancellationCutoffAmount: amount, cancellationCutoffUnit: 'day' as const };
  if (row.cancellationPolicy === CancellationPolicy.FULL_REFUND_HOURS)
    return { cancellationCutoff: `${amount} hours`, cancellationCutoffAmount: amount, cancellationCutoffUnit: 'hour' as const };
  return { cancellationCutoff: '0 hours', cancellationCutoffAmount: 0, cancellationCutoffUnit: 'hour' as const };
}

function cancellationTerm(row: ProductRow, locale: Locale): string {
  if (row.cancellationPolicy === CancellationPolicy.FULL_REFUND_DAYS)
    return translate({ id: 'octo.cancellation.days', values: { n: String(row.cancellationBefore ?? 0) } }, locale);
  if (row.cancellationPolicy === CancellationPolicy.FULL_REFUND_HOURS)
    return translate({ id: 'octo.cancellation.hours', values: { n: String(row.cancellationBefore ?? 0) } }, locale);
  return translate({ id: 'octo.cancellation.noRefund' }, locale);
}

export function presentUnit(offer: ProductOffer, row: Pick<ProductRow, 'maxPeople'>, call: OctoCall) {
  const pax = peoplePerUnit(offer);
  return {
    id: String(offer.id),
    internalName: offer.name,
    reference: null,
    type: offer.priceType === PriceType.GROUP ? ('OTHER' as const) : ('ADULT' as const),
    restrictions: {
      minAge: 0,
      maxAge: 100,
      idRequired: false,
      minQuantity: null,
      maxQuantity: Math.max(1, Math.floor(row.maxPeople / pax)),
      paxCount: pax,
      accompaniedBy: [],
    },
    requiredContactFields: [],
    ...(call.capabilities.has('octo/content') ? { title: offer.name, shortDescription: offer.description ?? '' } : {}),
    ...(call.capabilities.has('octo/pricing')
      ? { pricingFrom: [pricing(offer.priceCents, unitPriceCents(offer), call.caller.commissionBp)] }
      : {}),
  };
}

function content(row: ProductRow, call: OctoCall) {
  const durations = row.offers.map((offer) => offer.durationMinutes).filter((minutes): minutes is number => minutes !== null);
  return {
    title: row.title,
    shortDescription: row.description.slice(0, 280),
    description: row.description,
    features: [
      ...row.included.map((item) => ({ shortDescription: item, type: 'INCLUSION' as const })),
      ...(row.arrivalInstructions ? [{ shortDescription: row.arrivalInstructions, type: 'REDEMPTION_INSTRUCTION' as const }] : []),
      { shortDescription: cancellationTerm(row, call.locale), type: 'CANCELLATION_TERM' as const },
    ],
    faqs: [],
    media: [],
    locations: [
      {
        title: translate({ id: 'octo.meetingPoint' }, call.locale),
        shortDescription: row.meetingPoint,
        types: ['START' as const],
        minutesTo: null,
        minutesAt: null,
        place: {
          latitude: row.latitude,
          longitude: row.longitude,
          postalAddress: {
            streetAddress: row.meetingPoint,
            addressLocality: null,
            addressRegion: null,
            postalCode: null,
            addressCountry: 'HR',
            postOfficeBoxNumber: null,
          },
          identifiers: {
            googlePlaceId: null,
            applePlaceId: null,
            tripadvisorLocationId: null,
            yelpPlaceId: null,
            facebookPlaceId: null,
            foursquarePlaceId: null,
            baiduPlaceId: null,
            amapPlaceId: null,
          },
          sameAs: [],
        },
      },
    ],
    ...(durations.length > 0 ? { durationMinutesFrom: Math.min(...durations), durationMinutesTo: Math.max(...durations) } : {}),
  };
}

export function presentOption(row: ProductRow, call: OctoCall) {
  return {
    id: OPTION_ID,
    default: true,
    internalName: row.title,
    reference: null,
    availabilityLocalStartTimes: row.startTimes && row.startTimes.length > 0 ? row.startTimes : ['00:00'],
    ...cancellationCutoff(row),
    requiredContactFields: [],
    restrictions: { minUnits: null, maxUnits: null },
    units: row.offers.map((offer) => presentUnit(offer, row, call)),
    ...(call.capabilities.has('octo/content') ? { title: row.title, shortDescription: null } : {}),
  };
}

export function presentProduct(row: ProductRow, call: OctoCall) {
  return {
    id: String(row.id),
    internalName: row.title,
    reference: null,
    locale: call.locale,
    timeZone: ZAGREB,
    allowFreesale: false,
    instantConfirmation: row.instant,
    instantDelivery: row.instant,
    availabilityRequired: true,
    availabilityType: 'START_TIME' as const,
    deliveryFormats: ['PDF_URL' as const, 'QRCODE' as const],
    deliveryMethods: ['VOUCHER' as const],
    redemptionMethod: 'DIGITAL' as const,
    options: [presentOption(row, call)],
    ...(call.capabilities.has('octo/pricing') ? { defaultCurrency: 'EUR', availableCurrencies: ['EUR'], pricingPer: 'UNIT' as const } : {}),
    ...(call.capabilities.has('octo/content') ? content(row, call) : {}),
  };
}
