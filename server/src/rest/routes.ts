// The whole /api route table, by domain.
import { accountRoutes } from './account.routes.js';
import { adminRoutes } from './admin.routes.js';
import { agreementRoutes } from './agreement.routes.js';
import { bookingRoutes } from './booking.routes.js';
import { bookingPaymentRoutes } from './booking-payment.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { checkInRoutes } from './check-in.routes.js';
import { inquiryRoutes } from './inquiry.routes.js';
import { ownerRoutes } from './owner.routes.js';
import { ownerInsightRoutes } from './owner-insights.routes.js';
import { photoRoutes } from './photo.routes.js';
import { referenceRoutes } from './reference.routes.js';
import { reservationActionRoutes } from './reservation-actions.routes.js';
import { reservationDocumentRoutes } from './reservation-documents.routes.js';
import { reservationRoutes } from './reservation.routes.js';
import { partnerRoutes } from './partner.routes.js';
import { partnerLedgerRoutes } from './partner-ledger.routes.js';
import { resellerRoutes } from './reseller.routes.js';
import { pendingCounterRoutes } from './pending-counter.routes.js';
import { reviewRoutes } from './review.routes.js';
import { schedulingRoutes } from './scheduling.routes.js';
import { storefrontRoutes } from './storefront.routes.js';
import { waitlistRoutes } from './waitlist.routes.js';
import type { RouteDefinition } from './route.js';

// Provider routes go first: `/owner/brands/types` must match before `/owner/brands/{id}`.
// `/categories/overview` and `/regions/overview` are static paths beside the reference lists.
export const apiRoutes: RouteDefinition[] = [
  ...storefrontRoutes,
  ...referenceRoutes,
  ...accountRoutes,
  ...ownerRoutes,
  ...agreementRoutes,
  ...schedulingRoutes,
  ...catalogRoutes,
  ...photoRoutes,
  ...adminRoutes,
  ...inquiryRoutes,
  ...bookingRoutes,
  ...ownerInsightRoutes,
  ...reservationRoutes,
  ...bookingPaymentRoutes,
  ...reservationActionRoutes,
  ...reservationDocumentRoutes,
  ...pendingCounterRoutes,
  ...partnerRoutes,
  ...partnerLedgerRoutes,
  ...resellerRoutes,
  ...waitlistRoutes,
  ...checkInRoutes,
  ...reviewRoutes,
];
