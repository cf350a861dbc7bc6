// Every screen behind a route, each in its own chunk. Screens marked REST read over the REST paths
// only and never load the GraphQL client; the others get it with their chunk (lazy-screen.tsx).
import { lazyScreen } from './lazy-screen';

const REST = { rest: true };

export const LoginPage = lazyScreen(() => import('../../modules/accounts/pages/login-page'), REST);
export const PasswordResetPage = lazyScreen(() => import('../../modules/accounts/pages/password-reset-page'), REST);
export const RegisterPage = lazyScreen(() => import('../../modules/accounts/pages/register-page'), REST);
export const RegisterProviderPage = lazyScreen(() => import('../../modules/accounts/pages/register-provider-page'), REST);
export const AccountDeletedPage = lazyScreen(() => import('../../modules/accounts/pages/account-deleted-page'), REST);
export const CustomerPersonalInfoPage = lazyScreen(
  () => import('../../modules/accounts/pages/customer-personal-info-page'),
);
export const ProviderPersonalInfoPage = lazyScreen(
  () => import('../../modules/accounts/pages/provider-personal-info-page'),
);

export const RegisterAccommodationPage = lazyScreen(() => import('../../modules/partners/pages/register-accommodation-page'), REST);
export const CooperationPage = lazyScreen(() => import('../../modules/partners/pages/cooperation-page'), REST);
export const PartnerHomePage = lazyScreen(() => import('../../modules/partners/pages/partner-home-page'), REST);

export const PurchasesPage = lazyScreen(() => import('../../modules/booking/pages/purchases-page'), REST);
export const RecentActivityPage = lazyScreen(() => import('../../modules/booking/pages/recent-activity-page'), REST);
export const ReservationsPage = lazyScreen(() => import('../../modules/booking/pages/reservations-page'), REST);
export const StatisticsPage = lazyScreen(() => import('../../modules/booking/pages/statistics-page'), REST);

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

export const HomePage = lazyScreen(() => import('../../modules/storefront/pages/home-page'), REST);
export const CategoriesPage = lazyScreen(() => import('../../modules/storefront/pages/categories-page'), REST);
export const DestinationsPage = lazyScreen(() => import('../../modules/storefront/pages/destinations-page'), REST);
export const AnnouncementsPage = lazyScreen(() => import('../../modules/storefront/pages/announcements-page'));
export const PublicServicePage = lazyScreen(() => import('../../modules/storefront/pages/public-service-page'), REST);
export const PublicBrandPage = lazyScreen(() => import('../../modules/storefront/pages/public-brand-page'), REST);
export const HelpPage = lazyScreen(() => import('../../modules/content/pages/help-page'), REST);
export const AboutPage = lazyScreen(() => import('../../modules/content/pages/about-page'), REST);
export const PrivacyPolicyPage = lazyScreen(() => import('../../modules/content/pages/privacy-policy-page'), REST);
export const CookiePolicyPage = lazyScreen(() => import('../../modules/content/pages/cookie-policy-page'), REST);
export const TermsPage = lazyScreen(() => import('../../modules/content/pages/terms-page'), REST);
export const TravelConditionsPage = lazyScreen(() => import('../../modules/content/pages/travel-conditions-page'), REST);
export const CustomPrivateToursPage = lazyScreen(() => import('../../modules/content/pages/custom-private-tours-page'), REST);
export const ChristmasActionPage = lazyScreen(() => import('../../modules/content/pages/christmas-action-page'), REST);
export const StaffInquiriesPage = lazyScreen(() => import('../../modules/inquiries/pages/staff-inquiries-page'));
export const ThingsToDoPage = lazyScreen(() => import('../../modules/storefront/pages/things-to-do-page'), REST);
export const CategoryListPage = lazyScreen(() => import('../../modules/storefront/pages/category-page'), REST);
export const DestinationListPage = lazyScreen(() => import('../../modules/storefront/pages/destination-page'), REST);
export const MostRecentPage = lazyScreen(() => import('../../modules/storefront/pages/most-recent-page'), REST);
