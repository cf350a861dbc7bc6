// Issue 22 snags a newcomer hits in booking and the provider desk: checkbox and radio labels beside
// their boxes (personal info, the reject and cancel dialogs) on a desktop and a phone, the dashboard
// header's avatar inside a phone's screen, and what accepting a request did, said in so many words.
import { expect, test, type Locator, type Page } from '../test';
import { DEMO } from '../fixtures/accounts';
import { demoGuestPendingRequest, logInAsGuest, requestToBook, signedInPage, wineServiceId } from '../fixtures/booking';
import { LoginPage } from '../pages/login-page';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Each checkbox or radio in `scope` and its label: the label starts on the line of its box (the
 * boxes overlap vertically) and sits to the right of it.
 */
async function expectLabelsBesideBoxes(scope: Locator): Promise<void> {
  const pairs = await scope.locator('input[type="checkbox"], input[type="radio"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const label = document.querySelector(`label[for="${input.id}"]`);
      const box = (input.parentElement ?? input).getBoundingClientRect();
      const text = label?.getBoundingClientRect();
      return {
        name: label?.textContent ?? input.id,
        box: { top: box.top, bottom: box.bottom, right: box.right },
        label: text ? { top: text.top, bottom: text.bottom, left: text.left } : null,
      };
    }),
  );
  expect(pairs.length).toBeGreaterThan(0);
  for (const { name, box, label } of pairs) {
    expect(label, `the label of ${name}`).not.toBeNull();
    expect(label!.top, `${name}: the label starts above the box's bottom`).toBeLessThan(box.bottom);
    expect(label!.bottom, `${name}: the label ends below the box's top`).toBeGreaterThan(box.top);
    expect(label!.left, `${name}: the label is right of the box`).toBeGreaterThanOrEqual(box.right - 1);
  }
}

async function atBothSizes(page: Page, check: () => Promise<void>): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await check();
  }
}

test('the personal info checkboxes have their labels beside them, on a desktop and a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const serviceId = await wineServiceId(request);
  await logInAsGuest(page);
  const flow = await requestToBook(page, serviceId);
  await flow.confirmRecap();
  await atBothSizes(page, () => expectLabelsBesideBoxes(flow.personal));
});

test('the reject and cancel reasons have their labels beside the radios, on a desktop and a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedInPage(browser, DEMO.provider);
  await page.goto('/dashboard/reservations');
  await page.getByTestId('desk-card').first().getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog');
  await expect(reject.getByRole('radio').first()).toBeVisible();
  await atBothSizes(page, () => expectLabelsBesideBoxes(reject));
  await page.keyboard.press('Escape');
  await expect(reject).toHaveCount(0);

  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/reservations?tab=upcoming');
  await page.getByTestId('desk-card').first().getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel.getByRole('radio').first()).toBeVisible();
  await atBothSizes(page, () => expectLabelsBesideBoxes(cancel));
  await context.close();
});

/** On the screen at `path`: the header's avatar lies whole inside the phone's screen, and nothing is wider than it. */
async function expectAvatarInside(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  const avatar = page.getByRole('banner').locator('.mantine-Avatar-root');
  await expect(avatar).toBeVisible();
  const box = (await avatar.boundingBox())!;
  expect(box.x, `${path}: the avatar's left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${path}: the avatar's top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${path}: the avatar's right edge`).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height, `${path}: the avatar's bottom`).toBeLessThanOrEqual(PHONE.height);
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page's width`).toBeLessThanOrEqual(PHONE.width);
}

test("on a 390-px phone the dashboard header shows the provider's avatar whole, on every dashboard screen", async ({ browser }) => {
  test.setTimeout(120_000);
  // A phone: the page's width follows its meta viewport, so anything wider than the screen widens the page and pushes the header's end out of sight.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO.provider.email, DEMO.provider.password);
  await expect(page).toHaveURL(/\/dashboard\/recent/);
  // The interface's font (its display is "optional": a slow first load keeps the narrower fallback)
  // is loaded on the sign-in page, as a returning provider has it: the header is measured in it.
  await page.evaluate(() =>
    Promise.all(['400 12px Inter', '500 12px Inter', '700 20px Inter'].map((font) => document.fonts.load(font))).then(() => undefined),
  );
  await expectAvatarInside(page, '/dashboard/recent');
  for (const path of [
    '/dashboard/reservations',
    '/dashboard/reservations?tab=upcoming',
    '/dashboard/brands',
    '/dashboard/statistics',
    '/dashboard/company',
  ]) {
    await page.goto(path);
    await expectAvatarInside(page, path);
  }
  await context.close();
});

test('accepting a request says what happened: the amount charged and the voucher on its way', async ({ browser, request: api }) => {
  test.setTimeout(120_000);
  const number = await demoGuestPendingRequest(api);
  const { context, page } = await signedInPage(browser, DEMO.provider);
  await page.goto('/dashboard/reservations');
  const request = page.locator(`[data-testid="desk-card"][data-number="${number}"]`);
  await expect(request).toBeVisible({ timeout: 60_000 });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByText(
      new RegExp(
        `^Request ${number} accepted\\. €\\d[\\d,]*\\.\\d\\d is being charged to the guest's card, and the voucher is on its way to the guest by email\\.$`,
      ),
    ),
  ).toBeVisible();
  await context.close();
});
