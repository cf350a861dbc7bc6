import type { Locator, Page } from '@playwright/test';

/** Staff review of services (/staff/review) and one service's full preview (/staff/review/{id}). */
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

  /** The service as guests will see it, inside a card (opened with its toggle). */
  guestView(card: Locator): Locator {
    return card.getByRole('region', { name: 'As guests will see it' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/staff/review');
  }
}
