import type { Locator, Page } from '@playwright/test';

/** The storefront frame (header, footer) and the home page's hero search and sections. */
export class StorefrontHome {
  readonly header: Locator;
  readonly footer: Locator;
  readonly heading: Locator;
  readonly search: Locator;
  readonly cards: Locator;
  readonly currency: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('search');
    this.cards = page.getByTestId('experience-card');
    this.currency = this.header.getByRole('combobox', { name: /currency|valuta/i });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  section(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  async switchLanguage(code: 'EN' | 'HR'): Promise<void> {
    await this.header.getByText(code, { exact: true }).click();
  }

  async searchFor(criteria: { what: string; where: string; when: string; people: number }): Promise<void> {
    await this.search.getByLabel('What').fill(criteria.what);
    await this.search.getByLabel('Where').selectOption({ label: criteria.where });
    await this.search.getByLabel('When').fill(criteria.when);
    await this.search.getByLabel('People').fill(String(criteria.people));
    await this.search.getByRole('button', { name: 'Search' }).click();
  }
}
