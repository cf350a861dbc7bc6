// OCTO's error answers: `{ error, errorMessage }` plus the field the specification names (productId,
// optionId, availabilityId, unitId, uuid). The OCTO routes answer only these, never the app's error
// model: domain errors from the services below (capacity, offer choice, reservations) are mapped here.
import { DomainError } from '../../../shared/errors.js';
import { RateLimitedError } from '../../../shared/rate-limit.js';

export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export class OctoError extends Error {
  constructor(
    readonly status: number,
    readonly error: OctoErrorCode,
    readonly errorMessage: string,
    readonly extra: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(errorMessage);
    this.name = 'OctoError';
  }

  body(): Record<string, string> {
    return { error: this.error, errorMessage: this.errorMessage, ...this.extra };
  }
}

export const invalidProductId = (productId: string) =>
  new OctoError(400, 'INVALID_PRODUCT_ID', 'The productId was missing or invalid', { productId });
export const invalidOptionId = (optionId: string) =>
  new OctoError(400, 'INVALID_OPTION_ID', 'The optionId was missing or invalid', { optionId });
export const invalidAvailabilityId = (availabilityId: string) =>
  new OctoError(400, 'INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid', { availabilityId });
export const invalidUnitId = (unitId: string) => new OctoError(400, 'INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId });
export const invalidBookingUuid = (uuid: string) =>
  new OctoError(400, 'INVALID_BOOKING_UUID', 'There is no booking with this uuid', { uuid });
export const badRequest = (message: string) => new OctoError(400, 'BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError(400, 'UNPROCESSABLE_ENTITY', message);
export const forbiddenKey = () => new OctoError(403, 'FORBIDDEN', 'The API key is missing, invalid or revoked');
export const internalError = () => new OctoError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong on our side; please try again');

/** The refusals of the services below as OCTO answers; anything unexpected is a 500 without details. */
export function octoErrorOf(error: unknown): OctoError {
  if (error instanceof OctoError) return error;
  if (error instanceof RateLimitedError)
    return new OctoError(429, 'TOO_MANY_REQUESTS', 'Too many requests with this key; retry later', {}, error.retryAfterSeconds);
  if (!(error instanceof DomainError)) return internalError();
  switch (error.reason) {
    case 'SLOT_FULL':
      return unprocessable('Not enough places left at this start');
    case 'SLOT_NOT_BOOKABLE':
      return unprocessable('This start cannot be booked any more');
    case 'HOLD_EXPIRED':
    case 'HOLD_NOT_FOUND':
      return unprocessable('The booking is no longer held');
    case 'RESERVATION_STATE':
      return unprocessable('The booking cannot change in its current state');
  }
  if (error.code === 'BAD_USER_INPUT') {
    const fields = Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message.id}`);
    return badRequest(fields.length > 0 ? `Invalid request (${fields.join('; ')})` : 'Invalid request');
  }
  if (error.code === 'BAD_REQUEST' || error.code === 'PAYLOAD_TOO_LARGE') return badRequest('The request body is malformed or too large');
  if (error.code === 'CONFLICT' || error.code === 'UNPROCESSABLE' || error.code === 'GONE') return unprocessable(error.message);
  if (error.code === 'NOT_FOUND') return badRequest('Not found');
  return internalError();
}
