// The booking flow (issue 11): /booking/{requestId} and its finished page, in the storefront's frame.
// Served whether public browsing is open or not: the request's uuid is the capability.
import type { RouteObject } from 'react-router';
import { StorefrontLayout } from '../layout/storefront-layout';
import { screen } from './lazy-screen';
import { RouteError } from './route-error';
import * as s from './screens';

export const bookingRoutes: RouteObject[] = [
  { path: '/booking/:requestId', element: screen(s.BookingFlowPage) },
  { path: '/booking/:requestId/done', element: screen(s.BookingDonePage) },
  { path: '/booking/reservation/:number', element: screen(s.ReservationLinkPage) },
  { path: '/waitlist/offer', element: screen(s.WaitlistOfferPage) },
  { path: '/waitlist/leave', element: screen(s.WaitlistLeavePage) },
];

export const bookingBranch: RouteObject = {
  element: <StorefrontLayout />,
  errorElement: <RouteError />,
  children: bookingRoutes,
};
