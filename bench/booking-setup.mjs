// What the booking load benches share: the built server started as its own process, calls to its
// REST API, and a bookable service set up through that API (provider, staff approval, season).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Production requires a signing key; the bench's servers share this one (and the demo data, asked for). */
const BENCH_JWT_SECRET = process.env.JWT_SECRET ?? 'lokalno-bench-signing-key-0123456789abcdef';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PROVIDER = { email: 'provider@example.com', password: 'Provider123' };
export const STAFF = { email: 'staff@example.com', password: 'Staff1234' };

/** dist/server/src/main.js in production mode with the demo accounts, its output appended to `log`. */
export function startServer({ port, databaseUrl, dataDir, log, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/src/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      MAILDEV_SMTP_PORT: String(port + 2),
      MAILDEV_WEB_PORT: String(port + 3),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return child;
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The process's resident set size in KB (VmRSS of /proc/<pid>/status). */
export function rssKb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, ''));
}

/** CPU time (user + system) the process has used, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One REST call; the body is parsed when it is JSON. */
export async function api(base, pathname, { method = 'GET', json, body, token } = {}) {
  const headers = { ...(json ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(base + pathname, { method, headers, body: json ? JSON.stringify(json) : body });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed, text };
}

async function expectStatus(what, call, status) {
  const result = await call;
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${result.text.slice(0, 300)}`);
  return result.body;
}

export async function login(base, { email, password }) {
  return (
    await expectStatus(`login ${email}`, api(base, '/api/login', { method: 'POST', body: new URLSearchParams({ email, password }) }), 200)
  ).token;
}

/** YYYY-MM-DD of today + `days` (UTC). */
export function dayFromToday(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A new service of the demo provider, released by staff, bookable every day from today for
 * `days` days at `startTimes` (HH:MM, Europe/Zagreb), with `placesPerStart` places per start and
 * one offer of 35.00 per person. The same calls as server/test/booking.ts, all through REST.
 */
export async function bookableService(base, { title, startTimes, placesPerStart, minPeople = 1, maxPeople = 10, days = 400 }) {
  const [providerToken, staffToken] = [await login(base, PROVIDER), await login(base, STAFF)];
  const brands = await expectStatus('brands', api(base, '/api/owner/brands', { token: providerToken }), 200);
  const brandId = (Array.isArray(brands) ? brands : brands.content)[0].id;
  const service = await expectStatus(
    'service',
    api(base, `/api/owner/brands/${brandId}/services`, {
      method: 'POST',
      token: providerToken,
      json: {
        title,
        categoryId: 2,
        regionId: 1,
        tagIds: [],
        amenityIds: [],
        languageCodes: ['en', 'hr'],
        description: 'Taste five wines from our own vineyards with local cheese.',
        ownerStatement: 'Four generations of winemaking.',
        microLocation: 'Our cellar sits among olive groves above the sea.',
        included: ['Five wines'],
        characteristics: ['Family run'],
        meetingPoint: 'Vinogradska 5, Vodnjan',
        meetingLatitude: 44.96,
        meetingLongitude: 13.85,
        distances: [{ place: 'Pula', km: 11 }],
        minPeople,
        maxPeople,
        placesPerStart,
        advanceHours: 0,
        answerTimeHours: 24,
        cancellationPolicy: 'FULL_REFUND_DAYS',
        cancellationBefore: 2,
      },
    }),
    201,
  );
  const serviceId = service.id;
  await expectStatus(
    'offer',
    api(base, `/api/owner/services/${serviceId}/variations`, {
      method: 'POST',
      token: providerToken,
      json: { name: 'Classic tasting', priceType: 'PER_PERSON', groupNumber: 1, price: 35, durationHours: 1 },
    }),
    201,
  );
  const form = new FormData();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f7d6d' } })
    .png()
    .toBuffer();
  form.set('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  await expectStatus(
    'photo',
    api(base, `/api/owner/services/${serviceId}/photos`, { method: 'POST', body: form, token: providerToken }),
    201,
  );
  await expectStatus('submission', api(base, `/api/owner/services/${serviceId}/submission`, { method: 'PUT', token: providerToken }), 200);
  // Approval waits for the cooperation agreement the first submission brought.
  const { version } = await expectStatus('agreement', api(base, '/api/owner/agreement', { token: providerToken }), 200);
  await expectStatus(
    'agreement acceptance',
    api(base, '/api/owner/agreement/acceptance', { method: 'POST', json: { version }, token: providerToken }),
    200,
  );
  await expectStatus('approval', api(base, `/api/admin/services/${serviceId}/approval`, { method: 'PUT', token: staffToken }), 200);
  const bookingTimes = startTimes.map((time) => ({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) }));
  await expectStatus(
    'season',
    api(base, `/api/owner/services/${serviceId}/season`, {
      method: 'POST',
      token: providerToken,
      json: {
        name: 'Bench season',
        bookingType: 'START_TIMES',
        from: dayFromToday(0),
        to: dayFromToday(days),
        unavailableDates: [],
        bookingTimes,
        workingTimes: [
          {
            startHour: 6,
            startMinute: 0,
            endHour: 22,
            endMinute: 0,
            weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
          },
        ],
      },
    }),
    201,
  );
  const offers = await expectStatus('offers', api(base, `/api/owner/services/${serviceId}/variations`, { token: providerToken }), 200);
  return { serviceId, offerId: offers[0].id, providerToken, staffToken };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
}
