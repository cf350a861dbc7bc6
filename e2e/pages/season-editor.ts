import { expect, type Locator, type Page } from '@playwright/test';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1 June 2029", as Mantine's English date pickers name their days. */
function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The season editor (English): on the dashboard's "add a season" screen, or opened in a season list. */
export class SeasonEditor {
  readonly form: Locator;
  readonly name: Locator;
  readonly dates: Locator;
  readonly workingTimes: Locator;
  readonly addWorkingTime: Locator;
  readonly startTimes: Locator;
  readonly newStartHours: Locator;
  readonly newStartMinutes: Locator;
  readonly addStartTime: Locator;
  readonly unavailableCalendar: Locator;
  readonly unavailableDates: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form').filter({ has: page.locator('input[name="name"]') });
    this.name = this.form.locator('input[name="name"]');
    this.dates = this.form.getByLabel('Season dates');
    this.workingTimes = this.form.getByTestId('working-time');
    this.addWorkingTime = this.form.getByRole('button', { name: 'Add working time' });
    this.startTimes = this.form.getByRole('list', { name: 'Start times' }).getByRole('listitem');
    this.newStartHours = this.form.locator('input[name="newBookingTime.hours"]');
    this.newStartMinutes = this.form.locator('input[name="newBookingTime.minutes"]');
    this.addStartTime = this.form.getByRole('button', { name: 'Add', exact: true });
    this.unavailableCalendar = this.form.getByTestId('unavailable-dates-picker');
    this.unavailableDates = this.form.getByRole('list', { name: 'Unavailable dates' }).getByRole('listitem');
    this.save = this.form.getByRole('button', { name: 'Save season' });
    this.cancel = this.form.getByRole('button', { name: 'Cancel' });
  }

  /**
   * Chooses a season within one month (YYYY-MM-DD), going up to the decade and down again. On wide
   * screens the picker shows two months (and two years): the first one is meant.
   */
  async pickDates(from: string, to: string): Promise<void> {
    await this.dates.click();
    const dropdown = this.page.locator('.mantine-Popover-dropdown');
    await dropdown.getByRole('button', { name: 'Choose the month' }).first().click();
    await dropdown.getByRole('button', { name: 'Choose the year' }).first().click();
    await dropdown.getByRole('button', { name: from.slice(0, 4), exact: true }).click();
    const month = MONTHS[Number(from.slice(5, 7)) - 1].slice(0, 3);
    await dropdown.getByRole('button', { name: month, exact: true }).first().click();
    await dropdown
      .getByRole('button', { name: dayLabel(from), exact: true })
      .first()
      .click();
    await dropdown
      .getByRole('button', { name: dayLabel(to), exact: true })
      .first()
      .click();
    await expect(dropdown).toHaveCount(0);
  }

  /** Sets a working time's hours (HH:MM) and exactly these days (English names, e.g. "Monday"). */
  async setWorkingTime(index: number, opens: string, closes: string, days: string[]): Promise<void> {
    const row = this.workingTimes.nth(index);
    await row.locator(`input[name="workingTimes.${index}.start.hours"]`).fill(opens.slice(0, 2));
    await row.locator(`input[name="workingTimes.${index}.start.minutes"]`).fill(opens.slice(3));
    await row.locator(`input[name="workingTimes.${index}.end.hours"]`).fill(closes.slice(0, 2));
    await row.locator(`input[name="workingTimes.${index}.end.minutes"]`).fill(closes.slice(3));
    for (const chip of await row.getByRole('checkbox').all()) {
      const wanted = days.includes((await chip.getAttribute('aria-label')) ?? '');
      if ((await chip.isChecked()) === wanted) continue;
      // The chip's input is hidden under its label, as for a mouse user.
      await row.locator(`label[for="${await chip.getAttribute('id')}"]`).click();
    }
  }

  async typeStartTime(time: string): Promise<void> {
    await this.newStartHours.fill(time.slice(0, 2));
    await this.newStartMinutes.fill(time.slice(3));
    await this.addStartTime.click();
  }

  async toggleUnavailableDate(date: string): Promise<void> {
    await this.unavailableCalendar.getByRole('button', { name: dayLabel(date), exact: true }).click();
  }
}
