// /logout has no screen: it ends the session (revoking the token on the server) and returns to login.
import { redirect } from 'react-router';
import { logOut } from '../session-api';

export async function logoutLoader() {
  await logOut();
  return redirect('/login');
}
