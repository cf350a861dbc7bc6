// Issue 22's card snags against real PostgreSQL: the 3-D Secure test card 4000 0025 0000 3155 asks
// for the check (the PaymentIntent waits in requires_action) and the request waits for the guest's
// answer within its hold; completing it authorises the amount and sends the request, failing it is
// Stripe's payment_intent_authentication_failure and the guest may try another card. An expired card
// is refused as expired (CARD_EXPIRED), and a declined card paying a change's difference names its
// cause. In simulator mode through REST and GraphQL; in Stripe mode through the local Stripe server
// (the app's real `stripe` SDK), whose confirm and 3-D Secure test page move the intent as Stripe does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { createTestDatabase } from '../../../test/database.js';
import { LocalStripe } from '../../../test/stripe-server.js';
import { until } from '../../../test/until.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { Reservation } from './reservation.entity.js';

const CARD = { expMonth: 12, expYear: 2034, cvc: '123' };
const THREE_D_SECURE = { number: '4000 0025 0000 3155', ...CARD };

function dateAfter(start: number, days: number): string {
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10);
}

type Prepared = { id: string; payment: { mode: string; intentId: string; amountCents: number; clientSecret: string | null } };

async function preparedOn(app: TestApp, service: BookableService, date: string): Promise<Prepared> {
  const { id } = await requestReadyToPay(app, service, { date });
  const response = await app.request(`/api/booking/request/${id}/prepare-payment`);
  expect(response.status, response.text).toBe(200);
  return { id, payment: response.body as Prepared['payment'] };
}

describe('simulator mode', () => {
  let app: TestApp;
  let service: BookableService;
  let dates = 0;
  beforeAll(async () => {
    app = await startTestApp();
    const { provider, staffToken } = await staffAndProvider(app);
    service = await bookableService(app, provider, staffToken);
  }, 120_000);

  const prepared = () => preparedOn(app, service, dateAfter(Date.UTC(2027, 7, 1), (dates += 1)));
  const testCard = (id: string, card: object) => app.request(`/api/booking/request/${id}/test-card`, { method: 'POST', json: card });
  const authenticate = (id: string, outcome: string) =>
    app.request(`/api/booking/request/${id}/test-card/authentication`, { method: 'POST', json: { outcome } });
  const intentStatus = async (intentId: string) =>
    ((await app.db.dataSource.query('SELECT status FROM simulated_payment_intent WHERE id = $1', [intentId])) as { status: string }[])[0]!
      .status;
  const reservationsOf = (id: string) => app.db.dataSource.manager.findBy(Reservation, { bookingRequestId: id });

  it('4000 0025 0000 3155 asks for 3-D Secure: the request waits; completing the check authorises the amount and sends it', async () => {
    const { id, payment } = await prepared();
    const asked = await testCard(id, THREE_D_SECURE);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({
      code: 'CONFLICT',
      reason: 'AUTHENTICATION_REQUIRED',
      message: 'Your bank asks you to confirm this payment (3-D Secure). Please complete the check.',
    });
    expect(await intentStatus(payment.intentId)).toBe('requires_action');
    // Nothing is reserved yet and no reservation is made; a send says the same.
    expect(await app.db.dataSource.manager.findOneByOrFail(Payment, { intentId: payment.intentId })).toMatchObject({
      state: PaymentState.PENDING,
    });
    expect((await app.request(`/api/booking/request/${id}/send`, { method: 'POST' })).body).toMatchObject({
      reason: 'AUTHENTICATION_REQUIRED',
    });
    expect(await reservationsOf(id)).toHaveLength(0);

    const completed = await authenticate(id, 'complete');
    expect(completed.status, completed.text).toBe(200);
    const [reservation] = await reservationsOf(id);
    expect(completed.body).toEqual({ reservation: { id: reservation!.id, number: reservation!.number } });
    expect(await intentStatus(payment.intentId)).toBe('requires_capture');
    expect(await app.db.dataSource.manager.findOneByOrFail(Payment, { intentId: payment.intentId })).toMatchObject({
      state: PaymentState.AUTHORISED,
      amountCents: payment.amountCents,
    });
    // A second answer (a double click) gives the same reservation.
    expect((await authenticate(id, 'complete')).body).toEqual(completed.body);
  });

  it('failing the check is AUTHENTICATION_FAILED (402); the guest pays with another card', async () => {
    const { id, payment } = await prepared();
    expect((await testCard(id, THREE_D_SECURE)).status).toBe(409);
    const failed = await authenticate(id, 'fail');
    expect(failed.status).toBe(402);
    expect(failed.body).toEqual({
      code: 'PAYMENT_REQUIRED',
      reason: 'PAYMENT_FAILED',
      cause: 'AUTHENTICATION_FAILED',
      message: 'Booking request unsuccessful!',
    });
    expect(await app.db.dataSource.manager.findOneByOrFail(Payment, { intentId: payment.intentId })).toMatchObject({
      state: PaymentState.FAILED,
      failureCode: 'payment_intent_authentication_failure',
      failureMessage: 'AUTHENTICATION_FAILED',
    });
    expect(await intentStatus(payment.intentId)).toBe('requires_payment_method');

    const paid = await testCard(id, { number: '4242424242424242', ...CARD });
    expect(paid.status, paid.text).toBe(200);
    expect(await reservationsOf(id)).toHaveLength(1);
  });

  it('the hold still runs out during the check: 410, and the intent is cancelled so it can no longer be authorised', async () => {
    const { id, payment } = await prepared();
    expect((await testCard(id, THREE_D_SECURE)).status).toBe(409);
    await app.db.dataSource.query("UPDATE booking_request SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1", [id]);
    const late = await authenticate(id, 'complete');
    expect([late.status, (late.body as { reason: string }).reason]).toEqual([410, 'BOOKING_EXPIRED']);
    await until(async () => (await intentStatus(payment.intentId)) === 'canceled');
    expect(await reservationsOf(id)).toHaveLength(0);
  });

  it('an answer without a check under way, or not complete/fail, is refused', async () => {
    const { id } = await prepared();
    const none = await authenticate(id, 'complete');
    expect([none.status, (none.body as { reason: string }).reason]).toEqual([409, 'PAYMENT_NOT_AUTHORISED']);
    const bad = await authenticate(id, 'maybe');
    expect([bad.status, Object.keys((bad.body as { fields: object }).fields)]).toEqual([400, ['outcome']]);
  });

  it('an expired card (01/20) is refused as expired: CARD_EXPIRED', async () => {
    const { id, payment } = await prepared();
    const expired = await testCard(id, { number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' });
    expect(expired.status).toBe(402);
    expect(expired.body).toMatchObject({ reason: 'PAYMENT_FAILED', cause: 'CARD_EXPIRED' });
    expect(await app.db.dataSource.manager.findOneByOrFail(Payment, { intentId: payment.intentId })).toMatchObject({
      state: PaymentState.FAILED,
      failureCode: 'expired_card',
    });
  });

  it('GraphQL: authenticateBookingTestCard answers the check', async () => {
    const { id } = await prepared();
    const pay = 'mutation($id: String!, $card: TestCardInput!) { payBookingWithTestCard(id: $id, card: $card) { reservation { id } } }';
    const asked = await app.graphql(pay, { id, card: THREE_D_SECURE });
    expect(asked.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'AUTHENTICATION_REQUIRED' });
    const answer =
      'mutation($id: String!, $outcome: String!) { authenticateBookingTestCard(id: $id, authentication: { outcome: $outcome }) { reservation { id number } } }';
    const done = await app.graphql<{ authenticateBookingTestCard: { reservation: { id: number } } }>(answer, { id, outcome: 'complete' });
    expect(done.errors).toBeUndefined();
    expect(done.data?.authenticateBookingTestCard.reservation.id).toBe((await reservationsOf(id))[0]!.id);
  });
});

describe('Stripe mode: the local Stripe server models 3-D Secure as the real API does', () => {
  let stripe: LocalStripe;
  let app: TestApp;
  let service: BookableService;
  let browser: Stripe;
  let dates = 0;
  beforeAll(async () => {
    const stripeDb = await createTestDatabase();
    stripe = new LocalStripe(stripeDb.dataSource);
    await stripe.start();
    app = await startTestApp({ env: { ...stripe.env(), PAYMENT_GATEWAY_TIMEOUT_MS: '2000' } });
    const { provider, staffToken } = await staffAndProvider(app);
    service = await bookableService(app, provider, staffToken);
    const url = new URL(stripe.url);
    // What Stripe.js does in the browser, here through the SDK against the same local API.
    browser = new Stripe(stripe.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  }, 120_000);
  afterAll(() => stripe.stop());

  const prepared = () => preparedOn(app, service, dateAfter(Date.UTC(2027, 8, 1), (dates += 1)));
  const send = (id: string) => app.request(`/api/booking/request/${id}/send`, { method: 'POST' });
  const answer = (url: string, outcome: 'complete' | 'fail', clientSecret: string) =>
    fetch(`${url}/${outcome}`, { method: 'POST', body: new URLSearchParams({ client_secret: clientSecret }), redirect: 'manual' });

  it('confirm → requires_action with the 3-D Secure page as next action; completing it → requires_capture; send makes the reservation', async () => {
    const { id, payment } = await prepared();
    const confirmed = await browser.paymentIntents.confirm(
      payment.intentId,
      { payment_method: 'pm_card_authenticationRequiredOnSetup' },
      { idempotencyKey: `confirm:${id}` },
    );
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action).toEqual({
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${stripe.url}/3d_secure_2_test/${payment.intentId}` },
    });
    expect(confirmed.amount_capturable).toBe(0);
    // The guest has not answered yet: the request waits.
    expect((await send(id)).body).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_NOT_AUTHORISED' });

    const page = await fetch(`${stripe.url}/3d_secure_2_test/${payment.intentId}`);
    expect(await page.text()).toContain('Complete authentication');
    expect((await answer(`${stripe.url}/3d_secure_2_test/${payment.intentId}`, 'complete', 'wrong_secret')).status).toBe(401);
    const completed = await answer(`${stripe.url}/3d_secure_2_test/${payment.intentId}`, 'complete', payment.clientSecret!);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({
      status: 'requires_capture',
      amount_capturable: payment.amountCents,
      next_action: null,
      last_payment_error: null,
    });

    const sent = await send(id);
    expect(sent.status, sent.text).toBe(200);
    expect(await app.db.dataSource.manager.findBy(Reservation, { bookingRequestId: id })).toHaveLength(1);
  });

  it('a redirect confirmation fails the check: back to the return_url, requires_payment_method with payment_intent_authentication_failure; send is 402 AUTHENTICATION_FAILED', async () => {
    const { id, payment } = await prepared();
    const returnUrl = `http://localhost:3000/booking/${id}/done`;
    const confirmed = await browser.paymentIntents.confirm(
      payment.intentId,
      { payment_method: 'pm_card_authenticationRequiredOnSetup', return_url: returnUrl },
      { idempotencyKey: `confirm:${id}` },
    );
    expect(confirmed.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: { url: `${stripe.url}/3d_secure_2_test/${payment.intentId}`, return_url: returnUrl },
    });

    const failed = await answer(confirmed.next_action!.redirect_to_url!.url!, 'fail', payment.clientSecret!);
    expect(failed.status).toBe(303);
    const back = new URL(failed.headers.get('location')!);
    expect([back.pathname, back.searchParams.get('payment_intent'), back.searchParams.get('redirect_status')]).toEqual([
      `/booking/${id}/done`,
      payment.intentId,
      'failed',
    ]);

    const intent = await browser.paymentIntents.retrieve(payment.intentId);
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    });
    const refused = await send(id);
    expect([refused.status, (refused.body as { cause: string }).cause]).toEqual([402, 'AUTHENTICATION_FAILED']);

    // Another card on the same intent: authorised, and the request goes.
    expect(
      (
        await browser.paymentIntents.confirm(
          payment.intentId,
          { payment_method: 'pm_card_visa' },
          { idempotencyKey: `confirm-again:${id}` },
        )
      ).status,
    ).toBe('requires_capture');
    expect((await send(id)).status).toBe(200);
  });

  it('an expired card is declined with expired_card: "Your card has expired."', async () => {
    const { payment } = await prepared();
    const expired = await fetch(`${stripe.url}/v1/payment_intents/${payment.intentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'idempotency-key': `expired:${payment.intentId}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '1',
        'payment_method_data[card][exp_year]': '2020',
        'payment_method_data[card][cvc]': '123',
      }),
    });
    expect(await expired.json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
    });
  });
});
