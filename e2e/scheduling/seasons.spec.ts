import { expect, test } from '../test';
import { DEMO, signIn } from '../fixtures/accounts';
import { datesOnWeekdays, deleteSeasonsNamed, demoPublicServices } from '../fixtures/scheduling';
import { SeasonEditor } from '../pages/season-editor';
import { SeasonCard, SeasonsScreen } from '../pages/seasons-screen';

// The demo's seasons cover the next 12 months; June 2029 is free on every demo service.
const MONTH = '2029-06';
const MONDAY = 0;
const WEDNESDAY = 2;
const FRIDAY = 4;

test.describe('seasons', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, { email: DEMO.provider.email, password: DEMO.provider.password });
    await page.goto('/dashboard/recent');
    await expect(page).toHaveURL(/\/dashboard\//);
  });

  test('a provider adds a season with working times and guests see exactly those days open', async ({ page, request }) => {
    const services = await demoPublicServices(request);
    const service = services[services.length - 1];
    const name = `Summer ${MONTH} ${Date.now()}`;
    const screen = new SeasonsScreen(page);
    const editor = new SeasonEditor(page);

    try {
      await screen.goto(service.brandId, service.serviceId);
      await expect(screen.heading).toHaveText('Calendar');
      await expect(page.getByRole('link', { name: service.title })).toBeVisible();
      await expect(screen.seasons.first()).toBeVisible();

      await screen.addSeason.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${service.brandId}/service/${service.serviceId}/seasons/new$`));

      // Our own checks speak before anything is sent.
      await editor.save.click();
      await expect(editor.form.getByText('Please enter the season name.')).toBeVisible();
      await expect(editor.form.getByText('Please enter the start date.')).toBeVisible();

      await editor.name.fill(name);
      await editor.pickDates(`${MONTH}-01`, `${MONTH}-30`);
      await expect(editor.dates).toHaveText('1 Jun 2029 – 30 Jun 2029');
      await editor.setWorkingTime(0, '10:00', '16:00', ['Monday', 'Wednesday', 'Friday']);

      await editor.typeStartTime('17:00');
      await expect(editor.form.getByText('This start time is outside the working hours.')).toBeVisible();
      await editor.typeStartTime('14:00');
      await editor.typeStartTime('10:30');
      await editor.typeStartTime('10:30');
      await expect(editor.form.getByText('This time has already been saved.')).toBeVisible();
      await expect(editor.startTimes).toHaveText(['10:30', '14:00']);

      await editor.toggleUnavailableDate(`${MONTH}-15`);
      await expect(editor.unavailableDates).toHaveText(['Fri, Jun 15, 2029']);

      await editor.save.click();
      await expect(page.getByText('The season has been saved.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${service.brandId}/services/${service.serviceId}/season$`));

      const card = screen.season(name);
      await expect(card.root).toContainText('Jun 1 – 30, 2029');
      await expect(card.root).toContainText('Mon, Wed, Fri · 10:00–16:00');
      await expect(card.root).toContainText('2 start times: 10:30, 14:00');
      await expect(card.root).toContainText('1 unavailable date: Jun 15');

      // What guests see: the season's month, open on Mondays, Wednesdays and Fridays but the 15th.
      await card.showInCalendar.click();
      const calendar = screen.guestView;
      await expect(calendar.month).toHaveText('June 2029');
      const expected = datesOnWeekdays(MONTH, [MONDAY, WEDNESDAY, FRIDAY]).filter((date) => date !== `${MONTH}-15`);
      await expect(calendar.openDays).toHaveCount(expected.length);
      expect(await calendar.openDays.evaluateAll((days) => days.map((day) => day.getAttribute('data-date')))).toEqual(expected);
      await expect(calendar.day(`${MONTH}-15`)).toHaveAttribute('aria-label', /Closed on this date/);
      await expect(calendar.day(`${MONTH}-05`)).toHaveAttribute('aria-label', /Tuesday, June 5, 2029, Closed on this day of the week/);

      // A day shows its start times with the places left.
      await calendar.day(`${MONTH}-04`).click();
      await expect(calendar.day(`${MONTH}-04`)).toHaveAttribute('aria-pressed', 'true');
      await expect(calendar.startTimes).toHaveText([
        `10:30${service.placesPerStart} places left`,
        `14:00${service.placesPerStart} places left`,
      ]);
      await calendar.startTimes.first().click();
      await expect(calendar.startTimes.first()).toHaveAttribute('aria-pressed', 'true');

      // By keyboard: arrows move over the days; a closed day cannot be chosen, an open one can.
      await calendar.day(`${MONTH}-04`).press('ArrowRight');
      await expect(calendar.day(`${MONTH}-05`)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(calendar.day(`${MONTH}-04`)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(calendar.day(`${MONTH}-12`)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(calendar.day(`${MONTH}-13`)).toHaveAttribute('aria-pressed', 'true');
      await expect(calendar.startTimes).toHaveCount(2);

      // The months around it are outside every season.
      await calendar.nextMonth.click();
      await expect(calendar.month).toHaveText('July 2029');
      await expect(calendar.day('2029-07-02')).toHaveAttribute('aria-disabled', 'true');
      await expect(calendar.openDays).toHaveCount(0);
      await expect(page.getByText('No dates to book this month.')).toBeVisible();
      await calendar.previousMonth.click();
      await expect(calendar.month).toHaveText('June 2029');
      await expect(calendar.openDays).toHaveCount(expected.length);

      // Deleting asks first; the calendar follows.
      await card.remove.click();
      await expect(screen.dialog).toContainText(name);
      await screen.dialog.getByRole('button', { name: 'Delete season' }).click();
      await expect(page.getByText('The season has been deleted.')).toBeVisible();
      await expect(card.root).toHaveCount(0);
      await expect(calendar.openDays).toHaveCount(0);
    } finally {
      await deleteSeasonsNamed(request, service.serviceId, name);
    }
  });

  test('a season is edited in place, with messages next to the working time at fault', async ({ page, request }) => {
    const [service] = await demoPublicServices(request);
    const screen = new SeasonsScreen(page);
    const editor = new SeasonEditor(page);
    await screen.goto(service.brandId, service.serviceId);

    const card = new SeasonCard(screen.seasons.first());
    const seasonName = await card.heading.innerText();
    await card.edit.click();
    await expect(page.getByRole('heading', { name: `Edit season: ${seasonName}` })).toBeVisible();

    // A second working time on days the first already has, then closing before opening.
    await editor.addWorkingTime.click();
    await editor.setWorkingTime(1, '18:00', '22:00', ['Monday', 'Tuesday']);
    await editor.save.click();
    const second = editor.workingTimes.nth(1);
    await expect(second).toContainText(/Working hours are already set for Monday, Tuesday\./);
    await editor.setWorkingTime(1, '18:00', '17:00', []);
    await expect(second).toContainText('The closing time cannot be before the opening time.');
    await expect(second).toContainText('Please choose at least one working day.');

    // Nothing was saved: cancelling shows the season as it was.
    await editor.cancel.click();
    await expect(editor.form).toHaveCount(0);
    await expect(screen.seasons.first()).toContainText(seasonName);
  });

  test('the calendar-app address can be copied and replaced', async ({ page, request }) => {
    const [service] = await demoPublicServices(request);
    const screen = new SeasonsScreen(page);
    await screen.goto(service.brandId, service.serviceId);

    await expect(screen.feedAddress).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
    const before = await screen.feedAddress.inputValue();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await screen.copyFeed.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before);

    await screen.resetFeed.click();
    await expect(screen.dialog).toContainText('the old one stops working');
    await screen.dialog.getByRole('button', { name: 'Reset address' }).click();
    await expect(page.getByText('The calendar address has been reset.')).toBeVisible();
    await expect(screen.dialog).toHaveCount(0);
    await expect(screen.feedAddress).not.toHaveValue(before);
    const feed = await request.get(new URL(await screen.feedAddress.inputValue()).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    expect((await request.get(new URL(before).pathname)).status()).toBe(404);
  });
});
