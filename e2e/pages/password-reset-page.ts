import type { Locator, Page } from '@playwright/test';

/** /password-reset: ask for the link; with ?key= choose the new password. */
export class PasswordResetPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly newPassword: Locator;
  readonly passwordAgain: Locator;
  readonly submit: Locator;
  readonly checkEmail: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.email = page.locator('input[name="email"]');
    this.newPassword = page.locator('input[name="newPassword"]');
    this.passwordAgain = page.locator('input[name="passwordAgain"]');
    this.submit = page.locator('form button[type="submit"]');
    this.checkEmail = page.getByRole('status');
    this.formError = page.locator('form [role="alert"]');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/password-reset${query}`);
  }
}
