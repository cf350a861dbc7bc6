// The fault suite: the process SIGKILLed at each named crash point (shared/crash-points.ts) of sending,
// accepting and capturing, rejecting and releasing, the expiry sweep, cancelling and refunding. A child
// process (server/test/fault-child.mjs, the built server's own services) does the step on this test's
// database and dies there; then the "restarted" instance runs: the sweeps, and a fresh job runner that
// drains the payment queues; then the invariant checker (server/test/invariants.ts) goes over the whole
// database and the gateway's own record. Each case is bounded in time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, requestReadyToPay, serviceContext, staffAndProvider, type BookableService } from '../../../test/booking.js';
import { builtServerEntry } from '../../../test/built-server.js';
import { brokenInvariants } from '../../../test/invariants.js';
import { until } from '../../../test/until.js';
import type { RequestContext } from '../../context.js';
import { startRuntime } from '../../runtime.js';
import type { CrashPoint } from '../../shared/crash-points.js';
import { projectRoot } from '../../shared/project-root.js';
import { Payment, PaymentState } from '../payments/payment.entity.js';
import { sweepBookings } from './booking-sweep.js';
import { capturePayment } from './payment-jobs.js';
import { reconcilePayments } from './payment-reconcile.js';
import { Reservation, ReservationState } from './reservation.entity.js';
import { acceptChange, prepareChangePayment, proposeChange } from './reservation-change.service.js';
import { acceptReservation, cancelByGuest, rejectReservation } from './reservation.service.js';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

let app: TestApp;
let service: BookableService;
let providerId: number;
let guestCtx: RequestContext;
let providerCtx: RequestContext;
let dates = 0;

beforeAll(async () => {
  builtServerEntry();
  app = await startTestApp();
  // The instance that crashes has no job runner of its own here: the restarted one runs the jobs.
  await app.jobs.stop();
  const { provider, staffToken } = await staffAndProvider(app);
  providerId = provider.user.id;
  service = await bookableService(app, provider, staffToken);
  guestCtx = serviceContext(app);
  providerCtx = serviceContext(app, { id: provider.user.id, roles: ['ROLE_OWNER'] });
}, 240_000);
afterAll(async () => {
  expect(await brokenInvariants(app.db.dataSource)).toEqual([]);
});

function nextDate(): string {
  dates += 1;
  return new Date(Date.UTC(2027, 8, 1) + dates * 86_400_000).toISOString().slice(0, 10);
}

async function preparedRequest() {
  const { id } = await requestReadyToPay(app, service, { date: nextDate() });
  const prepared = await app.request(`/api/booking/request/${id}/prepare-payment`);
  expect(prepared.status).toBe(200);
  return { requestId: id, intentId: (prepared.body as { intentId: string }).intentId };
}

async function pendingReservation() {
  const { requestId, intentId } = await preparedRequest();
  const paid = await app.request(`/api/booking/request/${requestId}/test-card`, { method: 'POST', json: VISA });
  expect(paid.status).toBe(200);
  return { requestId, intentId, reservationId: (paid.body as { reservation: { id: number } }).reservation.id };
}

async function queuedJob(queue: string, paymentId: number): Promise<{ id: string; data: object }> {
  const [job] = (await app.db.dataSource.query(
    "SELECT id, data FROM pgboss.job WHERE name = $1 AND (data->>'paymentId')::int = $2 AND state IN ('created', 'retry')",
    [queue, paymentId],
  )) as { id: string; data: object }[];
  if (!job) throw new Error(`no ${queue} job for payment ${paymentId}`);
  return job;
}

const paymentOf = (intentId: string) => app.db.dataSource.manager.findOneByOrFail(Payment, { intentId });
const reservationOf = (id: number) => app.db.dataSource.manager.findOneByOrFail(Reservation, { id });

/** Runs the step in a child process with CRASH_AT set; it must die by SIGKILL, never finish. */
async function crashAt(point: CrashPoint, action: Record<string, unknown>): Promise<void> {
  const root = projectRoot();
  const child = spawn(process.execPath, [path.join(root, 'server', 'test', 'fault-child.mjs')], {
    cwd: root,
    env: { ...process.env, FAULT_ROOT: root, FAULT_DB: app.db.url, FAULT_ACTION: JSON.stringify(action), CRASH_AT: point },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  clearTimeout(timer);
  expect(output, output).not.toContain('FAULT_CHILD_FINISHED');
  expect([code, signal], output).toEqual([null, 'SIGKILL']);
}

/** The restarted instance: the sweeps, then a job runner until the payment queues are empty. */
async function restart(): Promise<void> {
  await sweepBookings(guestCtx);
  await reconcilePayments(guestCtx, { pendingAgeMs: 0, decidedAgeMs: 0 });
  const runtime = await startRuntime({
    config: app.config,
    dataSource: app.db.dataSource,
    databaseUrl: app.db.url,
    log: pino({ level: 'silent' }),
    smtpUrl: app.config.SMTP_URL!,
  });
  try {
    await until(async () => {
      const [{ count }] = (await app.db.dataSource.query(
        "SELECT count(*)::int AS count FROM pgboss.job WHERE name LIKE 'payments.%' AND state IN ('created', 'retry', 'active')",
      )) as { count: number }[];
      return count === 0;
    }, 30_000);
  } finally {
    await runtime.stop({ jobTimeoutMs: 1_000 });
  }
}

async function expectInvariants(): Promise<void> {
  expect(await brokenInvariants(app.db.dataSource)).toEqual([]);
}

describe('SIGKILL at each crash point, restart, then every invariant holds', () => {
  it("send.authorised: the authorisation is adopted once, the guest's resend gets the same reservation", async () => {
    const { requestId, intentId } = await preparedRequest();
    await crashAt('send.authorised', { kind: 'pay', requestId });
    expect(await app.db.dataSource.manager.countBy(Reservation, { bookingRequestId: requestId })).toBe(0);
    await restart();
    const reservations = await app.db.dataSource.manager.findBy(Reservation, { bookingRequestId: requestId });
    expect(reservations).toHaveLength(1);
    const resent = await app.request(`/api/booking/request/${requestId}/send`, { method: 'POST' });
    expect(resent.body).toEqual({ reservation: { id: reservations[0]!.id, number: reservations[0]!.number } });
    expect(await paymentOf(intentId)).toMatchObject({ state: PaymentState.AUTHORISED });
    await expectInvariants();
  }, 90_000);

  it('accept.decided: nothing committed, the provider accepts again, captured once', async () => {
    const { intentId, reservationId } = await pendingReservation();
    await crashAt('accept.decided', { kind: 'accept', reservationId, providerId });
    await restart();
    expect(await reservationOf(reservationId)).toMatchObject({ state: ReservationState.PENDING });
    await acceptReservation(providerCtx, reservationId);
    await restart();
    expect(await paymentOf(intentId)).toMatchObject({ state: PaymentState.CAPTURED });
    await expectInvariants();
  }, 90_000);

  it('capture.charged: captured at the gateway, then the job runs again with its key: recorded, charged once', async () => {
    const { intentId, reservationId } = await pendingReservation();
    await acceptReservation(providerCtx, reservationId);
    const payment = await paymentOf(intentId);
    const job = await queuedJob('payments.capture', payment.id);
    await crashAt('capture.charged', { kind: 'job', queue: 'payments.capture', jobId: job.id, data: job.data });
    expect(await paymentOf(intentId)).toMatchObject({ state: PaymentState.AUTHORISED });
    await restart();
    const captured = await paymentOf(intentId);
    expect(captured).toMatchObject({ state: PaymentState.CAPTURED, capturedCents: captured.amountCents });
    await expectInvariants();
  }, 90_000);

  it('reject.decided: nothing committed, the provider rejects again, released', async () => {
    const { intentId, reservationId } = await pendingReservation();
    await crashAt('reject.decided', { kind: 'reject', reservationId, providerId });
    await restart();
    expect(await reservationOf(reservationId)).toMatchObject({ state: ReservationState.PENDING });
    await rejectReservation(providerCtx, reservationId, {});
    await restart();
    expect(await paymentOf(intentId)).toMatchObject({ state: PaymentState.RELEASED });
    await expectInvariants();
  }, 90_000);

  it('release.cancelled: cancelled at the gateway, then the job runs again: recorded RELEASED', async () => {
    const { intentId, reservationId } = await pendingReservation();
    await rejectReservation(providerCtx, reservationId, {});
    const job = await queuedJob('payments.release', (await paymentOf(intentId)).id);
    await crashAt('release.cancelled', { kind: 'job', queue: 'payments.release', jobId: job.id, data: job.data });
    await restart();
    expect(await paymentOf(intentId)).toMatchObject({ state: PaymentState.RELEASED });
    await expectInvariants();
  }, 90_000);

  it('expire.decided: the sweep dies mid-expiry; the next sweep expires it and the money is released', async () => {
    const { intentId, reservationId } = await pendingReservation();
    await app.db.dataSource.query("UPDATE reservation SET answer_deadline = clock_timestamp() - interval '1 minute' WHERE id = $1", [
      reservationId,
    ]);
    await crashAt('expire.decided', { kind: 'sweep' });
    expect(await reservationOf(reservationId)).toMatchObject({ state: ReservationState.PENDING });
    await restart();
    expect(await reservationOf(reservationId)).toMatchObject({ state: ReservationState.EXPIRED });
    expect(await paymentOf(intentId)).toMatchObject({ state: PaymentState.RELEASED });
    await expectInvariants();
  }, 90_000);

  async function capturedReservation() {
    const { intentId, reservationId } = await pendingReservation();
    await acceptReservation(providerCtx, reservationId);
    const payment = await paymentOf(intentId);
    const job = await queuedJob('payments.capture', payment.id);
    // Captured by the capture job (its id the key); the queued row runs again later and finds it done.
    await capturePayment({ id: job.id, attempt: 1, data: job.data as { paymentId: number }, ctx: guestCtx });
    return { intentId, reservationId };
  }

  it('cancel.decided: nothing committed, the guest cancels again, refunded once', async () => {
    const { intentId, reservationId } = await capturedReservation();
    await crashAt('cancel.decided', { kind: 'cancel', reservationId });
    await restart();
    expect(await reservationOf(reservationId)).toMatchObject({ state: ReservationState.ACCEPTED });
    await cancelByGuest(guestCtx, reservationId, {}, { actor: 'authorised' });
    await restart();
    const payment = await paymentOf(intentId);
    expect(payment).toMatchObject({ state: PaymentState.REFUNDED, refundedCents: payment.capturedCents });
    await expectInvariants();
  }, 90_000);

  it('refund.refunded: refunded at the gateway, then the job runs again with its key: recorded, refunded once', async () => {
    const { intentId, reservationId } = await capturedReservation();
    await cancelByGuest(guestCtx, reservationId, {}, { actor: 'authorised' });
    const job = await queuedJob('payments.refund', (await paymentOf(intentId)).id);
    await crashAt('refund.refunded', { kind: 'job', queue: 'payments.refund', jobId: job.id, data: job.data });
    expect(await paymentOf(intentId)).toMatchObject({ refundedCents: 0 });
    await restart();
    const payment = await paymentOf(intentId);
    expect(payment).toMatchObject({ state: PaymentState.REFUNDED, refundedCents: payment.capturedCents });
    await expectInvariants();
  }, 90_000);

  it('change.authorised: the difference authorised, then killed before the change applied: the proposal stays, accepting again uses that authorisation, captured once', async () => {
    const { reservationId } = await capturedReservation();
    const before = await reservationOf(reservationId);
    await proposeChange(providerCtx, reservationId, {
      date: before.date,
      startTime: '10:00',
      offers: [{ offerId: service.adultOfferId, quantity: 3 }],
    });
    const prepared = await prepareChangePayment(guestCtx, reservationId, 'authorised');
    await crashAt('change.authorised', { kind: 'change', reservationId });
    await restart();
    expect(await reservationOf(reservationId)).toMatchObject({ people: before.people });
    await acceptChange(guestCtx, reservationId, { testCard: VISA }, 'authorised');
    await restart();
    expect(await reservationOf(reservationId)).toMatchObject({ people: 3 });
    const difference = await paymentOf(prepared.intentId);
    expect(difference).toMatchObject({ state: PaymentState.CAPTURED, capturedCents: prepared.amountCents });
    await expectInvariants();
  }, 90_000);
});
