// /oauth has no screen: the server's OAuth callback lands here with `oauth2-token` in the query,
// or, when the sign-in failed, with `error` and `message`, which go on to /login unchanged.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { setFlash } from '../flash';
import { loginProcessPath } from '../landing';
import { logInWithOAuthToken } from '../session-api';

export async function oauthLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('oauth2-token');
  if (!token) return redirect(`/login${url.search}`);
  try {
    return redirect(loginProcessPath(await logInWithOAuthToken(token)));
  } catch (error) {
    const content = error instanceof ApiError && error.status < 500 ? { text: error.message } : { id: 'error.generic' as const };
    setFlash({ color: 'red', content });
    return redirect('/login');
  }
}
