// The booking domain's refusals: the REST body's `code` is the HTTP-level code, `reason` (GraphQL
// extensions.reason) the finer one clients branch on.
import { DomainError, invalidInput } from '../../shared/errors.js';

/** 403 SWITCH_TO_CUSTOMER: a provider must add the guest role (PUT /api/account/role/customer) to book. */
export const switchToCustomer = () => new DomainError('FORBIDDEN', { id: 'booking.switchToCustomer' }, undefined, 'SWITCH_TO_CUSTOMER');

/** 410 BOOKING_EXPIRED: the held places ran out. */
export const bookingExpired = () => new DomainError('GONE', { id: 'booking.expired' }, undefined, 'BOOKING_EXPIRED');

/** 409 BOOKING_REQUEST_CLOSED: the request was sent (its reservation exists) or cleared. */
export const requestClosed = () => new DomainError('CONFLICT', { id: 'booking.requestClosed' }, undefined, 'BOOKING_REQUEST_CLOSED');

/** 409 BOOKING_STEP: a step before this one is not done yet. */
export const stepOrder = () => new DomainError('CONFLICT', { id: 'booking.stepOrder' }, undefined, 'BOOKING_STEP');

/** 400 on `id`: not a v4 uuid. */
export const badRequestId = () => invalidInput({ id: { id: 'booking.requestId' } });
