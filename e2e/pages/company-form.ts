import type { Locator, Page } from '@playwright/test';

/** The business entity form (/add/company, /dashboard/company). */
export class CompanyForm {
  readonly heading: Locator;
  readonly legalName: Locator;
  readonly vatNumber: Locator;
  readonly primaryActivity: Locator;
  readonly address: Locator;
  readonly zipCode: Locator;
  readonly town: Locator;
  readonly country: Locator;
  readonly contactMobile: Locator;
  readonly accountOwnerName: Locator;
  readonly iban: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const form = page.locator('form');
    this.heading = page.getByRole('heading', { level: 1 });
    this.legalName = form.locator('input[name="legalName"]');
    this.vatNumber = form.locator('input[name="vatNumber"]');
    this.primaryActivity = form.locator('input#primaryActivityId');
    this.address = form.locator('input[name="address"]');
    this.zipCode = form.locator('input[name="zipCode"]');
    this.town = form.locator('input[name="town"]');
    this.country = form.locator('input#country');
    this.contactMobile = form.locator('input[name="contactMobile"]');
    this.accountOwnerName = form.locator('input[name="accountOwnerName"]');
    this.iban = form.locator('input[name="iban"]');
    this.submit = form.locator('button[type="submit"]');
  }

  async choosePrimaryActivity(name: string | RegExp): Promise<void> {
    await this.primaryActivity.click();
    await this.page.getByRole('option', { name }).first().click();
  }
}
