// Every GraphQL resolver class, in one list for buildSchema.
import { AccountResolver } from './modules/accounts/account.resolver.js';
import { AgreementResolver } from './modules/agreements/agreement.resolver.js';
import { ProviderCatalogResolver, PublicCatalogResolver, ServiceReviewResolver } from './modules/catalog/catalog.resolver.js';
import { CatalogOverviewResolver } from './modules/catalog/catalog-overview.resolver.js';
import { DeadLetterResolver } from './modules/health/dead-letters.resolver.js';
import { HealthResolver } from './modules/health/health.resolver.js';
import { BookingRequestResolver } from './modules/booking/booking-request.resolver.js';
import { BookingPaymentResolver } from './modules/reservations/booking-payment.resolver.js';
import { InquiryResolver } from './modules/inquiries/inquiry.resolver.js';
import { OwnerResolver, UserCompanyResolver } from './modules/owner/owner.resolver.js';
import { ReferenceResolver } from './modules/reference/reference.resolver.js';
import { SchedulingResolver } from './modules/scheduling/scheduling.resolver.js';
import { AnnouncementResolver } from './modules/storefront/announcement.resolver.js';
import { ServiceSearchResolver } from './modules/scheduling/service-search.resolver.js';
import { ReservationActionsResolver } from './modules/reservations/reservation-actions.resolver.js';
import { ReservationViewsResolver } from './modules/reservations/reservation-views.resolver.js';
import { InsightsResolver } from './modules/provider-desk/insights.resolver.js';
import { CheckInResolver } from './modules/check-in/check-in.resolver.js';
import { PendingCounterResolver } from './modules/provider-desk/pending-counter.resolver.js';
import { OwnerReservationsResolver } from './modules/provider-desk/owner-reservations.resolver.js';
import { PartnerResolver } from './modules/partners/partner.resolver.js';
import { PartnerLedgerResolver } from './modules/partner-ledger/partner-ledger.resolver.js';
import { ResellerResolver } from './modules/resellers/reseller.resolver.js';
import { WaitlistResolver } from './modules/waitlist/waitlist.resolver.js';
import { ReviewResolver } from './modules/reviews/review.resolver.js';

export const resolvers = [
  HealthResolver,
  ReferenceResolver,
  AccountResolver,
  OwnerResolver,
  UserCompanyResolver,
  AgreementResolver,
  ProviderCatalogResolver,
  ServiceReviewResolver,
  PublicCatalogResolver,
  SchedulingResolver,
  CatalogOverviewResolver,
  AnnouncementResolver,
  ServiceSearchResolver,
  DeadLetterResolver,
  InquiryResolver,
  BookingRequestResolver,
  ReservationViewsResolver,
  OwnerReservationsResolver,
  BookingPaymentResolver,
  ReservationActionsResolver,
  PartnerResolver,
  PartnerLedgerResolver,
  ResellerResolver,
  InsightsResolver,
  CheckInResolver,
  PendingCounterResolver,
  WaitlistResolver,
  ReviewResolver,
] as const;
