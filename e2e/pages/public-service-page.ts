// The public service page (/{regionSlug}/{slug}/{serviceId}) and its booking widget.
import { expect, type Locator, type Page } from '@playwright/test';

export class PublicServicePage {
  readonly heading: Locator;
  readonly gallery: Locator;
  readonly lightbox: Locator;
  readonly anchors: Locator;
  readonly widget: Locator;
  readonly calendar: Locator;
  readonly total: Locator;
  readonly totalOther: Locator;
  readonly peopleProblem: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.gallery = page.getByRole('region', { name: 'Photo gallery' }).first();
    this.lightbox = page.getByRole('dialog', { name: 'Photo viewer' });
    this.anchors = page.getByRole('navigation', { name: 'Sections' });
    this.widget = page.getByTestId('booking-widget');
    this.calendar = this.widget.getByTestId('booking-calendar');
    this.total = this.widget.getByTestId('total-chosen');
    this.totalOther = this.widget.getByTestId('total-other');
    this.peopleProblem = this.widget.getByTestId('people-problem');
  }

  /** Picks the first bookable day, moving on a month when the current one has none left. */
  async pickFirstBookableDay(): Promise<string> {
    for (let month = 0; month < 3; month += 1) {
      await expect(this.calendar.locator('button[data-date]').first()).toBeVisible();
      await expect(this.widget.locator('[aria-busy="true"]')).toHaveCount(0);
      const day = this.calendar.locator('button[data-date]:not([disabled])').first();
      if ((await day.count()) > 0) {
        const date = (await day.getAttribute('data-date'))!;
        await day.click();
        return date;
      }
      await this.widget.getByRole('button', { name: 'Next month' }).click();
    }
    throw new Error('No bookable day in three months');
  }

  /**
   * The first bookable day with a start that has at least `people` places left, looking through
   * three months, and on it the latest such start. Specs that book take places from the days' last
   * starts, so the first start keeps its full size for specs that read the people limits, and a day
   * that earlier specs filled up is passed over.
   */
  async pickStartTimeWithRoom(people: number): Promise<{ date: string; time: string }> {
    return this.pickStart(people, 'latest');
  }

  /**
   * The first day and start time with at least `people` places left, looking through the bookable
   * days of three months. Specs that read the people limits use it, so places that earlier specs
   * booked on the first start do not change the limit they see.
   */
  async pickStartWithPlaces(people: number): Promise<{ date: string; time: string }> {
    return this.pickStart(people, 'earliest');
  }

  private async pickStart(people: number, which: 'earliest' | 'latest'): Promise<{ date: string; time: string }> {
    for (let month = 0; month < 3; month += 1) {
      await expect(this.calendar.locator('button[data-date]').first()).toBeVisible();
      await expect(this.widget.locator('[aria-busy="true"]')).toHaveCount(0);
      const days = this.calendar.locator('button[data-date]:not([disabled])');
      for (let day = 0; day < (await days.count()); day += 1) {
        const date = (await days.nth(day).getAttribute('data-date'))!;
        await days.nth(day).click();
        const index = await this.startIndexWithPlaces(people, which);
        if (index >= 0) return { date, time: await this.pickStartTime(index) };
      }
      await this.widget.getByRole('button', { name: 'Next month' }).click();
    }
    throw new Error(`No start with ${people} places left in three months`);
  }

  /** The places left on a start button, which reads e.g. "09:304 places left": the time, then the places. */
  async placesLeftAt(index: number): Promise<number> {
    const text = (await this.widget.getByTestId('start-time').nth(index).textContent())?.replace(/^\s*\d{1,2}:\d{2}/, '') ?? '';
    return Number(text.match(/(\d+) places? left/)?.[1] ?? 0);
  }

  private async startIndexWithPlaces(people: number, which: 'earliest' | 'latest'): Promise<number> {
    const starts = this.widget.getByTestId('start-time');
    await expect(starts.first()).toBeVisible();
    const count = await starts.count();
    const order = Array.from({ length: count }, (_, index) => index);
    if (which === 'latest') order.reverse();
    for (const index of order) if ((await this.placesLeftAt(index)) >= people) return index;
    return -1;
  }

  async pickStartTime(index = 0): Promise<string> {
    const start = this.widget.getByTestId('start-time').nth(index);
    await start.click();
    await expect(start).toHaveAttribute('aria-pressed', 'true');
    return (await start.locator('span').first().textContent())!;
  }

  async addOne(offerName: string, times = 1): Promise<void> {
    for (let count = 0; count < times; count += 1) await this.widget.getByRole('button', { name: `One more: ${offerName}` }).click();
  }

  async removeOne(offerName: string): Promise<void> {
    await this.widget.getByRole('button', { name: `One less: ${offerName}` }).click();
  }
}
