// Every TypeORM entity, listed explicitly so the compiled server and the tests load the same set.
import { AccountKey } from './modules/accounts/account-key.entity.js';
import { KnownAddress } from './modules/accounts/known-address.entity.js';
import { Session } from './modules/accounts/session.entity.js';
import { User } from './modules/accounts/user.entity.js';
import { BookingRequest, BookingRequestOffer } from './modules/booking/booking-request.entity.js';
import { DiscountCode } from './modules/booking/discount-code.entity.js';
import { RejectionReason } from './modules/reservations/rejection-reason.entity.js';
import { Reservation, ReservationOffer } from './modules/reservations/reservation.entity.js';
import { Inquiry } from './modules/inquiries/inquiry.entity.js';
import { SentEmail } from './modules/notifications/sent-email.entity.js';
import { SentSms } from './modules/notifications/sent-sms.entity.js';
import { Offer } from './modules/catalog/offer.entity.js';
import { Photo } from './modules/catalog/photo.entity.js';
import { ReviewEvent } from './modules/catalog/review-event.entity.js';
import { Service } from './modules/catalog/service.entity.js';
import { ServiceRevision } from './modules/catalog/service-revision.entity.js';
import { ActivityType } from './modules/owner/activity-type.entity.js';
import { Brand } from './modules/owner/brand.entity.js';
import { Company } from './modules/owner/company.entity.js';
import { Agreement } from './modules/agreements/agreement.entity.js';
import { Amenity, Category, Country, Language, PaymentType, Region, Tag } from './modules/reference/reference.entities.js';
import { CalendarFeed } from './modules/scheduling/calendar-feed.entity.js';
import { BookingTime, Season, UnavailableDate, WorkingTime } from './modules/scheduling/season.entity.js';
import { Hold, Slot } from './modules/scheduling/slot.entity.js';
import { Payment } from './modules/payments/payment.entity.js';
import { PaymentEvent } from './modules/payments/payment-event.entity.js';
import { PaymentRefund } from './modules/payments/payment-refund.entity.js';
import { ReservationChange } from './modules/reservations/reservation-change.entity.js';
import { Partner } from './modules/partners/partner.entity.js';
import { LedgerEntry } from './modules/partner-ledger/ledger-entry.entity.js';
import { PartnerStatement } from './modules/partner-ledger/partner-statement.entity.js';
import { PartnerObject, ReferralVisit } from './modules/partners/partner-object.entity.js';
import { ServicePartner } from './modules/partners/service-partner.entity.js';
import { Announcement } from './modules/storefront/announcement.entity.js';
import { CheckInAttempt } from './modules/check-in/check-in-attempt.entity.js';
import { AppSetting } from './shared/app-setting.entity.js';
import { RateLimitCounter } from './shared/rate-limit.entity.js';
import { WaitlistEntry } from './modules/waitlist/waitlist-entry.entity.js';
import { Reseller, ResellerKey, ResellerProvider, ResellerServiceExclusion, ResellerWebhook } from './modules/resellers/reseller.entity.js';
import { ResellerBooking } from './modules/resellers/reseller-booking.entity.js';
import { ResellerLedgerEntry, ResellerStatement } from './modules/resellers/reseller-ledger.entity.js';
import {
  GuestReview,
  GuestReviewInvitation,
  GuestReviewModeration,
  GuestReviewPhoto,
  GuestReviewReport,
} from './modules/reviews/review.entity.js';

export const entities = [
  AppSetting,
  RateLimitCounter,
  Country,
  Region,
  Category,
  Tag,
  Amenity,
  Language,
  PaymentType,
  User,
  Session,
  AccountKey,
  KnownAddress,
  SentEmail,
  SentSms,
  ActivityType,
  Company,
  Agreement,
  Brand,
  Service,
  ServiceRevision,
  Offer,
  Photo,
  ReviewEvent,
  Season,
  WorkingTime,
  BookingTime,
  UnavailableDate,
  Slot,
  Hold,
  CalendarFeed,
  Announcement,
  Inquiry,
  RejectionReason,
  DiscountCode,
  BookingRequest,
  BookingRequestOffer,
  Reservation,
  ReservationOffer,
  Payment,
  PaymentEvent,
  PaymentRefund,
  ReservationChange,
  CheckInAttempt,
  Partner,
  LedgerEntry,
  PartnerStatement,
  PartnerObject,
  ReferralVisit,
  ServicePartner,
  WaitlistEntry,
  Reseller,
  ResellerProvider,
  ResellerKey,
  ResellerServiceExclusion,
  ResellerWebhook,
  ResellerBooking,
  ResellerStatement,
  ResellerLedgerEntry,
  GuestReview,
  GuestReviewPhoto,
  GuestReviewReport,
  GuestReviewModeration,
  GuestReviewInvitation,
];
