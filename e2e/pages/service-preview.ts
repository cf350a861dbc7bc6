import type { Locator, Page } from '@playwright/test';

/** The service preview (/{brandId}/service/{serviceId}/preview). */
export class ServicePreview {
  readonly title: Locator;
  readonly status: Locator;
  readonly send: Locator;
  readonly sent: Locator;
  readonly offers: Locator;
  readonly gallery: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.status = page.getByTestId('service-status').first();
    this.send = page.getByRole('button', { name: /send for approval|pošalji na odobrenje/i });
    this.sent = page.getByRole('status').filter({ hasText: /sent for approval|poslano na odobrenje/i });
    this.offers = page.getByTestId('preview-offer');
    this.gallery = page.getByRole('region', { name: /photo gallery|galerija fotografija/i });
  }

  section(id: 'description' | 'offers' | 'location' | 'additional-content' | 'how-to-book'): Locator {
    return this.page.locator(`section#${id}`);
  }
}
