// /login shows the form only to visitors who are not signed in yet. The emailed activation link
// lands here with `activationKey`: the account is activated, the result kept as a flash message,
// and the key taken out of the address.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { clearFlash, setFlash } from '../flash';
import { loadCurrentUser } from '../load-current-user';
import { activateAccount } from '../registration-api';

async function activate(key: string): Promise<void> {
  try {
    await activateAccount(key);
    setFlash({ color: 'olive', content: { id: 'login.activation.success' } });
  } catch (error) {
    const content = error instanceof ApiError && error.status < 500 ? { text: error.message } : { id: 'error.generic' as const };
    setFlash({ color: 'red', content });
  }
}

/** Screens for visitors only (login, guest sign-up): someone signed in goes on to their landing page. */
export async function guestOnlyLoader() {
  const user = await loadCurrentUser();
  if (!user) return null;
  clearFlash();
  return redirect('/login-process');
}

export async function loginLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const key = url.searchParams.get('activationKey');
  if (key === null) return guestOnlyLoader();
  await activate(key);
  url.searchParams.delete('activationKey');
  return redirect(`/login${url.search}`);
}
