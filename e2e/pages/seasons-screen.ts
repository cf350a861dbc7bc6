import type { Locator, Page } from '@playwright/test';

/** The guests' calendar widget (English). */
export class AvailabilityCalendarWidget {
  readonly month: Locator;
  readonly previousMonth: Locator;
  readonly nextMonth: Locator;
  readonly grid: Locator;
  readonly openDays: Locator;
  readonly startTimes: Locator;

  constructor(readonly root: Locator) {
    this.month = root.locator('[id$="-month"]');
    this.previousMonth = root.getByRole('button', { name: 'Previous month' });
    this.nextMonth = root.getByRole('button', { name: 'Next month' });
    this.grid = root.getByRole('grid');
    this.openDays = this.grid.locator('button[aria-disabled="false"]');
    this.startTimes = root.getByRole('region', { name: 'Start times' }).getByRole('button');
  }

  day(date: string): Locator {
    return this.grid.locator(`button[data-date="${date}"]`);
  }
}

/** A season in a season list. */
export class SeasonCard {
  readonly heading: Locator;
  readonly edit: Locator;
  readonly remove: Locator;
  readonly showInCalendar: Locator;

  constructor(readonly root: Locator) {
    this.heading = root.getByRole('heading');
    this.edit = root.getByRole('button', { name: /^Edit / });
    this.remove = root.getByRole('button', { name: /^Delete / });
    this.showInCalendar = root.getByRole('button', { name: 'Show in the calendar' });
  }
}

/** A service's seasons on the dashboard (/dashboard/brands/{b}/services/{s}/season), in English. */
export class SeasonsScreen {
  readonly heading: Locator;
  readonly addSeason: Locator;
  readonly seasons: Locator;
  readonly guestView: AvailabilityCalendarWidget;
  readonly guestViewPanel: Locator;
  readonly feedAddress: Locator;
  readonly copyFeed: Locator;
  readonly resetFeed: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.addSeason = page.getByRole('link', { name: /^Add (a|your first) season$/ }).first();
    this.seasons = page.getByTestId('season-card');
    this.guestViewPanel = page.getByRole('region', { name: 'What guests see' });
    this.guestView = new AvailabilityCalendarWidget(this.guestViewPanel);
    this.feedAddress = page.getByRole('textbox', { name: 'Calendar address', exact: true });
    this.copyFeed = page.getByRole('button', { name: 'Copy address' });
    this.resetFeed = page.getByRole('button', { name: 'Reset address' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(brandId: number, serviceId: number): Promise<void> {
    await this.page.goto(`/dashboard/brands/${brandId}/services/${serviceId}/season`);
  }

  season(name: string): SeasonCard {
    return new SeasonCard(this.seasons.filter({ has: this.page.getByRole('heading', { name, exact: true }) }));
  }
}
