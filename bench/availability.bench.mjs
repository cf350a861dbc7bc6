// A year of availability vs one bare SQL query over the same reservations, in the same run.
import 'reflect-metadata';
import { pino } from 'pino';
import { withScratchDatabase } from '../dist/server/src/cli/scratch-database.js';
import { createDataSource, runMigrations } from '../dist/server/src/database.js';
import { createContext } from '../dist/server/src/context.js';
import { loadConfig } from '../dist/server/src/config.js';
import { JobQueue } from '../dist/server/src/shared/jobs.js';
import { diskStorageFor } from '../dist/server/src/shared/file-storage.js';
import { serviceAvailability } from '../dist/server/src/modules/scheduling/availability.service.js';

const YEAR = 2031;
const RESERVATIONS = 5000;
const WARMUP = 30;
const ROUNDS = 200;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** A deterministic pseudo-random sequence, so every run measures the same data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function seed(dataSource) {
  const [{ id: userId }] = await dataSource.query(
    `INSERT INTO user_account (email, first_name, last_name, roles, status) VALUES ('bench@example.com', 'Bench', 'Provider', '{ROLE_OWNER}', 'ACTIVE') RETURNING id`,
  );
  const [{ id: companyId }] = await dataSource.query(
    `INSERT INTO company (owner_id, legal_name, address, zip_code, town, country, contact_mobile, vat_number, account_owner_name, iban, primary_activity_id)
     VALUES ($1, 'Bench d.o.o.', 'Ulica 1', '10000', 'Zagreb', 'HR', '+385912345678', '69435151530', 'Bench', 'HR1210010051863000160', 1) RETURNING id`,
    [userId],
  );
  const [{ id: brandId }] = await dataSource.query(
    `INSERT INTO brand (company_id, name, activity_type_id, address, latitude, longitude, description) VALUES ($1, 'Bench', 1, 'Ulica 1', 45.8, 15.97, 'Bench') RETURNING id`,
    [companyId],
  );
  const [{ id: serviceId }] = await dataSource.query(
    `INSERT INTO service (brand_id, title, category_id, region_id, description, owner_statement, micro_location, meeting_point, meeting_latitude, meeting_longitude, distances, min_people, max_people, places_per_start, advance_hours, answer_minutes, cancellation_policy, status, enabled, approved_at)
     VALUES ($1, 'Bench tour', 1, 1, 'd', 's', 'm', 'Ulica 1', 45.8, 15.97, '[{"place":"Zagreb","km":1}]', 1, 12, 12, 0, 60, 'NO_REFUND', 'APPROVED', true, now()) RETURNING id`,
    [brandId],
  );

  const seasons = [
    [`${YEAR}-01-01`, `${YEAR}-04-30`],
    [`${YEAR}-05-01`, `${YEAR}-09-30`],
    [`${YEAR}-10-01`, `${YEAR}-12-31`],
  ];
  const times = [
    [9, 0],
    [10, 30],
    [12, 0],
    [14, 0],
    [16, 0],
    [18, 30],
  ];
  const next = random(42);
  for (const [index, [from, to]] of seasons.entries()) {
    const [{ id: seasonId }] = await dataSource.query(
      `INSERT INTO season (service_id, name, booking_type, start_date, end_date) VALUES ($1, $2, 'START_TIMES', $3, $4) RETURNING id`,
      [serviceId, `Season ${index + 1}`, from, to],
    );
    await dataSource.query(
      `INSERT INTO working_time (season_id, start_hour, start_minute, end_hour, end_minute, weekdays) VALUES ($1, 8, 0, 20, 0, '{MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SATURDAY}'), ($1, 9, 0, 19, 0, '{SUNDAY}')`,
      [seasonId],
    );
    for (const [hour, minute] of times)
      await dataSource.query('INSERT INTO booking_time (season_id, hour, minute) VALUES ($1, $2, $3)', [seasonId, hour, minute]);
    await dataSource.query(
      `INSERT INTO unavailable_date (season_id, date) SELECT $1, d::date FROM generate_series($2::date, $3::date, interval '1 day') d ORDER BY md5(d::text) LIMIT 20`,
      [seasonId, from, to],
    );
  }
  // 5,000 reservations on the season's start times through the year (Zagreb wall-clock → instant in SQL).
  const values = [];
  for (let i = 0; i < RESERVATIONS; i += 1) {
    const day = Math.floor(next() * 365);
    const [hour, minute] = times[Math.floor(next() * times.length)];
    values.push(`(${day}, ${hour}, ${minute}, ${1 + Math.floor(next() * 3)})`);
  }
  await dataSource.query(
    `WITH r(day, hour, minute, people) AS (VALUES ${values.join(', ')}),
          s AS (SELECT DISTINCT ((make_date(${YEAR}, 1, 1) + day) + make_time(hour, minute, 0)) AT TIME ZONE 'Europe/Zagreb' AS starts_at FROM r)
     INSERT INTO slot (service_id, starts_at) SELECT $1, starts_at FROM s`,
    [serviceId],
  );
  await dataSource.query(
    `WITH r(day, hour, minute, people) AS (VALUES ${values.join(', ')})
     INSERT INTO hold (slot_id, service_id, starts_at, people, reference, state, expires_at, confirmed_at)
     SELECT slot.id, $1, slot.starts_at, r.people, 'bench:' || row_number() OVER (), 'CONFIRMED', now(), now() FROM r
     JOIN slot ON slot.service_id = $1 AND slot.starts_at = ((make_date(${YEAR}, 1, 1) + r.day) + make_time(r.hour, r.minute, 0)) AT TIME ZONE 'Europe/Zagreb'`,
    [serviceId],
  );
  await dataSource.query('ANALYZE');
  return serviceId;
}

async function time(work) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function run() {
  await withScratchDatabase(async (url) => {
    const dataSource = createDataSource(url, { poolSize: 4 });
    await dataSource.initialize();
    await runMigrations(dataSource);
    const serviceId = await seed(dataSource);
    const log = pino({ level: 'silent' });
    const config = loadConfig({});
    const ctx = createContext({
      dataSource,
      config,
      jobs: new JobQueue(url, log),
      storage: diskStorageFor(config.DATA_DIR),
      locale: 'en',
      log,
    });
    const from = `${YEAR}-01-01`;
    const to = `${YEAR}-12-31`;
    const bare = () =>
      dataSource.query(
        `SELECT starts_at, sum(people)::int AS people FROM hold
         WHERE service_id = $1 AND starts_at >= $2 AND starts_at < $3 AND (state = 'CONFIRMED' OR (state = 'HELD' AND expires_at > clock_timestamp()))
         GROUP BY starts_at`,
        [serviceId, `${YEAR}-01-01T00:00:00+01:00`, `${YEAR + 1}-01-01T00:00:00+01:00`],
      );
    const year = () => serviceAvailability(ctx, serviceId, from, to, { now: Date.parse(`${YEAR - 1}-12-01T00:00:00Z`) });

    const check = await year();
    const starts = check.days.reduce((sum, day) => sum + day.startTimes.length, 0);
    const taken = check.days.reduce((sum, day) => sum + day.startTimes.reduce((s, t) => s + (12 - t.placesLeft), 0), 0);
    console.log(
      `data: ${check.days.length} days, ${check.days.filter((d) => d.bookable).length} bookable, ${starts} start times, ${taken} places taken; ${(await bare()).length} reserved starts`,
    );

    for (let i = 0; i < WARMUP; i += 1) {
      await bare();
      await year();
    }
    const bareTimes = [];
    const yearTimes = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      bareTimes.push(await time(bare));
      yearTimes.push(await time(year));
    }
    const ratio = median(yearTimes) / median(bareTimes);
    console.log(
      `bare SQL query over the reservations: median ${median(bareTimes).toFixed(2)} ms, p95 ${percentile(bareTimes, 0.95).toFixed(2)} ms`,
    );
    console.log(
      `a year of availability:               median ${median(yearTimes).toFixed(2)} ms, p95 ${percentile(yearTimes, 0.95).toFixed(2)} ms`,
    );
    console.log(`ratio (availability / bare query): ${ratio.toFixed(2)}× (aim: at most 3×)`);
    await dataSource.destroy();
  });
}
