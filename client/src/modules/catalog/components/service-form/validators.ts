// Field rules of the service form, with the spec's messages (section 5).
import { all, required, type Validator } from '../../../../shared/forms/validators';
import { parseInteger } from '../../../../shared/forms/decimal';
import { numeric } from '../../../../shared/forms/number-validators';
import type { ServiceValues } from '../../service-values';

/** The smaller number of people may not exceed the larger. */
const notAboveMax: Validator = (value, allValues) => {
  const min = parseInteger(value);
  const max = parseInteger((allValues as Partial<ServiceValues> | undefined)?.maxPeople);
  return min !== undefined && max !== undefined && min > max ? 'validation.people.minAboveMax' : undefined;
};

/** A refund period is needed only with a full-refund policy. */
const refundPeriod: Validator = (value, allValues) => {
  const policy = (allValues as Partial<ServiceValues> | undefined)?.cancellationPolicy;
  if (policy === 'NO_REFUND') return undefined;
  return all(required('validation.cancellationBefore.required'), numeric('validation.numeric', { integer: true, min: 1 }))(
    value,
    allValues,
  );
};

/** Places per start may be left empty (the maximum number of people); else at least the minimum. */
const placesPerStart: Validator = (value, allValues) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const invalid = numeric('validation.numeric', { integer: true, min: 1, max: 10000 })(value, allValues);
  if (invalid) return invalid;
  const min = parseInteger((allValues as Partial<ServiceValues> | undefined)?.minPeople);
  const places = parseInteger(value);
  return min !== undefined && places !== undefined && places < min ? 'validation.placesPerStart.belowMin' : undefined;
};

const people = required('validation.people.required');

export const serviceRules = {
  title: required('validation.serviceName.required'),
  categoryId: required('validation.category.required'),
  regionId: required('validation.region.required'),
  description: required('validation.serviceDescription.required'),
  ownerStatement: required('validation.ownerStatement.required'),
  microLocation: required('validation.microLocation.required'),
  meetingPoint: required('validation.meetingPoint.required'),
  minPeople: all(people, numeric('validation.numeric', { integer: true, min: 1 }), notAboveMax),
  maxPeople: all(people, numeric('validation.numeric', { integer: true, min: 1, max: 500 })),
  placesPerStart,
  advanceHours: all(required('validation.advanceHours.required'), numeric('validation.numeric', { integer: true, min: 0 })),
  answerTimeHours: all(
    required('validation.responseTime.required'),
    numeric('validation.numeric'),
    numeric('validation.responseTime.range', { min: 0.25, max: 168 }),
  ),
  cancellationBefore: refundPeriod,
} satisfies Record<string, Validator>;
