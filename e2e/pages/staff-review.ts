import type { Locator, Page } from '@playwright/test';

/** Staff review of services waiting for approval (/staff/review). */
export class StaffReview {
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.cards = page.getByTestId('review-card');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** A change to a live service, shown as a field-by-field difference. */
  revisionCard(title: string): Locator {
    return this.page.getByTestId('revision-card').filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  async goto(): Promise<void> {
    await this.page.goto('/staff/review');
  }
}
