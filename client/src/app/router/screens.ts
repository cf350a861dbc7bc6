// Every screen behind a route, each in its own chunk. GUEST screens read over the REST paths and use
// the guest texts only: they load neither the GraphQL client nor the provider and staff texts.
// SIGNED_IN screens read over REST too but use the provider and staff texts; the others get both
// with their chunk (lazy-screen.tsx).
import { lazyScreen, type ScreenNeeds } from './lazy-screen';

const GUEST: ScreenNeeds = { graphql: false, ownerTexts: false };
const SIGNED_IN: ScreenNeeds = { graphql: false };
/** The booking flow's personal-info step uses the phone field, which reads countries over GraphQL. */
const GUEST_WITH_GRAPHQL: ScreenNeeds = { graphql: true, ownerTexts: false, bookingTexts: true };
/** Signed-in screens that load the provider texts themselves, beside their first data (/dashboard/recent). */
const SIGNED_IN_TEXTS_BESIDE: ScreenNeeds = { graphql: false, ownerTexts: false };
/** The booking flow's result: guest texts and the flow's. */
const GUEST_BOOKING: ScreenNeeds = { ...GUEST, bookingTexts: true };

export const LoginPage = lazyScreen(() => import('../../modules/accounts/pages/login-page'), GUEST);
export const PasswordResetPage = lazyScreen(() => import('../../modules/accounts/pages/password-reset-page'), GUEST);
export const RegisterPage = lazyScreen(() => import('../../modules/accounts/pages/register-page'), GUEST);
export const RegisterProviderPage = lazyScreen(() => import('../../modules/accounts/pages/register-provider-page'), GUEST);
export const AccountDeletedPage = lazyScreen(() => import('../../modules/accounts/pages/account-deleted-page'), GUEST);
export const CustomerPersonalInfoPage = lazyScreen(() => import('../../modules/accounts/pages/customer-personal-info-page'));
export const ProviderPersonalInfoPage = lazyScreen(() => import('../../modules/accounts/pages/provider-personal-info-page'));

export const RegisterAccommodationPage = lazyScreen(() => import('../../modules/partners/pages/register-accommodation-page'), GUEST);
export const CooperationPage = lazyScreen(() => import('../../modules/partners/pages/cooperation-page'), SIGNED_IN);
export const PartnerObjectsPage = lazyScreen(() => import('../../modules/partners/pages/partner-objects-page'));
export const PartnerObjectPage = lazyScreen(() => import('../../modules/partners/pages/partner-object-page'));
export const PartnerProfilePage = lazyScreen(() => import('../../modules/partners/pages/partner-profile-page'));
export const PartnerDashboardPage = lazyScreen(() => import('../../modules/partners/pages/partner-dashboard-page'));
export const PartnerCommissionsPage = lazyScreen(() => import('../../modules/partners/pages/partner-commissions-page'));
export const PartnerStatementsPage = lazyScreen(() => import('../../modules/partners/pages/partner-statements-page'));
export const PartnerAgreementPage = lazyScreen(() => import('../../modules/partners/pages/partner-agreement-page'));
export const StaffPartnersPage = lazyScreen(() => import('../../modules/partners/pages/staff-partners-page'));
export const StaffResellersPage = lazyScreen(() => import('../../modules/resellers/pages/staff-resellers-page'));
export const StaffResellerPage = lazyScreen(() => import('../../modules/resellers/pages/staff-reseller-page'));
export const ProviderResellersPage = lazyScreen(() => import('../../modules/resellers/pages/provider-resellers-page'));
export const StaffStatementsPage = lazyScreen(() => import('../../modules/partners/pages/staff-statements-page'));

export const PurchasesPage = lazyScreen(() => import('../../modules/booking/pages/purchases-page'), SIGNED_IN);
export const RecentActivityPage = lazyScreen(() => import('../../modules/booking/pages/recent-activity-page'), SIGNED_IN_TEXTS_BESIDE);
export const ReservationsPage = lazyScreen(() => import('../../modules/booking/pages/reservations-page'), SIGNED_IN);
export const CheckInPage = lazyScreen(() => import('../../modules/booking/pages/check-in-page'), SIGNED_IN);
export const StatisticsPage = lazyScreen(() => import('../../modules/booking/pages/statistics-page'), SIGNED_IN);

export const WelcomePage = lazyScreen(() => import('../../modules/owner/pages/welcome-page'));
export const CompanyPage = lazyScreen(() => import('../../modules/owner/pages/company-page'));
export const BrandsPage = lazyScreen(() => import('../../modules/owner/pages/brands-page'));
export const BrandPage = lazyScreen(() => import('../../modules/owner/pages/brand-page'));

export const ServicesPage = lazyScreen(() => import('../../modules/catalog/pages/services-page'));
export const ServicePage = lazyScreen(() => import('../../modules/catalog/pages/service-page'));
export const OffersPage = lazyScreen(() => import('../../modules/catalog/pages/offers-page'));
export const PhotoGalleryPage = lazyScreen(() => import('../../modules/catalog/pages/photo-gallery-page'));
export const ServicePreviewPage = lazyScreen(() => import('../../modules/catalog/pages/service-preview-page'));
export const ReviewPage = lazyScreen(() => import('../../modules/catalog/pages/review-page'));
export const ServiceReviewPage = lazyScreen(() => import('../../modules/catalog/pages/service-review-page'));

export const SeasonsPage = lazyScreen(() => import('../../modules/scheduling/pages/seasons-page'));

export const HomePage = lazyScreen(() => import('../../modules/storefront/pages/home-page'), GUEST);
export const CategoriesPage = lazyScreen(() => import('../../modules/storefront/pages/categories-page'), GUEST);
export const DestinationsPage = lazyScreen(() => import('../../modules/storefront/pages/destinations-page'), GUEST);
export const AnnouncementsPage = lazyScreen(() => import('../../modules/storefront/pages/announcements-page'));
export const PublicServicePage = lazyScreen(() => import('../../modules/storefront/pages/public-service-page'), GUEST);
export const PublicBrandPage = lazyScreen(() => import('../../modules/storefront/pages/public-brand-page'), GUEST);
export const HelpPage = lazyScreen(() => import('../../modules/content/pages/help-page'), GUEST);
export const AboutPage = lazyScreen(() => import('../../modules/content/pages/about-page'), GUEST);
export const PrivacyPolicyPage = lazyScreen(() => import('../../modules/content/pages/privacy-policy-page'), GUEST);
export const CookiePolicyPage = lazyScreen(() => import('../../modules/content/pages/cookie-policy-page'), GUEST);
export const ReviewsPolicyPage = lazyScreen(() => import('../../modules/content/pages/reviews-policy-page'), GUEST);
export const TermsPage = lazyScreen(() => import('../../modules/content/pages/terms-page'), GUEST);
export const TravelConditionsPage = lazyScreen(() => import('../../modules/content/pages/travel-conditions-page'), GUEST);
export const CustomPrivateToursPage = lazyScreen(() => import('../../modules/content/pages/custom-private-tours-page'), GUEST);
export const SellPage = lazyScreen(() => import('../../modules/content/pages/sell-page'), GUEST);
export const ChristmasActionPage = lazyScreen(() => import('../../modules/content/pages/christmas-action-page'), GUEST);
export const StaffInquiriesPage = lazyScreen(() => import('../../modules/inquiries/pages/staff-inquiries-page'));
export const ModerationQueuePage = lazyScreen(() => import('../../modules/reviews/moderation-page'));
export const ThingsToDoPage = lazyScreen(() => import('../../modules/storefront/pages/things-to-do-page'), GUEST);
export const CategoryListPage = lazyScreen(() => import('../../modules/storefront/pages/category-page'), GUEST);
export const DestinationListPage = lazyScreen(() => import('../../modules/storefront/pages/destination-page'), GUEST);
export const MostRecentPage = lazyScreen(() => import('../../modules/storefront/pages/most-recent-page'), GUEST);

export const BookingFlowPage = lazyScreen(() => import('../../modules/booking/pages/booking-flow-page'), GUEST_WITH_GRAPHQL);
export const BookingDonePage = lazyScreen(() => import('../../modules/booking/pages/booking-done-page'), GUEST_BOOKING);
/** The waitlist emails' links (issue 24): the offer opens the booking flow with the held places; leave. */
export const WaitlistOfferPage = lazyScreen(() => import('../../modules/booking/pages/waitlist-offer-page'), GUEST_BOOKING);
export const WaitlistLeavePage = lazyScreen(() => import('../../modules/booking/pages/waitlist-leave-page'), GUEST);
/** Reached from the email link by guests without an account; its texts travel with the signed-in screens'. */
export const ReservationLinkPage = lazyScreen(() => import('../../modules/booking/pages/reservation-link-page'), SIGNED_IN);
