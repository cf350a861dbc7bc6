import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import ErrorPage from '../pages/error-page';

/** Any error while loading or rendering a screen (a failed chunk included) ends on /error. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (pathname === '/error') return <ErrorPage />;
  return <Navigate to="/error" replace />;
}
