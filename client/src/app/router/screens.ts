// Every screen behind a route, each in its own chunk.
import { lazyScreen } from './lazy-screen';

export const LoginPage = lazyScreen(() => import('../../modules/accounts/pages/login-page'));
export const PasswordResetPage = lazyScreen(() => import('../../modules/accounts/pages/password-reset-page'));
export const RegisterPage = lazyScreen(() => import('../../modules/accounts/pages/register-page'));
export const RegisterProviderPage = lazyScreen(() => import('../../modules/accounts/pages/register-provider-page'));
export const AccountDeletedPage = lazyScreen(() => import('../../modules/accounts/pages/account-deleted-page'));
export const CustomerPersonalInfoPage = lazyScreen(
  () => import('../../modules/accounts/pages/customer-personal-info-page'),
);
export const ProviderPersonalInfoPage = lazyScreen(
  () => import('../../modules/accounts/pages/provider-personal-info-page'),
);

export const RegisterAccommodationPage = lazyScreen(
  () => import('../../modules/partners/pages/register-accommodation-page'),
);
export const CooperationPage = lazyScreen(() => import('../../modules/partners/pages/cooperation-page'));
export const PartnerHomePage = lazyScreen(() => import('../../modules/partners/pages/partner-home-page'));

export const PurchasesPage = lazyScreen(() => import('../../modules/booking/pages/purchases-page'));
export const RecentActivityPage = lazyScreen(() => import('../../modules/booking/pages/recent-activity-page'));
export const ReservationsPage = lazyScreen(() => import('../../modules/booking/pages/reservations-page'));
export const StatisticsPage = lazyScreen(() => import('../../modules/booking/pages/statistics-page'));

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

export const HomePage = lazyScreen(() => import('../../modules/storefront/pages/home-page'));
export const CategoriesPage = lazyScreen(() => import('../../modules/storefront/pages/categories-page'));
export const DestinationsPage = lazyScreen(() => import('../../modules/storefront/pages/destinations-page'));
export const AnnouncementsPage = lazyScreen(() => import('../../modules/storefront/pages/announcements-page'));
export const PublicServicePage = lazyScreen(() => import('../../modules/storefront/pages/public-service-page'));
export const PublicBrandPage = lazyScreen(() => import('../../modules/storefront/pages/public-brand-page'));
export const HelpPage = lazyScreen(() => import('../../modules/content/pages/help-page'));
export const AboutPage = lazyScreen(() => import('../../modules/content/pages/about-page'));
export const PrivacyPolicyPage = lazyScreen(() => import('../../modules/content/pages/privacy-policy-page'));
export const CookiePolicyPage = lazyScreen(() => import('../../modules/content/pages/cookie-policy-page'));
export const TermsPage = lazyScreen(() => import('../../modules/content/pages/terms-page'));
export const TravelConditionsPage = lazyScreen(() => import('../../modules/content/pages/travel-conditions-page'));
export const CustomPrivateToursPage = lazyScreen(() => import('../../modules/content/pages/custom-private-tours-page'));
export const ChristmasActionPage = lazyScreen(() => import('../../modules/content/pages/christmas-action-page'));
export const StaffInquiriesPage = lazyScreen(() => import('../../modules/inquiries/pages/staff-inquiries-page'));
export const ThingsToDoPage = lazyScreen(() => import('../../modules/storefront/pages/things-to-do-page'));
export const CategoryListPage = lazyScreen(() => import('../../modules/storefront/pages/category-page'));
export const DestinationListPage = lazyScreen(() => import('../../modules/storefront/pages/destination-page'));
export const MostRecentPage = lazyScreen(() => import('../../modules/storefront/pages/most-recent-page'));

export const BookingFlowPage = lazyScreen(() => import('../../modules/booking/pages/booking-flow-page'));
export const BookingDonePage = lazyScreen(() => import('../../modules/booking/pages/booking-done-page'));
export const ReservationLinkPage = lazyScreen(() => import('../../modules/booking/pages/reservation-link-page'));
