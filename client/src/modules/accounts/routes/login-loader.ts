// /login shows the form only to visitors who are not signed in yet.
import { redirect } from 'react-router';
import { loadCurrentUser } from '../load-current-user';

export async function loginLoader() {
  const user = await loadCurrentUser();
  return user ? redirect('/login-process') : null;
}
