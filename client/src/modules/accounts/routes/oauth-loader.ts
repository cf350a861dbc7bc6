// /oauth has no screen: the server's OAuth callback lands here with `oauth2-token` in the query.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { logInWithToken } from '../session-api';

export async function oauthLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('oauth2-token');
  if (!token) return redirect(`/login${url.search}`);
  const user = await logInWithToken(token);
  return redirect(user ? '/login-process' : '/login');
}
