// The route table of spec section 2. Guarded routes declare their roles with `guarded(...)`;
// screens get route parameters (and `editing`) as props.
import { Navigate, redirect, type RouteObject } from 'react-router';
import { guestOnlyLoader, loginLoader } from '../../modules/accounts/routes/login-loader';
import { loginProcessLoader } from '../../modules/accounts/routes/login-process-loader';
import { logoutLoader } from '../../modules/accounts/routes/logout-loader';
import { oauthLoader } from '../../modules/accounts/routes/oauth-loader';
import { LandingLayout } from '../layout/landing-layout';
import { PublicLayout } from '../layout/public-layout';
import { RootLayout } from '../layout/root-layout';
import ErrorPage from '../pages/error-page';
import NotFoundPage from '../../shared/ui/not-found-page';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { CustomerLayout, DashboardLayout, PartnerLayout, StaffLayout } from './lazy-layouts';
import { screen } from './lazy-screen';
import { bookingBranch } from './booking-routes';
import { storefrontBranch } from './storefront-routes';
import { guarded } from './require-roles';
import { RouteError } from './route-error';
import * as s from './screens';

/** The spec's closed build (PUBLIC_BROWSING=false): these paths lead to the login page. */
export const PATHS_REDIRECTED_TO_LOGIN = [
  '/brand/:slug/:brandId',
  '/:regionSlug/:slug/:serviceId',
  '/things-to-do',
  '/most-recent',
  '/category/:slug',
  '/destination/:slug',
  '/destinations',
  '/categories',
  '/help',
  '/custom-private-tours',
  '/privacy-policy',
  '/cookie-policy',
  '/reviews-policy',
  '/site-terms-conditions',
  '/travel-conditions',
  '/about-us',
  '/bozic-akcija',
];

const toLogin = () => redirect('/login');
const editing = { editing: true };

const customerRoutes: RouteObject = {
  path: '/customer',
  ...guarded('ROLE_CUSTOMER'),
  element: <CustomerLayout />,
  children: [
    { index: true, element: <Navigate to="purchases" replace /> },
    { path: 'purchases', ...guarded('ROLE_CUSTOMER'), element: screen(s.PurchasesPage) },
    { path: 'personal', ...guarded('ROLE_CUSTOMER'), element: screen(s.CustomerPersonalInfoPage) },
  ],
};

/** Provider onboarding: the dashboard menu stays hidden. */
const onboardingRoutes: RouteObject[] = [
  {
    path: '/add',
    ...guarded('ROLE_OWNER'),
    children: [
      { index: true, element: <Navigate to="welcome" replace /> },
      { path: 'welcome', ...guarded('ROLE_OWNER'), element: screen(s.WelcomePage) },
      { path: 'company', ...guarded('ROLE_OWNER'), element: screen(s.CompanyPage) },
      { path: 'brand', ...guarded('ROLE_OWNER'), element: screen(s.BrandPage) },
      { path: ':brandId/service/new', ...guarded('ROLE_OWNER'), element: screen(s.ServicePage) },
      // The Services step again for a service already created (the wizard's way back).
      { path: ':brandId/service/:serviceId', ...guarded('ROLE_OWNER'), element: screen(s.ServicePage, editing) },
      { path: ':brandId/service/:serviceId/offers', ...guarded('ROLE_OWNER'), element: screen(s.OffersPage) },
      { path: ':brandId/service/:serviceId/seasons', ...guarded('ROLE_OWNER'), element: screen(s.SeasonsPage) },
      {
        path: ':brandId/service/:serviceId/photogallery',
        ...guarded('ROLE_OWNER'),
        element: screen(s.PhotoGalleryPage),
      },
    ],
  },
  { path: '/:brandId/service/:serviceId/preview', ...guarded('ROLE_OWNER'), element: screen(s.ServicePreviewPage) },
];

/** Staff: service review, sales partners and their statements, inquiries, the home page's announcements. */
const staffRoutes: RouteObject = {
  path: '/staff',
  ...guarded('ROLE_ADMIN'),
  element: <StaffLayout />,
  children: [
    { index: true, element: <Navigate to="review" replace /> },
    { path: 'review', ...guarded('ROLE_ADMIN'), element: screen(s.ReviewPage) },
    { path: 'review/:serviceId', ...guarded('ROLE_ADMIN'), element: screen(s.ServiceReviewPage) },
    { path: 'partners', ...guarded('ROLE_ADMIN'), element: screen(s.StaffPartnersPage) },
    { path: 'partner-statements', ...guarded('ROLE_ADMIN'), element: screen(s.StaffStatementsPage) },
    { path: 'resellers', ...guarded('ROLE_ADMIN'), element: screen(s.StaffResellersPage) },
    { path: 'resellers/new', ...guarded('ROLE_ADMIN'), element: screen(s.StaffResellerPage) },
    { path: 'resellers/:id', ...guarded('ROLE_ADMIN'), element: screen(s.StaffResellerPage, editing) },
    { path: 'announcements', ...guarded('ROLE_ADMIN'), element: screen(s.AnnouncementsPage) },
    { path: 'inquiries', ...guarded('ROLE_ADMIN'), element: screen(s.StaffInquiriesPage) },
    { path: 'moderation', ...guarded('ROLE_ADMIN'), element: screen(s.ModerationQueuePage) },
  ],
};

/** The sales partner's area (/register-accomodation leads here after login): overview, objects with their links, the ledger, statements, the agreement, the profile. */
const partnerRoutes: RouteObject = {
  path: '/partner',
  ...guarded('ROLE_PARTNER'),
  element: <PartnerLayout />,
  children: [
    { index: true, element: <Navigate to="objects" replace /> },
    { path: 'objects', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerObjectsPage) },
    { path: 'objects/new', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerObjectPage) },
    { path: 'objects/:id', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerObjectPage, editing) },
    { path: 'profile', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerProfilePage) },
    { path: 'dashboard', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerDashboardPage) },
    { path: 'commissions', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerCommissionsPage) },
    { path: 'statements', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerStatementsPage) },
    { path: 'agreement', ...guarded('ROLE_PARTNER'), element: screen(s.PartnerAgreementPage) },
  ],
};

const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  ...guarded('ROLE_OWNER'),
  element: <DashboardLayout />,
  children: [
    { index: true, element: <Navigate to="recent" replace /> },
    { path: 'personal-info', ...guarded('ROLE_OWNER'), element: screen(s.ProviderPersonalInfoPage) },
    { path: 'company', ...guarded('ROLE_OWNER'), element: screen(s.CompanyPage, editing) },
    { path: 'brands', ...guarded('ROLE_OWNER'), element: screen(s.BrandsPage) },
    { path: 'brand/edit/:id', ...guarded('ROLE_OWNER'), element: screen(s.BrandPage, editing) },
    { path: 'new-brand', ...guarded('ROLE_OWNER'), element: screen(s.BrandPage) },
    { path: 'brands/:brandId/services', ...guarded('ROLE_OWNER'), element: screen(s.ServicesPage) },
    { path: 'brands/:brandId/services/:serviceId', ...guarded('ROLE_OWNER'), element: screen(s.ServicePage, editing) },
    { path: 'brands/:brandId/service/new', ...guarded('ROLE_OWNER'), element: screen(s.ServicePage) },
    {
      path: 'brands/:brandId/services/:serviceId/offers',
      ...guarded('ROLE_OWNER'),
      element: screen(s.OffersPage, editing),
    },
    { path: 'brands/:brandId/service/:serviceId/offers/new', ...guarded('ROLE_OWNER'), element: screen(s.OffersPage) },
    {
      path: 'brands/:brandId/services/:serviceId/season',
      ...guarded('ROLE_OWNER'),
      element: screen(s.SeasonsPage, editing),
    },
    {
      path: 'brands/:brandId/service/:serviceId/seasons/new',
      ...guarded('ROLE_OWNER'),
      element: screen(s.SeasonsPage),
    },
    {
      path: 'brands/:brandId/services/:serviceId/photogallery',
      ...guarded('ROLE_OWNER'),
      element: screen(s.PhotoGalleryPage, editing),
    },
    {
      path: 'brands/:brandId/service/:serviceId/photogallery/new',
      ...guarded('ROLE_OWNER'),
      element: screen(s.PhotoGalleryPage),
    },
    { path: 'cooperation', ...guarded('ROLE_OWNER'), element: screen(s.CooperationPage) },
    { path: 'resellers', ...guarded('ROLE_OWNER'), element: screen(s.ProviderResellersPage) },
    { path: 'recent', ...guarded('ROLE_OWNER'), element: screen(s.RecentActivityPage) },
    { path: 'reservations', ...guarded('ROLE_OWNER'), element: screen(s.ReservationsPage) },
    { path: 'check-in', ...guarded('ROLE_OWNER'), element: screen(s.CheckInPage) },
    { path: 'statistics', ...guarded('ROLE_OWNER'), element: screen(s.StatisticsPage) },
  ],
};

/**
 * The whole table. With public browsing open the storefront (home included) is served in its frame;
 * closed (the spec's build), home and every path of PATHS_REDIRECTED_TO_LOGIN lead to the login page.
 */
export function buildRoutes({ publicBrowsing }: { publicBrowsing: boolean }): RouteObject[] {
  const storefront: RouteObject[] = publicBrowsing
    ? [storefrontBranch]
    : ['/', ...PATHS_REDIRECTED_TO_LOGIN].map((path) => ({ path, loader: toLogin }));
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        { path: '/login-process', loader: loginProcessLoader },
        { path: '/logout', loader: logoutLoader },
        { path: '/oauth', loader: oauthLoader },
        { path: '/register-customers', loader: () => redirect('/register-accomodation') },
        bookingBranch,
        ...storefront,
        {
          element: <LandingLayout />,
          errorElement: <RouteError />,
          children: [
            { path: '/register-accomodation', element: screen(s.RegisterAccommodationPage) },
            { path: '/register-partners', element: screen(s.RegisterProviderPage) },
          ],
        },
        {
          element: <PublicLayout />,
          errorElement: <RouteError />,
          children: [
            { path: '/login', loader: loginLoader, element: screen(s.LoginPage) },
            { path: '/register', loader: guestOnlyLoader, element: screen(s.RegisterPage) },
            { path: '/password-reset', element: screen(s.PasswordResetPage) },
            { path: '/account-deleted', element: screen(s.AccountDeletedPage) },
            { path: '/error', element: <ErrorPage /> },
            ...onboardingRoutes,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { ...customerRoutes, errorElement: <RouteError /> },
        { ...dashboardRoutes, errorElement: <RouteError /> },
        { ...partnerRoutes, errorElement: <RouteError /> },
        { ...staffRoutes, errorElement: <RouteError /> },
      ],
    },
  ];
}
