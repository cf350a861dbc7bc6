import { expect, type Locator, type Page } from '@playwright/test';

/** The service form (/add/{brandId}/service/new, the dashboard's service edit and new). */
export class ServiceForm {
  readonly title: Locator;
  readonly category: Locator;
  readonly region: Locator;
  readonly languages: Locator;
  readonly description: Locator;
  readonly ownerStatement: Locator;
  readonly microLocation: Locator;
  readonly meetingPoint: Locator;
  readonly latitude: Locator;
  readonly longitude: Locator;
  readonly minPeople: Locator;
  readonly maxPeople: Locator;
  readonly advanceHours: Locator;
  readonly answerTime: Locator;
  readonly submit: Locator;
  readonly fillFromWebsite: Locator;
  /** "What is included" is optional: it starts empty, each element is added with this button. */
  readonly addIncluded: Locator;

  constructor(readonly page: Page) {
    const form = page.locator('form');
    this.title = form.locator('input[name="title"]');
    this.category = form.locator('input#categoryId');
    this.region = form.locator('input#regionId');
    this.languages = form.locator('input#languageCodes');
    this.description = form.locator('textarea[name="description"]');
    this.ownerStatement = form.locator('textarea[name="ownerStatement"]');
    this.microLocation = form.locator('textarea[name="microLocation"]');
    this.meetingPoint = form.locator('input[name="meetingPoint"]');
    this.latitude = form.locator('input[name="meetingLatitude"]');
    this.longitude = form.locator('input[name="meetingLongitude"]');
    this.minPeople = form.locator('input[name="minPeople"]');
    this.maxPeople = form.locator('input[name="maxPeople"]');
    this.advanceHours = form.locator('input[name="advanceHours"]');
    this.answerTime = form.locator('input[name="answerTimeHours"]');
    this.submit = form.locator('button[type="submit"]');
    this.fillFromWebsite = form.getByRole('button', { name: /website|web stranice/i });
    this.addIncluded = form.getByRole('button', { name: /Add element|Dodaj stavku/ });
  }

  included(index: number): Locator {
    return this.page.locator(`input[name="included[${index}]"]`);
  }

  distancePlace(index: number): Locator {
    return this.page.locator(`input[name="distances[${index}].place"]`);
  }

  distanceKm(index: number): Locator {
    return this.page.locator(`input[name="distances[${index}].km"]`);
  }

  async choose(select: Locator, option: string | RegExp): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option }).first().click();
    // A multi-select stays open for more choices.
    if (await this.page.getByRole('listbox').isVisible()) await select.press('Escape');
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }
}
