import { expect, test } from '../test';
import { createActiveCustomer } from '../fixtures/accounts';
import { waitForMailLink } from '../fixtures/mail';
import { LoginPage } from '../pages/login-page';
import { PasswordResetPage } from '../pages/password-reset-page';

test.describe('password reset', () => {
  // Whole journeys with emails in between: more time than a single-screen check.
  test.describe.configure({ timeout: 60_000 });

  test('resets the password through the emailed link, then logs in with the new one', async ({ page, request }) => {
    const account = await createActiveCustomer(request, 'reset');
    const login = new LoginPage(page);
    const reset = new PasswordResetPage(page);

    await login.goto();
    await login.forgotPassword.click();
    await expect(reset.heading).toHaveText('Forgotten password');

    await reset.submit.click();
    await expect(page.getByText('Please provide email address to continue.')).toBeVisible();
    await reset.email.fill(account.email);
    await reset.submit.click();
    await expect(reset.checkEmail).toContainText(account.email);

    const link = await waitForMailLink(account.email, '/password-reset');
    await page.goto(link);
    await expect(reset.heading).toHaveText('Choose a new password');

    await reset.submit.click();
    await expect(page.getByText('Please enter new password.')).toBeVisible();
    await expect(page.getByText('Please enter your password again.')).toBeVisible();
    await reset.newPassword.fill('Dubrovnik2025');
    await reset.passwordAgain.fill('Dubrovnik2026');
    await reset.submit.click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await reset.passwordAgain.fill('Dubrovnik2025');
    await reset.submit.click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(login.flash).toHaveText('Your password has been changed. You can log in with the new one now.');

    await login.logIn(account.email, account.password);
    await expect(login.formError).toHaveText('Please enter a correct email address or password.');
    await login.password.fill('Dubrovnik2025');
    await login.submit.click();
    await expect(page).toHaveURL(/\/customer\/purchases$/);

    // The key works once.
    await page.goto('/logout');
    await page.goto(link);
    await reset.newPassword.fill('Dubrovnik2027');
    await reset.passwordAgain.fill('Dubrovnik2027');
    await reset.submit.click();
    await expect(reset.formError).toHaveText('No user was found for this reset key, or time for resetting has expired!');
  });

  test('an unknown address is named in the spec words', async ({ page }) => {
    const reset = new PasswordResetPage(page);
    await reset.goto();
    await reset.email.fill('nobody-here@example.hr');
    await reset.submit.click();
    await expect(page.getByText('Account with provided email address does not exists. Make sure you type it correctly.')).toBeVisible();
  });
});
