import { expect, type Locator, type Page } from '@playwright/test';

/** The brand form (/add/brand, /dashboard/new-brand, /dashboard/brand/edit/{id}). */
export class BrandForm {
  readonly name: Locator;
  readonly activityType: Locator;
  readonly description: Locator;
  readonly address: Locator;
  readonly map: Locator;
  readonly latitude: Locator;
  readonly longitude: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const form = page.locator('form');
    this.name = form.locator('input[name="name"]');
    this.activityType = form.locator('input#activityTypeId');
    this.description = form.locator('textarea[name="description"]');
    this.address = form.locator('input[name="address"]');
    this.map = form.getByTestId('position-map');
    this.latitude = form.locator('input[name="latitude"]');
    this.longitude = form.locator('input[name="longitude"]');
    this.submit = form.locator('button[type="submit"]');
  }

  /** Clicks the map at a point of its area (fractions of its size) to place the pin. */
  async clickMap(x = 0.5, y = 0.5): Promise<void> {
    await expect(this.map.locator('.leaflet-container')).toBeVisible();
    const box = (await this.map.boundingBox())!;
    await this.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
}
