import type { Locator, Page } from '@playwright/test';
import { AppHeader } from './app-header';

export class LoginPage {
  readonly header: AppHeader;
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly google: Locator;
  readonly facebook: Locator;
  readonly formError: Locator;
  /** Activation results and a completed password reset. */
  readonly flash: Locator;
  readonly registerGuest: Locator;

  constructor(readonly page: Page) {
    this.header = new AppHeader(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.email = page.locator('input[name="email"]');
    this.password = page.locator('input[name="password"]');
    this.submit = page.locator('form button[type="submit"]');
    this.forgotPassword = page.getByRole('link', { name: /password/i });
    this.google = page.getByRole('link', { name: /google/i });
    this.facebook = page.getByRole('link', { name: /facebook/i });
    this.formError = page.locator('form [role="alert"]');
    this.flash = page.getByTestId('flash');
    this.registerGuest = page.locator('a[href="/register"]');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
