import { expect, test } from '../test';
import { uniqueEmail } from '../fixtures/accounts';
import { waitForMailLink } from '../fixtures/mail';
import { LoginPage } from '../pages/login-page';
import { RegisterPage, RegistrationLandingPage } from '../pages/registration-form';

const PASSWORD = 'Adriatic2024';

test.describe('registration and activation', () => {
  // Whole journeys with emails in between: more time than a single-screen check.
  test.describe.configure({ timeout: 60_000 });

  test('a guest registers, follows the emailed activation link, logs in and lands on purchases', async ({ page }) => {
    const email = uniqueEmail('guest');
    const login = new LoginPage(page);
    const register = new RegisterPage(page);

    await login.goto();
    await login.registerGuest.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(register.heading).toHaveText('Create a guest account');

    await register.form.fill({ firstName: 'Lucija', lastName: 'Perić', email, password: PASSWORD });
    await register.form.submit.click();
    // The conditions must be accepted to continue as a guest (spec section 5).
    await expect(page.getByText('Please accept the conditions to continue.')).toBeVisible();
    await register.form.accept.check();
    await register.form.submit.click();
    await expect(register.form.checkEmail).toContainText('Check your email');
    await expect(register.form.checkEmail).toContainText(email);

    const link = await waitForMailLink(email, '/login');
    expect(link).toContain('activationKey=');
    await page.goto(link);

    await expect(login.flash).toHaveText('Your account is activated. You can log in now.');
    await expect(page).toHaveURL(/\/login$/);

    await login.logIn(email, PASSWORD);
    await expect(page).toHaveURL(/\/customer\/purchases$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My bookings');
  });

  test('an activation link works once', async ({ page, request }) => {
    const email = uniqueEmail('twice');
    const registered = await request.post('/api/register/customer', {
      data: { firstName: 'Ante', lastName: 'Jurić', email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const link = await waitForMailLink(email, '/login');
    const login = new LoginPage(page);

    await page.goto(link);
    await expect(login.flash).toHaveText('Your account is activated. You can log in now.');
    await page.goto(link);
    await expect(login.flash).toHaveText('This activation link is invalid or has already been used.');
  });

  test('a provider registers, activates the account and lands on the welcome screen', async ({ page }) => {
    const email = uniqueEmail('provider');
    const landing = new RegistrationLandingPage(page);
    const login = new LoginPage(page);

    await landing.goto('/register-partners');
    await expect(landing.navbarRegister).toBeVisible();
    await landing.navbarRegister.click();
    await expect(page).toHaveURL(/\/register-partners#register$/);
    await expect(landing.formSection).toBeInViewport();

    await landing.form.fill({ firstName: 'Marko', lastName: 'Kovačić', email, password: PASSWORD });
    await landing.form.submit.click();
    // Provider registration requires accepting the data-processing terms.
    await expect(page.getByText('Please accept the data-processing terms to continue.')).toBeVisible();
    await landing.form.accept.check();
    await landing.form.submit.click();
    await expect(landing.form.checkEmail).toContainText(email);

    await page.goto(await waitForMailLink(email, '/login'));
    await expect(login.flash).toHaveText('Your account is activated. You can log in now.');
    await login.logIn(email, PASSWORD);

    await expect(page).toHaveURL(/\/add\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lokalno');
  });

  test('the registration forms show the spec messages next to their fields', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();

    await register.form.submit.click();
    await expect(page.getByText('Please enter your first and last name.')).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();

    await register.form.fill({ firstName: 'Ana', lastName: 'Horvat', email: 'ana@', password: 'short' });
    await register.form.submit.click();
    await expect(page.getByText('Please enter a correct email format.')).toBeVisible();
    await expect(
      page.getByText('Password needs to be at least 8 characters long, include both lowercase and uppercase letters, and numbers.'),
    ).toBeVisible();

    // An address already registered is refused by the server, and the message sits under the field.
    await register.form.email.fill('guest@example.com');
    await register.form.password.fill(PASSWORD);
    await register.form.accept.check();
    await register.form.submit.click();
    await expect(page.getByText('Email address is already in use.')).toBeVisible();
  });

  test('an accommodation partner registers from its landing page', async ({ page }) => {
    const email = uniqueEmail('partner');
    const landing = new RegistrationLandingPage(page);

    await page.goto('/register-customers');
    await expect(page).toHaveURL(/\/register-accomodation$/);
    await landing.form.fill({ firstName: 'Vesna', lastName: 'Radić', email, password: PASSWORD });
    await landing.form.accept.check();
    await landing.form.submit.click();

    await expect(landing.form.checkEmail).toContainText(email);
    expect(await waitForMailLink(email, '/login')).toContain('activationKey=');
  });
});
