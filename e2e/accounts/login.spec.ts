import { expect, test } from '../test';
import { DEMO } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';

test.describe('login page', () => {
  // With public browsing closed the root path leads here too (e2e/closed/closed-browsing.spec.ts).
  test('shows the login form with its ways in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Log in | Lokalno');
    await expect(login.heading).toHaveText('Log in');
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.forgotPassword).toHaveAttribute('href', '/password-reset');
    await expect(login.google).toHaveAttribute('href', '/api/oauth2/authorize/google');
    await expect(login.facebook).toHaveAttribute('href', '/api/oauth2/authorize/facebook');
  });

  test('asks for the email address and password with the spec texts', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.submit.click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();

    await login.email.fill('ana@');
    await login.password.focus();
    await expect(page.getByText('Please enter a correct email format.')).toBeVisible();
  });

  test('shows the server message when the login is refused', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await login.logIn('nobody@example.hr', 'Wrong-password-1');
    const body: unknown = await (await answer).json();

    const message = (body as { message?: unknown }).message;
    expect(typeof message).toBe('string');
    await expect(login.formError).toHaveText(message as string);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guarded routes', () => {
  test('a guarded route sends a visitor to log in and remembers where they were going', async ({ page }) => {
    await page.goto('/dashboard/recent');

    await expect(page).toHaveURL(/\/login\?redirect=true$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(await page.evaluate(() => sessionStorage.getItem('previousPath'))).toBe('/dashboard/recent');
  });
});

test.describe('sessions', () => {
  test('after a guarded route asked for a login, the login returns there', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/customer/personal');
    await expect(page).toHaveURL(/\/login\?redirect=true$/);

    await login.logIn(DEMO.guest.email, DEMO.guest.password);
    await expect(page).toHaveURL(/\/customer\/personal$/);
  });

  test('the demo provider, whose business is set up, lands on recent activity', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO.provider.email, DEMO.provider.password);
    await expect(page).toHaveURL(/\/dashboard\/recent$/);

    // Signed in, /login goes on to the landing page.
    await login.goto();
    await expect(page).toHaveURL(/\/dashboard\/recent$/);
  });

  test('logging out revokes the token on the server', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO.guest.email, DEMO.guest.password);
    await expect(page).toHaveURL(/\/customer\/purchases$/);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    const headers = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/account/me', { headers })).status()).toBe(200);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect((await request.get('/api/account/me', { headers })).status()).toBe(401);
  });

  test('a session the server no longer knows is cleared on the first guarded navigation', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'not-a-real-token');
      localStorage.setItem('user', JSON.stringify({ id: 1, email: 'x@example.hr', roles: ['ROLE_CUSTOMER'] }));
    });
    await page.goto('/customer/purchases');
    await expect(page).toHaveURL(/\/login\?redirect=true$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

test.describe('OAuth hand-over', () => {
  test('a failed sign-in comes back through /oauth and its message shows on the login page', async ({ page }) => {
    const message = 'User with that email address not found. Please register to continue.';
    await page.goto(`/oauth?error=OAUTH_UNKNOWN_EMAIL&message=${encodeURIComponent(message)}`);

    await expect(page).toHaveURL(/\/login\?error=OAUTH_UNKNOWN_EMAIL&message=/);
    await expect(page.getByRole('alert')).toHaveText(message);
  });

  test('an oauth2-token the server does not know leaves no session', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/oauth?oauth2-token=unknown-key');

    await expect(page).toHaveURL(/\/login$/);
    await expect(login.flash).toHaveText('This sign-in link is invalid or has expired. Please sign in again.');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
