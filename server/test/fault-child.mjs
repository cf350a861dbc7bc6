// The child process of the fault suite (server/src/modules/reservations/booking-faults.int-spec.ts): the
// built server's own services (dist/, built by the test first) on the parent's database, with
// CRASH_AT naming one crash point. It runs one action (FAULT_ACTION, JSON) and is expected to die by
// SIGKILL at that point; reaching the end prints FAULT_CHILD_FINISHED and exits 0, which the test
// counts as a failure to crash.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.env.FAULT_ROOT;
const databaseUrl = process.env.FAULT_DB;
const action = JSON.parse(process.env.FAULT_ACTION ?? '{}');
const dist = (file) => import(pathToFileURL(path.join(root, 'dist', 'server', 'src', file)).href);

const { loadConfig } = await dist('config.js');
const { createContext } = await dist('context.js');
const { createDataSource } = await dist('database.js');
const { diskStorageFor } = await dist('shared/file-storage.js');
const { JobQueue } = await dist('shared/jobs.js');
const { pino } = await import('pino');

const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-fault-'));
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://127.0.0.1:9',
  DATA_DIR: dataDir,
  SMTP_URL: 'smtp://127.0.0.1:9',
  CRASH_AT: process.env.CRASH_AT,
});
const dataSource = createDataSource(databaseUrl);
await dataSource.initialize();
const log = pino({ level: 'silent' });
const base = createContext({
  dataSource,
  config,
  jobs: new JobQueue(databaseUrl, log),
  storage: diskStorageFor(dataDir),
  locale: 'en',
  log,
});
const as = (user) => ({ ...base, user });
const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

switch (action.kind) {
  case 'pay': {
    const { payBookingWithTestCard } = await dist('modules/reservations/booking-payment.service.js');
    await payBookingWithTestCard(base, action.requestId, VISA);
    break;
  }
  case 'accept': {
    const { acceptReservation } = await dist('modules/reservations/reservation.service.js');
    await acceptReservation(as({ id: action.providerId, roles: ['ROLE_OWNER'] }), action.reservationId);
    break;
  }
  case 'reject': {
    const { rejectReservation } = await dist('modules/reservations/reservation.service.js');
    await rejectReservation(as({ id: action.providerId, roles: ['ROLE_OWNER'] }), action.reservationId, {});
    break;
  }
  case 'cancel': {
    const { cancelByGuest } = await dist('modules/reservations/reservation.service.js');
    await cancelByGuest(base, action.reservationId, {}, { actor: 'authorised' });
    break;
  }
  case 'sweep': {
    const { sweepBookings } = await dist('modules/reservations/booking-sweep.js');
    await sweepBookings(base);
    break;
  }
  case 'job': {
    // A job the restarted runner will run again with the same id (its idempotency key at the gateway).
    const { capturePayment, releasePayment, refundPayment } = await dist('modules/reservations/payment-jobs.js');
    const handler = { 'payments.capture': capturePayment, 'payments.release': releasePayment, 'payments.refund': refundPayment }[
      action.queue
    ];
    await handler({ id: action.jobId, attempt: 1, data: action.data, ctx: base });
    break;
  }
  case 'change': {
    const { acceptChange } = await dist('modules/reservations/reservation-change.service.js');
    await acceptChange(base, action.reservationId, { testCard: VISA }, 'authorised');
    break;
  }
  default:
    throw new Error(`unknown fault action ${action.kind}`);
}
console.log('FAULT_CHILD_FINISHED');
await dataSource.destroy();
process.exit(0);
