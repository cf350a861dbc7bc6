// Connects the accounts session to the request policy shared by REST and GraphQL.
import { clearSession, getAccessToken } from '../modules/accounts/auth-store';
import { rememberReturnPath } from '../modules/accounts/return-path';
import { refreshSession } from '../modules/accounts/session-api';
import { connectSession } from '../shared/api/request-policy';
import type { createBrowserRouter } from 'react-router';
import { LOGIN_WITH_REDIRECT } from './router/require-roles';

/** Screens where an ended session needs no trip to the login page. */
const PUBLIC_PATHS = ['/login', '/register', '/password-reset', '/account-deleted'];

/** Called before the router exists; `router` is read only once a session ends. */
export function wireSession(router: () => ReturnType<typeof createBrowserRouter>): void {
  connectSession({
    accessToken: getAccessToken,
    refresh: refreshSession,
    expire() {
      clearSession();
      const { pathname, search, hash } = router().state.location;
      if (PUBLIC_PATHS.includes(pathname)) return;
      rememberReturnPath(`${pathname}${search}${hash}`);
      void router().navigate(LOGIN_WITH_REDIRECT, { replace: true });
    },
  });
}
