import { expect, test } from '../test';
import { createActiveAccount, createActiveCustomer, DEMO } from '../fixtures/accounts';
import { LoginPage } from '../pages/login-page';
import { PersonalInfoPage } from '../pages/personal-info-page';

test.describe('personal info', () => {
  // Whole journeys with emails in between: more time than a single-screen check.
  test.describe.configure({ timeout: 120_000 });

  test('the demo guest logs in and sees their data on the personal info screen', async ({ page }) => {
    const login = new LoginPage(page);
    const personal = new PersonalInfoPage(page);

    await login.goto();
    await login.logIn(DEMO.guest.email, 'Not-the-password-1');
    await expect(login.formError).toHaveText('Please enter a correct email address or password.');

    await login.password.fill(DEMO.guest.password);
    await login.submit.click();
    await expect(page).toHaveURL(/\/customer\/purchases$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Personal info' }).click();
    await expect(page).toHaveURL(/\/customer\/personal$/);
    await expect(personal.heading).toHaveText('Personal info');
    await expect(personal.tabs).toHaveText(['Profile', 'Password', 'System']);
    await expect(personal.firstName).toHaveValue(DEMO.guest.firstName);
    await expect(personal.lastName).toHaveValue(DEMO.guest.lastName);
    await expect(personal.email).toHaveValue(DEMO.guest.email);
  });

  test('a guest saves the profile with country, date of birth and phone', async ({ page, request }) => {
    const account = await createActiveCustomer(request, 'profile');
    const login = new LoginPage(page);
    const personal = new PersonalInfoPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page).toHaveURL(/\/customer\/purchases$/);

    await personal.goto();
    await personal.firstName.fill('');
    await personal.submit.click();
    await expect(page.getByText('Please enter your first and last name.')).toBeVisible();
    await personal.firstName.fill('Ivona');

    await personal.country.click();
    await personal.country.fill('Croat');
    await page.getByRole('option', { name: 'Croatia' }).click();
    await personal.day.selectOption('7');
    await personal.month.selectOption('3');
    await personal.year.selectOption('1991');
    await personal.phone.fill('091 234 5678');
    await personal.newsletter.check();
    await personal.submit.click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Ivona Novak');

    await page.reload();
    await expect(personal.firstName).toHaveValue('Ivona');
    await expect(personal.country).toHaveValue('Croatia');
    await expect(personal.day).toHaveValue('7');
    await expect(personal.month).toHaveValue('3');
    await expect(personal.year).toHaveValue('1991');
    await expect(personal.phoneCountry).toHaveValue('HR +385');
    await expect(personal.phone).toHaveValue('091 234 5678');
    await expect(personal.newsletter).toBeChecked();

    // A phone number the server cannot accept is named next to the field.
    await personal.phone.fill('12');
    await personal.submit.click();
    await expect(page.getByText('Please enter a valid phone number with its country code, e.g. +385 91 234 5678.')).toBeVisible();
  });

  test('a guest changes the password on the Password tab', async ({ page, request }) => {
    const account = await createActiveCustomer(request, 'password');
    const login = new LoginPage(page);
    const personal = new PersonalInfoPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page).toHaveURL(/\/customer\/purchases$/);

    await personal.goto();
    await personal.tab(1).click();
    await personal.submit.click();
    await expect(page.getByText('Please enter your old password.')).toBeVisible();
    await expect(page.getByText('Please enter new password.')).toBeVisible();
    await expect(page.getByText('Please enter your password again.')).toBeVisible();

    await personal.oldPassword.fill('Wrong-old-1');
    await personal.newPassword.fill('Split2025ok');
    await personal.passwordAgain.fill('Split2025ok');
    await personal.submit.click();
    await expect(page.getByText('Your old password is not correct.')).toBeVisible();

    await personal.oldPassword.fill(account.password);
    await personal.submit.click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await login.logIn(account.email, 'Split2025ok');
    await expect(page).toHaveURL(/\/customer\/purchases$/);
  });

  test('choosing Croatian on the System tab shows the screens in Croatian, also at the next login', async ({ page, request, browser }) => {
    const account = await createActiveCustomer(request, 'croatian');
    const login = new LoginPage(page);
    const personal = new PersonalInfoPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page).toHaveURL(/\/customer\/purchases$/);

    await personal.goto();
    await personal.tab(2).click();
    await page.getByRole('radio', { name: 'Hrvatski' }).check();
    await personal.submit.click();

    await expect(page.getByText('Vaš je zadani jezik spremljen.')).toBeVisible();
    await expect(personal.heading).toHaveText('Osobni podaci');
    await expect(personal.tabs).toHaveText(['Profil', 'Lozinka', 'Sustav']);
    await expect(page).toHaveTitle('Osobni podaci | Lokalno');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');

    await page.getByRole('link', { name: 'Moje rezervacije' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moje rezervacije');

    // The default language is the account's: a new browser shows Croatian after logging in.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherLogin = new LoginPage(other);
    await otherLogin.goto();
    await expect(otherLogin.heading).toHaveText('Log in');
    await otherLogin.logIn(account.email, account.password);
    await expect(other).toHaveURL(/\/customer\/purchases$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Moje rezervacije');
    await fresh.close();
  });

  test('a provider adds the guest role and can open the guest area', async ({ page, request }) => {
    const account = await createActiveAccount(request, 'owner', 'provider-role');
    const login = new LoginPage(page);
    const personal = new PersonalInfoPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page).toHaveURL(/\/add\/welcome$/);

    await personal.goto('/dashboard/personal-info');
    await expect(personal.firstName).toHaveValue(account.firstName);
    await page.getByRole('button', { name: 'Add guest role' }).click();
    await expect(page.getByText('You can now book experiences as a guest.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my bookings' }).click();
    await expect(page).toHaveURL(/\/customer\/purchases$/);
  });

  test('a guest deactivates the account; logging in again is refused with the deactivated notice', async ({ page, request }) => {
    const account = await createActiveCustomer(request, 'forget');
    const login = new LoginPage(page);
    const personal = new PersonalInfoPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page).toHaveURL(/\/customer\/purchases$/);

    await personal.goto();
    await page.getByRole('button', { name: 'Deactivate my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Deactivate your account?');
    await dialog.getByRole('button', { name: 'Yes, deactivate' }).click();

    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deactivated');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await login.goto();
    await login.logIn(account.email, account.password);
    await expect(page.getByRole('alert')).toContainText('This account has been deactivated.');
  });
});
