// Connects the accounts session to the request policy shared by REST and GraphQL.
import { clearSession, getAccessToken } from '../modules/accounts/auth-store';
import { rememberReturnPath } from '../modules/accounts/return-path';
import { connectSession } from '../shared/api/request-policy';
import { router } from './router/router';
import { LOGIN_WITH_REDIRECT } from './router/require-roles';

export function wireSession(): void {
  connectSession({
    accessToken: getAccessToken,
    expire() {
      clearSession();
      const { pathname, search, hash } = router.state.location;
      if (pathname === '/login') return;
      rememberReturnPath(`${pathname}${search}${hash}`);
      void router.navigate(LOGIN_WITH_REDIRECT, { replace: true });
    },
  });
}
