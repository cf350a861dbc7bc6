// /logout has no screen: it ends the session and returns to the login page.
import { redirect } from 'react-router';
import { logOut } from '../session-api';

export function logoutLoader() {
  logOut();
  return redirect('/login');
}
