// The card simulator against real PostgreSQL: Stripe's test-card outcomes, the PaymentIntent
// state machine, amount rules and idempotency keys (same key, same answer, no second effect).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { CardSimulator } from './card-simulator.js';
import { failureCause } from './payment-failure.js';
import { PaymentGatewayError } from './payment-gateway-error.js';
import type { IntentView } from './payment-gateway.js';

let db: TestDatabase;
let simulator: CardSimulator;
const today = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  db = await createTestDatabase();
  simulator = new CardSimulator(db.dataSource, () => today);
});

const key = () => `test:${randomUUID()}`;
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});
const authorise = (amountCents = 12_345, metadata: Record<string, string> = { bookingRequestId: randomUUID() }) =>
  simulator.createAuthorisation({ amountCents, idempotencyKey: key(), description: 'Olive oil tasting, 2 people', metadata });
async function authorised(amountCents = 12_345): Promise<IntentView> {
  const intent = await authorise(amountCents);
  return simulator.confirmTestCard(intent.id, card('4242 4242 4242 4242'), key());
}
async function refusal(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}
const stored = async (intentId: string) =>
  (
    (await db.dataSource.query(
      'SELECT status, amount_capturable_cents, amount_received_cents, amount_refunded_cents FROM simulated_payment_intent WHERE id = $1',
      [intentId],
    )) as unknown[]
  )[0];

describe('an authorisation', () => {
  it('is an EUR intent waiting for a card, with its metadata', async () => {
    const metadata = { bookingRequestId: randomUUID(), serviceId: '7' };
    const intent = await authorise(4_990, metadata);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_sim_[0-9a-f]{24}$/),
      status: 'requires_payment_method',
      amountCents: 4_990,
      amountCapturableCents: 0,
      amountReceivedCents: 0,
      clientSecret: null,
      failure: null,
      metadata,
    });
    expect(await simulator.retrieve(intent.id)).toEqual(intent);
  });

  it('refuses amounts Stripe refuses, before the key is used', async () => {
    const idempotencyKey = key();
    expect((await refusal(simulator.createAuthorisation({ amountCents: 49, idempotencyKey, description: 'x', metadata: {} }))).code).toBe(
      'amount_too_small',
    );
    expect((await refusal(simulator.createAuthorisation({ amountCents: 10.5, idempotencyKey, description: 'x', metadata: {} }))).code).toBe(
      'parameter_invalid_integer',
    );
    expect(
      (await refusal(simulator.createAuthorisation({ amountCents: 100_000_000, idempotencyKey, description: 'x', metadata: {} }))).code,
    ).toBe('amount_too_large');
    expect(
      (
        await refusal(
          simulator.createAuthorisation({ amountCents: 100, idempotencyKey, description: 'x', metadata: { ['k'.repeat(41)]: 'v' } }),
        )
      ).code,
    ).toBe('parameter_invalid_metadata');
    // Nothing was stored under the key: a valid request may still use it.
    expect((await simulator.createAuthorisation({ amountCents: 100, idempotencyKey, description: 'x', metadata: {} })).status).toBe(
      'requires_payment_method',
    );
  });

  it('an unknown intent is resource_missing (404)', async () => {
    const error = await refusal(simulator.retrieve('pi_sim_missing'));
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing', statusCode: 404 });
  });
});

describe("Stripe's test cards", () => {
  it('4242 4242 4242 4242 authorises the amount: requires_capture', async () => {
    const intent = await authorise(12_345);
    const confirmed = await simulator.confirmTestCard(intent.id, card('4242424242424242'), key());
    expect(confirmed).toMatchObject({ status: 'requires_capture', amountCapturableCents: 12_345, amountReceivedCents: 0, failure: null });
    expect(await simulator.retrieve(intent.id)).toEqual(confirmed);
  });

  it.each([
    ['4000 0000 0000 9995', { code: 'card_declined', declineCode: 'insufficient_funds' }, 'INSUFFICIENT_FUNDS'],
    ['4000 0000 0000 0002', { code: 'card_declined', declineCode: 'generic_decline' }, 'CARD_DECLINED'],
    [
      '4000 0027 6000 3184',
      { code: 'payment_intent_authentication_failure', declineCode: 'authentication_required' },
      'AUTHENTICATION_FAILED',
    ],
    ['5555 5555 5555 4444', { code: 'card_declined', declineCode: 'card_not_supported' }, 'CARD_NOT_ACCEPTED'],
    ['not a card', { code: 'card_declined', declineCode: 'card_not_supported' }, 'CARD_NOT_ACCEPTED'],
  ])('%s fails and leaves the intent open for another card', async (number, failure, cause) => {
    const intent = await authorise();
    const failed = await simulator.confirmTestCard(intent.id, card(number), key());
    expect(failed).toMatchObject({ status: 'requires_payment_method', amountCapturableCents: 0, failure });
    expect(failureCause(failed.failure!)).toBe(cause);
    expect(await simulator.retrieve(intent.id)).toEqual(failed);

    // The guest resends with a good card: the same intent is authorised and the failure is gone.
    const resent = await simulator.confirmTestCard(intent.id, card('4242424242424242'), key());
    expect(resent).toMatchObject({ status: 'requires_capture', amountCapturableCents: intent.amountCents, failure: null });
  });

  it('an expired card, a bad month and a bad CVC are refused before the number is read', async () => {
    const intent = await authorise();
    expect((await simulator.confirmTestCard(intent.id, card('4242424242424242', { expMonth: 10, expYear: 2026 }), key())).failure).toEqual({
      code: 'expired_card',
      declineCode: 'expired_card',
    });
    expect((await simulator.confirmTestCard(intent.id, card('4242424242424242', { expMonth: 13 }), key())).failure).toEqual({
      code: 'invalid_expiry_month',
      declineCode: null,
    });
    expect((await simulator.confirmTestCard(intent.id, card('4242424242424242', { cvc: '12' }), key())).failure).toEqual({
      code: 'invalid_cvc',
      declineCode: null,
    });
    // Valid through the end of the expiry month, two-digit years included.
    expect((await simulator.confirmTestCard(intent.id, card('4242424242424242', { expMonth: 11, expYear: 26 }), key())).status).toBe(
      'requires_capture',
    );
  });

  it('4000 0025 0000 3155 asks for 3-D Secure (requires_action); completing the check authorises the amount', async () => {
    const intent = await authorise(12_345);
    const waiting = await simulator.confirmTestCard(intent.id, card('4000 0025 0000 3155'), key());
    expect(waiting).toMatchObject({ status: 'requires_action', amountCapturableCents: 0, failure: null });
    // Nothing to capture while the check is under way; a second card cannot be given meanwhile.
    expect((await refusal(simulator.capture(intent.id, key()))).code).toBe('payment_intent_unexpected_state');
    expect((await refusal(simulator.confirmTestCard(intent.id, card('4242424242424242'), key()))).code).toBe(
      'payment_intent_unexpected_state',
    );

    const completed = await simulator.authenticateTestCard(intent.id, 'complete', key());
    expect(completed).toMatchObject({ status: 'requires_capture', amountCapturableCents: 12_345, failure: null });
    expect((await refusal(simulator.authenticateTestCard(intent.id, 'fail', key()))).code).toBe('payment_intent_unexpected_state');
    expect((await simulator.capture(intent.id, key())).amountReceivedCents).toBe(12_345);
  });

  it('failing the 3-D Secure check is payment_intent_authentication_failure; the intent takes another card', async () => {
    const intent = await authorise();
    await simulator.confirmTestCard(intent.id, card('4000002500003155'), key());
    const answerKey = key();
    const failed = await simulator.authenticateTestCard(intent.id, 'fail', answerKey);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      amountCapturableCents: 0,
      failure: { code: 'payment_intent_authentication_failure', declineCode: null },
    });
    expect(failureCause(failed.failure!)).toBe('AUTHENTICATION_FAILED');
    // The same answer again replays it; another card then authorises the intent.
    expect(await simulator.authenticateTestCard(intent.id, 'fail', answerKey)).toEqual(failed);
    expect((await simulator.confirmTestCard(intent.id, card('4242424242424242'), key())).status).toBe('requires_capture');
  });

  it('an intent waiting for 3-D Secure can be cancelled (the hold ran out)', async () => {
    const intent = await authorise();
    await simulator.confirmTestCard(intent.id, card('4000002500003155'), key());
    expect((await simulator.cancel(intent.id, key())).status).toBe('canceled');
    expect((await refusal(simulator.authenticateTestCard(intent.id, 'complete', key()))).code).toBe('payment_intent_unexpected_state');
  });

  it('an expired card reads as CARD_EXPIRED', async () => {
    const intent = await authorise();
    const expired = await simulator.confirmTestCard(intent.id, card('4242424242424242', { expMonth: 1, expYear: 20 }), key());
    expect(expired.failure).toEqual({ code: 'expired_card', declineCode: 'expired_card' });
    expect(failureCause(expired.failure!)).toBe('CARD_EXPIRED');
  });

  it('an authorised intent cannot be confirmed again', async () => {
    const intent = await authorised();
    const error = await refusal(simulator.confirmTestCard(intent.id, card('4242424242424242'), key()));
    expect(error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      statusCode: 400,
      intent: { status: 'requires_capture' },
    });
  });
});

describe('capture, cancel and refund follow the state machine', () => {
  it('capture takes the authorised amount; a second capture is refused', async () => {
    const intent = await authorised(20_000);
    const captured = await simulator.capture(intent.id, key());
    expect(captured).toMatchObject({ status: 'succeeded', amountCapturableCents: 0, amountReceivedCents: 20_000 });
    expect((await refusal(simulator.capture(intent.id, key()))).code).toBe('payment_intent_unexpected_state');
  });

  it('capture is never more than the authorised amount; a smaller capture releases the rest', async () => {
    const intent = await authorised(20_000);
    expect((await refusal(simulator.capture(intent.id, key(), 20_001))).code).toBe('amount_too_large');
    expect(await simulator.capture(intent.id, key(), 15_000)).toMatchObject({
      status: 'succeeded',
      amountCapturableCents: 0,
      amountReceivedCents: 15_000,
    });
  });

  it('an intent without an authorisation cannot be captured', async () => {
    const intent = await authorise();
    expect(await refusal(simulator.capture(intent.id, key()))).toMatchObject({
      code: 'payment_intent_unexpected_state',
      intent: { status: 'requires_payment_method' },
    });
  });

  it('cancel releases an authorisation (and an unpaid intent); a cancelled or captured intent cannot be cancelled', async () => {
    const intent = await authorised();
    expect(await simulator.cancel(intent.id, key())).toMatchObject({
      status: 'canceled',
      amountCapturableCents: 0,
      amountReceivedCents: 0,
    });
    expect((await refusal(simulator.cancel(intent.id, key()))).code).toBe('payment_intent_unexpected_state');
    expect((await refusal(simulator.capture(intent.id, key()))).code).toBe('payment_intent_unexpected_state');
    expect((await refusal(simulator.confirmTestCard(intent.id, card('4242424242424242'), key()))).code).toBe(
      'payment_intent_unexpected_state',
    );

    const unpaid = await authorise();
    expect((await simulator.cancel(unpaid.id, key())).status).toBe('canceled');

    const captured = await authorised();
    await simulator.capture(captured.id, key());
    expect((await refusal(simulator.cancel(captured.id, key()))).code).toBe('payment_intent_unexpected_state');
  });

  it('refunds add up to the captured amount, never more', async () => {
    const intent = await authorised(10_000);
    expect((await refusal(simulator.refund(intent.id, 1_000, key()))).code).toBe('payment_intent_unexpected_state');
    await simulator.capture(intent.id, key());

    expect(await simulator.refund(intent.id, 4_000, key())).toEqual({
      id: expect.stringMatching(/^re_sim_/),
      amountCents: 4_000,
      status: 'succeeded',
    });
    expect((await refusal(simulator.refund(intent.id, 6_001, key()))).code).toBe('amount_too_large');
    expect((await simulator.refund(intent.id, 6_000, key())).amountCents).toBe(6_000);
    expect((await refusal(simulator.refund(intent.id, 1, key()))).code).toBe('charge_already_refunded');
    expect((await refusal(simulator.refund(intent.id, 0, key()))).code).toBe('parameter_invalid_integer');
    expect(await stored(intent.id)).toEqual({
      status: 'succeeded',
      amount_capturable_cents: 0,
      amount_received_cents: 10_000,
      amount_refunded_cents: 10_000,
    });
  });

  it('an authorisation left uncaptured for 7 days is cancelled, as Stripe does', async () => {
    const intent = await authorised();
    await db.dataSource.query(
      "UPDATE simulated_payment_intent SET authorised_at = clock_timestamp() - interval '7 days 1 minute' WHERE id = $1",
      [intent.id],
    );
    expect(await simulator.retrieve(intent.id)).toMatchObject({ status: 'canceled', amountCapturableCents: 0 });
    expect((await refusal(simulator.capture(intent.id, key()))).code).toBe('payment_intent_unexpected_state');
  });
});

describe('idempotency keys', () => {
  it('the same key creates one intent and answers with it again', async () => {
    const input = { amountCents: 7_000, idempotencyKey: key(), description: 'Kayaking', metadata: { bookingRequestId: 'r1' } };
    const first = await simulator.createAuthorisation(input);
    expect(await simulator.createAuthorisation(input)).toEqual(first);
    const [{ count }] = (await db.dataSource.query(
      "SELECT count(*)::int AS count FROM simulated_payment_intent WHERE metadata->>'bookingRequestId' = 'r1'",
    )) as { count: number }[];
    expect(count).toBe(1);
  });

  it('concurrent calls with one key do the work once', async () => {
    const input = { amountCents: 7_100, idempotencyKey: key(), description: 'Kayaking', metadata: { bookingRequestId: 'r2' } };
    const results = await Promise.all(Array.from({ length: 8 }, () => simulator.createAuthorisation(input)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);

    const intent = await authorised(9_000);
    await simulator.capture(intent.id, key());
    const refundKey = key();
    const refunds = await Promise.all(Array.from({ length: 8 }, () => simulator.refund(intent.id, 5_000, refundKey)));
    expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    expect(await stored(intent.id)).toMatchObject({ amount_refunded_cents: 5_000 });
  });

  it('a capture and a cancel racing on one authorisation: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const intent = await authorised(8_000);
      const results = await Promise.allSettled([simulator.capture(intent.id, key()), simulator.cancel(intent.id, key())]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const final = await simulator.retrieve(intent.id);
      expect(['succeeded', 'canceled']).toContain(final.status);
      expect(final.amountReceivedCents).toBe(final.status === 'succeeded' ? 8_000 : 0);
    }
  });

  it('a retried capture, cancel or refund replays its first answer with no second effect', async () => {
    const intent = await authorised(10_000);
    const captureKey = key();
    const captured = await simulator.capture(intent.id, captureKey);
    expect(await simulator.capture(intent.id, captureKey)).toEqual(captured);

    const refundKey = key();
    const refund = await simulator.refund(intent.id, 3_000, refundKey);
    expect(await simulator.refund(intent.id, 3_000, refundKey)).toEqual(refund);
    expect(await stored(intent.id)).toMatchObject({ amount_refunded_cents: 3_000 });

    const other = await authorised();
    const cancelKey = key();
    const cancelled = await simulator.cancel(other.id, cancelKey);
    expect(await simulator.cancel(other.id, cancelKey)).toEqual(cancelled);
  });

  it('a refusal is replayed too, even once the intent would now allow the call', async () => {
    const intent = await authorise();
    const captureKey = key();
    expect((await refusal(simulator.capture(intent.id, captureKey))).code).toBe('payment_intent_unexpected_state');
    await simulator.confirmTestCard(intent.id, card('4242424242424242'), key());
    expect((await refusal(simulator.capture(intent.id, captureKey))).code).toBe('payment_intent_unexpected_state');
    expect((await simulator.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('a declined confirmation with the same key stays declined; a new key tries again', async () => {
    const intent = await authorise();
    const confirmKey = key();
    const declined = await simulator.confirmTestCard(intent.id, card('4000000000009995'), confirmKey);
    expect(await simulator.confirmTestCard(intent.id, card('4000000000009995'), confirmKey)).toEqual(declined);
    expect((await simulator.confirmTestCard(intent.id, card('4242424242424242'), key())).status).toBe('requires_capture');
  });

  it('the same key with other parameters is an idempotency_error', async () => {
    const idempotencyKey = key();
    await simulator.createAuthorisation({ amountCents: 5_000, idempotencyKey, description: 'Wine', metadata: {} });
    const error = await refusal(simulator.createAuthorisation({ amountCents: 5_001, idempotencyKey, description: 'Wine', metadata: {} }));
    expect(error).toMatchObject({ type: 'idempotency_error', statusCode: 400, retryable: false });
    const intent = await authorised();
    expect((await refusal(simulator.capture(intent.id, idempotencyKey))).type).toBe('idempotency_error');
  });

  it('the card number itself is never stored', async () => {
    const intent = await authorise();
    await simulator.confirmTestCard(intent.id, card('4000000000000002'), key());
    const rows = (await db.dataSource.query(
      "SELECT count(*)::int AS count FROM simulated_idempotency_key WHERE request_hash LIKE '%4000000000000002%' OR response::text LIKE '%4000000000000002%'",
    )) as { count: number }[];
    expect(rows[0]!.count).toBe(0);
  });
});
