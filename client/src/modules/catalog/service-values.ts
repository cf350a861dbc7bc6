// The service form's values (everything as the user typed it) and the ServiceInput sent to the server.
import type { CancellationPolicy, ServiceInput } from '../../graphql/generated';
import { formatDecimal, parseDecimal, parseInteger } from '../../shared/forms/decimal';
import type { Brand } from '../owner/hooks/use-brands';
import type { Service } from './hooks/use-services';

export interface DistanceValues {
  place: string;
  km: string;
}

export interface ServiceValues {
  title: string;
  categoryId: string | null;
  tagIds: string[];
  regionId: string | null;
  languageCodes: string[];
  description: string;
  ownerStatement: string;
  microLocation: string;
  included: string[];
  characteristics: string[];
  meetingPoint: string;
  meetingLatitude: string;
  meetingLongitude: string;
  arrivalInstructions: string;
  country: string | null;
  distances: DistanceValues[];
  minPeople: string;
  maxPeople: string;
  /** Empty: the server takes the maximum number of people. */
  placesPerStart: string;
  advanceHours: string;
  /** Hours, fractional: "0,5" is 30 minutes. */
  answerTimeHours: string;
  cancellationPolicy: CancellationPolicy;
  cancellationBefore: string;
  amenityIds: string[];
  paymentTypeCodes: string[];
  remark: string;
  exclusive: boolean;
  /** The approved sales partners an exclusive service is opened to (saved by their own call). */
  partnerIds: string[];
  enabled: boolean;
}

export const DEFAULT_COUNTRY = 'HR';

/** A new service starts at the brand's address, with common conditions filled in. */
export function newServiceValues(brand: Pick<Brand, 'address' | 'latitude' | 'longitude'> | null, locale: string): ServiceValues {
  return {
    title: '',
    categoryId: null,
    tagIds: [],
    regionId: null,
    languageCodes: [],
    description: '',
    ownerStatement: '',
    microLocation: '',
    // Optional, as on the server: an empty list, not an empty element that must be filled in.
    included: [],
    characteristics: [],
    meetingPoint: brand?.address ?? '',
    meetingLatitude: formatDecimal(brand?.latitude, locale),
    meetingLongitude: formatDecimal(brand?.longitude, locale),
    arrivalInstructions: '',
    country: DEFAULT_COUNTRY,
    distances: [{ place: '', km: '' }],
    minPeople: '1',
    maxPeople: '',
    placesPerStart: '',
    advanceHours: '24',
    answerTimeHours: '',
    cancellationPolicy: 'FULL_REFUND_HOURS',
    cancellationBefore: '24',
    amenityIds: [],
    paymentTypeCodes: [],
    remark: '',
    exclusive: false,
    partnerIds: [],
    enabled: true,
  };
}

/**
 * The form values of a saved service, numbers written in the user's language. A live service's open
 * revision (waiting for review or sent back) shows its proposed values: they are what the provider edits.
 */
export function serviceValues(saved: Service, locale: string): ServiceValues {
  const service = saved.pendingRevision ? { ...saved, ...saved.pendingRevision.values } : saved;
  return {
    title: service.title,
    categoryId: String(service.categoryId),
    tagIds: service.tagIds.map(String),
    regionId: String(service.regionId),
    languageCodes: [...service.languageCodes],
    description: service.description,
    ownerStatement: service.ownerStatement,
    microLocation: service.microLocation,
    included: [...service.included],
    characteristics: [...service.characteristics],
    meetingPoint: service.meetingPoint,
    meetingLatitude: formatDecimal(service.meetingLatitude, locale),
    meetingLongitude: formatDecimal(service.meetingLongitude, locale),
    arrivalInstructions: service.arrivalInstructions ?? '',
    country: service.country,
    distances:
      service.distances.length > 0
        ? service.distances.map((distance) => ({ place: distance.place, km: formatDecimal(distance.km, locale) }))
        : [{ place: '', km: '' }],
    minPeople: String(service.minPeople),
    maxPeople: String(service.maxPeople),
    placesPerStart: String(service.placesPerStart),
    advanceHours: String(service.advanceHours),
    answerTimeHours: formatDecimal(service.answerMinutes / 60, locale, 2),
    cancellationPolicy: service.cancellationPolicy,
    cancellationBefore: service.cancellationBefore ? String(service.cancellationBefore) : '',
    amenityIds: service.amenityIds.map(String),
    paymentTypeCodes: [...service.paymentTypeCodes],
    remark: service.remark ?? '',
    exclusive: service.exclusive,
    partnerIds: [],
    enabled: service.enabled,
  };
}

const trimmed = (items: string[] | undefined) => (items ?? []).map((item) => item.trim());
const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * What the server receives. The form has validated the values; tags that do not belong to the
 * chosen category (left from an earlier choice) are dropped.
 */
export function toServiceInput(values: ServiceValues, categoryTagIds: ReadonlySet<number>): ServiceInput {
  const fullRefund = values.cancellationPolicy !== 'NO_REFUND';
  return {
    title: values.title.trim(),
    categoryId: Number(values.categoryId),
    regionId: Number(values.regionId),
    tagIds: values.tagIds.map(Number).filter((id) => categoryTagIds.has(id)),
    amenityIds: values.amenityIds.map(Number),
    languageCodes: values.languageCodes,
    paymentTypeCodes: values.paymentTypeCodes,
    description: values.description.trim(),
    ownerStatement: values.ownerStatement.trim(),
    microLocation: values.microLocation.trim(),
    included: trimmed(values.included),
    characteristics: trimmed(values.characteristics),
    remark: optional(values.remark),
    arrivalInstructions: optional(values.arrivalInstructions),
    meetingPoint: values.meetingPoint.trim(),
    meetingLatitude: parseDecimal(values.meetingLatitude) ?? 0,
    meetingLongitude: parseDecimal(values.meetingLongitude) ?? 0,
    country: values.country ?? DEFAULT_COUNTRY,
    distances: values.distances.map((distance) => ({ place: distance.place.trim(), km: parseDecimal(distance.km) ?? 0 })),
    minPeople: parseInteger(values.minPeople) ?? 0,
    maxPeople: parseInteger(values.maxPeople) ?? 0,
    placesPerStart: parseInteger(values.placesPerStart) ?? null,
    advanceHours: parseInteger(values.advanceHours) ?? 0,
    answerTimeHours: parseDecimal(values.answerTimeHours) ?? 0,
    cancellationPolicy: values.cancellationPolicy,
    cancellationBefore: fullRefund ? (parseInteger(values.cancellationBefore) ?? null) : null,
    exclusive: values.exclusive,
    enabled: values.enabled,
  };
}
