import type { Locator, Page } from '@playwright/test';
import { AppHeader } from './app-header';

/** The personal-info screen of guests (/customer/personal) and providers (/dashboard/personal-info). */
export class PersonalInfoPage {
  readonly header: AppHeader;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly country: Locator;
  readonly day: Locator;
  readonly month: Locator;
  readonly year: Locator;
  readonly phoneCountry: Locator;
  readonly phone: Locator;
  readonly newsletter: Locator;
  readonly oldPassword: Locator;
  readonly newPassword: Locator;
  readonly passwordAgain: Locator;
  readonly submit: Locator;
  readonly languageOptions: Locator;

  constructor(readonly page: Page) {
    this.header = new AppHeader(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('tab');
    this.firstName = page.locator('input[name="firstName"]');
    this.lastName = page.locator('input[name="lastName"]');
    this.email = page.locator('#account-email');
    this.country = page.locator('input#country');
    this.day = page.locator('select[name="dobDay"]');
    this.month = page.locator('select[name="dobMonth"]');
    this.year = page.locator('select[name="dobYear"]');
    this.phoneCountry = page.locator('input#phoneCountry');
    this.phone = page.locator('input[name="phone"]');
    this.newsletter = page.locator('input[name="newsletter"]');
    this.oldPassword = page.locator('input[name="password"]');
    this.newPassword = page.locator('input[name="newPassword"]');
    this.passwordAgain = page.locator('input[name="passwordAgain"]');
    this.submit = page.locator('form button[type="submit"]');
    this.languageOptions = page.getByRole('radio');
  }

  tab(index: 0 | 1 | 2): Locator {
    return this.tabs.nth(index);
  }

  async goto(path: '/customer/personal' | '/dashboard/personal-info' = '/customer/personal'): Promise<void> {
    await this.page.goto(path);
  }
}
