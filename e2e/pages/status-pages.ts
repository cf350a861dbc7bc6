import type { Locator, Page } from '@playwright/test';

/** The page any unknown path shows. */
export class NotFoundPage {
  readonly heading: Locator;
  readonly goBack: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.goBack = page.getByRole('button', { name: 'Go back' });
  }
}

/** /error: server errors and screens that failed to load. */
export class ErrorPage {
  readonly heading: Locator;
  readonly homeButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.homeButton = page.getByRole('link', { name: 'Go to homepage' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/error');
  }
}
