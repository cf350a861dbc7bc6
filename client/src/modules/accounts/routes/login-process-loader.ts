// /login-process has no screen: its loader picks where a freshly signed-in user lands.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { staffOrPartnerLanding } from '../landing';
import { loadCurrentUser } from '../load-current-user';
import { takeReturnPath } from '../return-path';

export async function loginProcessLoader({ request }: LoaderFunctionArgs) {
  const user = await loadCurrentUser();
  if (!user) return redirect('/login');

  const query = new URL(request.url).searchParams;
  if (query.has('redirect')) {
    const previous = takeReturnPath();
    if (previous) return redirect(previous);
  }
  const elsewhere = staffOrPartnerLanding(user.roles);
  if (elsewhere) return redirect(elsewhere);
  const firstLogin = query.has('firstLogin');
  if (user.roles.includes('ROLE_OWNER')) return redirect(firstLogin ? '/add/welcome' : '/dashboard/recent');
  if (user.roles.includes('ROLE_CUSTOMER')) return redirect(firstLogin ? '/customer/personal' : '/customer/purchases');
  return redirect('/register-accomodation');
}
