// The booking flow (/booking/{requestId}) and its finished page (/booking/{requestId}/done).
import { expect, type Locator, type Page } from '@playwright/test';

export class BookingFlowPage {
  readonly steps: Locator;
  readonly countdown: Locator;
  readonly summary: Locator;
  readonly summaryTotal: Locator;
  readonly recap: Locator;
  readonly personal: Locator;
  readonly payment: Locator;
  readonly testPayment: Locator;
  readonly sent: Locator;
  readonly failed: Locator;
  readonly reservationNumber: Locator;

  constructor(readonly page: Page) {
    this.steps = page.getByTestId('booking-steps');
    this.countdown = page.getByTestId('booking-countdown');
    this.summary = page.getByTestId('booking-summary');
    this.summaryTotal = this.summary.getByTestId('summary-total');
    this.recap = page.getByTestId('booking-step-RECAP');
    this.personal = page.getByTestId('booking-step-PERSONAL');
    this.payment = page.getByTestId('booking-step-PAYMENT');
    this.testPayment = page.getByTestId('test-payment');
    this.sent = page.getByTestId('booking-sent');
    this.failed = page.getByTestId('booking-failed');
    this.reservationNumber = page.getByTestId('reservation-number');
  }

  async confirmRecap(): Promise<void> {
    await this.recap.getByRole('button', { name: 'Continue to personal info' }).click();
    await expect(this.personal).toBeVisible();
  }

  async fillPersonalInfo(details: { email?: string; phone: string; message?: string }): Promise<void> {
    if (details.email !== undefined) await this.personal.getByRole('textbox', { name: 'Email' }).fill(details.email);
    await this.personal.locator('#booking-phone').fill(details.phone);
    if (details.message) await this.personal.getByLabel('Message for the provider (optional)').fill(details.message);
    await this.personal.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await this.personal.getByRole('button', { name: 'Continue to confirmation' }).click();
    await expect(this.payment).toBeVisible();
  }

  /** Simulator mode: types the test card and sends the request. */
  async payWithTestCard(number: string): Promise<void> {
    await expect(this.testPayment).toContainText('Test payment — no real card is charged');
    await this.testPayment.getByLabel('Card number').fill(number);
    await this.testPayment.getByLabel('Expiry date').fill('12/30');
    await this.testPayment.getByLabel('CVC').fill('123');
    await this.testPayment.getByRole('button', { name: 'Send request' }).click();
  }
}
