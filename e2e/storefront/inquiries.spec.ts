// The inquiry forms (help, custom private tour, Christmas sign-up, cooperation, brand contact):
// each sends, the sender's confirmation arrives, staff see it on /staff/inquiries (axe on these pages:
// e2e/app/accessibility.spec.ts).
import { expect, test, type Page } from '../test';
import { uniqueEmail, signIn } from '../fixtures/accounts';
import { providerWithBrand, STAFF } from '../fixtures/catalog';
import { waitForMail } from '../fixtures/mail';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, { email: email, password: password });
}

test.describe('inquiries', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a question from /help: the server's field error shows on the field, then it sends, resets and is confirmed by email", async ({
    page,
  }) => {
    const email = uniqueEmail('help');
    const name = `Ana Help ${Date.now()}`;
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await page.getByRole('button', { name: 'When is my card charged?' }).click();
    await expect(page.getByText('It is charged only when the provider accepts.', { exact: false })).toBeVisible();

    const form = page.getByRole('form', { name: 'Ask us a question' });
    await form.getByLabel('First and last name').fill(name);
    await form.getByLabel('Email address').fill('ana@example.c');
    await form.getByLabel('Subject').fill('Paying on the day');
    await form.getByLabel('Message').fill('Can I pay in cash on the day?');
    await form.getByRole('button', { name: 'Send the question' }).click();
    // The browser lets the address through; the server refuses it, on the field.
    await expect(form.getByText('Please enter a correct email format.')).toBeVisible();

    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Send the question' }).click();
    await expect(form.getByRole('status')).toContainText('Your question has been sent.');
    await expect(form.getByLabel('Subject')).toHaveValue('');

    const confirmation = await waitForMail(email, /We received your question/);
    expect(confirmation.text).toContain('Message: Can I pay in cash on the day?');
    await waitForMail(STAFF.email, new RegExp(name));
  });

  test('a custom private tour request, in Croatian', async ({ page }) => {
    const email = uniqueEmail('demand');
    await page.addInitScript(() => localStorage.setItem('lang', 'hr'));
    await page.goto('/custom-private-tours');
    const form = page.getByRole('form', { name: 'Zatražite privatnu turu po mjeri' });
    await form.getByLabel('Ime i prezime').fill('Marko Demand');
    await form.getByLabel('Adresa e-pošte').fill(email);
    await form.getByLabel('Prvi dan').fill('2031-06-10');
    await form.getByLabel('Zadnji dan').fill('2031-06-14');
    await form.getByLabel('Broj osoba').fill('6');
    await form.getByLabel('Budžet za grupu u eurima (nije obavezno)').fill('1500');
    await form.getByLabel('Regije i interesi').fill('Istra, vino i tartufi');
    await form.getByRole('button', { name: 'Pošalji upit' }).click();
    await expect(form.getByRole('status')).toContainText('Vaš upit je poslan.');

    const confirmation = await waitForMail(email, /privatnu turu po mjeri/);
    expect(confirmation.text).toContain('Datumi: 2031-06-10 – 2031-06-14');
    expect(confirmation.text).toContain('Budžet: 1500.00 EUR');
  });

  test('a Christmas promotion sign-up needs consent', async ({ page }) => {
    const email = uniqueEmail('christmas');
    await page.goto('/bozic-akcija');
    await expect(page.getByText('This promotion has ended')).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign up for the next Christmas promotion' });
    await form.getByLabel('First and last name').fill('Iva Christmas');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Sign me up' }).click();
    await expect(form.getByText('Please agree to be emailed about the promotion.')).toBeVisible();
    await form.getByLabel(/I agree that Lokalno may email me/).check();
    await form.getByRole('button', { name: 'Sign me up' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for signing up!');
    await waitForMail(email, /We received your Christmas promotion sign-up/);
  });

  test('a provider asks for cooperation from the dashboard', async ({ page, request }) => {
    const provider = await providerWithBrand(request, 'cooperation');
    await logIn(page, provider.account.email, provider.account.password);
    await page.goto('/dashboard/cooperation');
    await expect(page.getByRole('heading', { level: 1, name: 'Cooperation' })).toBeVisible();
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByText('Please enter the category of the service you want.')).toBeVisible();
    await expect(page.getByText('Please enter the details of the service you want.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Photography and video' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Photos of our kayaks on the water for the service page, before June.');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('status')).toContainText('Your request has been sent to the Lokalno team.');
    const confirmation = await waitForMail(provider.account.email, /We received your cooperation request/);
    expect(confirmation.text).toContain('Category: Photography and video');
  });

  test('a message to a brand reaches its provider (REST call of the brand contact form)', async ({ request }) => {
    const provider = await providerWithBrand(request, 'brand-contact');
    const email = uniqueEmail('brand-guest');
    const sent = await request.post(`/api/brands/${provider.brandId}/contact`, {
      data: { name: 'Tomislav Guest', email, message: 'Do you take groups of 12 in May?' },
    });
    expect(sent.status()).toBe(201);
    const notice = await waitForMail(provider.account.email, /A guest wrote to Kayak Mare/);
    expect(notice.text).toContain('Do you take groups of 12 in May?');
    await waitForMail(email, /We received your message to a provider/);
  });

  test('staff see the inquiries by kind and mark them handled', async ({ page, request }) => {
    const name = `Staff Sees ${Date.now()}`;
    const sent = await request.post('/api/help', {
      data: { name, email: uniqueEmail('listed'), subject: 'Listed for staff', message: 'Hello staff' },
    });
    expect(sent.status()).toBe(201);
    const demand = `Group Lead ${Date.now()}`;
    await request.post('/api/demand', {
      data: {
        name: demand,
        email: uniqueEmail('listed'),
        dateFrom: '2031-05-01',
        dateTo: '2031-05-03',
        groupSize: 8,
        interests: 'Dalmatia, sailing',
      },
    });

    await logIn(page, STAFF.email, STAFF.password);
    await page.goto('/staff/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card).toContainText('Listed for staff');
    await expect(card).toContainText('Open');
    await card.getByRole('switch', { name: 'Handled' }).click();
    await expect(card.locator('.mantine-Badge-root')).toHaveText('Handled');

    await page.getByRole('tab', { name: 'Custom tours' }).click();
    await expect(page).toHaveURL(/kind=DEMAND/);
    await expect(page.getByRole('article', { name: new RegExp(demand) })).toContainText('Dalmatia, sailing');
    await page.reload();
    await page.getByRole('tab', { name: 'Questions' }).click();
    await expect(page.getByRole('article', { name: new RegExp(name) }).locator('.mantine-Badge-root')).toHaveText('Handled');
  });

  test('every terms checkbox links the site terms', async ({ page }) => {
    for (const path of ['/register', '/register-partners']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/site-terms-conditions');
    }
  });
});
