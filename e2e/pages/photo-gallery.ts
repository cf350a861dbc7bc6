import type { Locator, Page } from '@playwright/test';

/** The photo gallery of a service (/add/…/photogallery and the dashboard's gallery screens). */
export class PhotoGallery {
  readonly fileInput: Locator;
  readonly cards: Locator;
  readonly coverBadges: Locator;
  readonly next: Locator;

  constructor(readonly page: Page) {
    this.fileInput = page.locator('input[type="file"]');
    this.cards = page.getByTestId('photo-card');
    this.coverBadges = this.cards.getByText(/^(Cover photo|Naslovna fotografija)$/);
    this.next = page.getByRole('link', { name: /preview|pregled/i }).last();
  }

  card(index: number): Locator {
    return this.cards.nth(index);
  }
}
