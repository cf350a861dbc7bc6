// The public list of 20 services through REST and through GraphQL, against a bare node:http server
// answering the same JSON from one hand-written SQL query, measured with autocannon in the same run.
// The built server runs as its own process (real logging to a file, demo data plus copies).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { withScratchDatabase } from '../dist/server/src/cli/scratch-database.js';

/** Production requires a signing key; the bench's servers share this one (and the demo data, asked for). */
const BENCH_JWT_SECRET = process.env.JWT_SECRET ?? 'lokalno-bench-signing-key-0123456789abcdef';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const BARE_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const SIZE = 20;
const AIM = 0.5;

const GRAPHQL_QUERY = `query List($page: Int, $size: Int) { services(page: $page, size: $size) {
  totalElements totalPages page size
  content {
    serviceId title categoryId categoryName categorySlug ownerStatement tags description includedInTheService characteristics
    amenities spLanguages remark microLocation lastModified regionId regionName regionSlug country bookable brandId brandName
    priceFrom priceFromType priceFromGroupNumber
    conditions { minPeople maxPeople advance cancellation cancellationPolicy maxResponseTime }
    primaryPhoto { name url description width height primary }
    location { address latitude longitude arrivalInstructions }
    nearByLocations { place km }
    offers { id identifier serviceId name description difficulty groupNumber priceCents discountPriceCents initPrice calculatedPrice discountRate
      priceType { value } duration { days hours minutes } }
  } } }`;

/**
 * The same page as GET /api/services?size=20 (ordered by title), in one statement: services with
 * category, region and brand, their offers, cover photo, tags, amenities and languages as JSON.
 */
const BARE_SQL = `
WITH page AS (
  SELECT s.*, c.name_en AS category_name, c.slug AS category_slug, r.name_en AS region_name, r.slug AS region_slug, b.name AS brand_name,
         count(*) OVER () AS total
    FROM service s JOIN category c ON c.id = s.category_id JOIN region r ON r.id = s.region_id JOIN brand b ON b.id = s.brand_id
   WHERE s.status = 'APPROVED' AND s.enabled AND NOT s.exclusive AND s.archived_at IS NULL
   ORDER BY s.title, s.id LIMIT $1 OFFSET $2)
SELECT coalesce(max(total), 0)::int AS total, coalesce(json_agg(json_build_object(
  'serviceId', p.id, 'title', p.title,
  'conditions', json_build_object('minPeople', p.min_people, 'maxPeople', p.max_people, 'advance', p.advance_hours,
     'cancellation', CASE WHEN p.cancellation_policy = 'NO_REFUND' THEN 0 ELSE coalesce(p.cancellation_before, 0) END,
     'cancellationPolicy', p.cancellation_policy, 'maxResponseTime', p.answer_minutes),
  'categoryId', p.category_id, 'categoryName', p.category_name, 'categorySlug', p.category_slug, 'ownerStatement', p.owner_statement,
  'tags', coalesce((SELECT json_agg(t.name_en ORDER BY t.id) FROM service_tag st JOIN tag t ON t.id = st.tag_id WHERE st.service_id = p.id), '[]'),
  'description', p.description, 'includedInTheService', p.included, 'characteristics', p.characteristics,
  'amenities', coalesce((SELECT json_agg(a.name_en ORDER BY a.id) FROM service_amenity sa JOIN amenity a ON a.id = sa.amenity_id WHERE sa.service_id = p.id), '[]'),
  'spLanguages', coalesce((SELECT json_agg(l.name_en ORDER BY l.code) FROM service_language sl JOIN language l ON l.code = sl.language_code WHERE sl.service_id = p.id), '[]'),
  'remark', p.remark, 'microLocation', p.micro_location,
  'primaryPhoto', (SELECT json_build_object('name', ph.file_name, 'url', '/api/photos/' || ph.file_name, 'description', ph.description, 'width', ph.width, 'height', ph.height, 'primary', ph.is_primary)
                     FROM photo ph WHERE ph.service_id = p.id AND ph.is_primary),
  'lastModified', p.updated_at, 'regionId', p.region_id, 'regionName', p.region_name, 'regionSlug', p.region_slug,
  'location', json_build_object('address', p.meeting_point, 'latitude', p.meeting_latitude, 'longitude', p.meeting_longitude, 'arrivalInstructions', p.arrival_instructions),
  'country', p.country, 'nearByLocations', p.distances,
  'offers', coalesce((SELECT json_agg(json_build_object('id', o.id, 'identifier', o.id, 'serviceId', o.service_id, 'name', o.name, 'description', o.description,
       'difficulty', o.difficulty, 'groupNumber', o.group_size, 'priceCents', o.price_cents, 'discountPriceCents', o.discount_price_cents,
       'initPrice', o.price_cents / 100.0, 'calculatedPrice', coalesce(o.discount_price_cents, o.price_cents) / 100.0,
       'priceType', json_build_object('value', o.price_type)) ORDER BY o.sort_order, o.id)
     FROM offer o WHERE o.service_id = p.id AND o.archived_at IS NULL), '[]'),
  'priceFrom', (SELECT min(coalesce(o.discount_price_cents, o.price_cents)) / 100.0 FROM offer o WHERE o.service_id = p.id AND o.archived_at IS NULL),
  'bookable', EXISTS (SELECT 1 FROM offer o WHERE o.service_id = p.id AND o.archived_at IS NULL),
  'brandId', p.brand_id, 'brandName', p.brand_name
) ORDER BY p.title, p.id), '[]') AS content
FROM page p`;

function waitForServer(child, url) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      try {
        if ((await fetch(url)).ok) return resolve();
      } catch {
        /* not up yet */
      }
      if (Date.now() - started > 120_000) return reject(new Error('server did not start in 120 s'));
      setTimeout(poll, 300);
    };
    void poll();
  });
}

/** Copies the demo's approved services (with offers, cover photos, tags, amenities, languages) until there are at least `count`. */
async function enoughServices(pool, count) {
  const columns = async (table) =>
    (
      await pool.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`,
        [table],
      )
    ).rows.map((row) => `"${row.column_name}"`);
  const serviceColumns = await columns('service');
  for (
    let round = 1;
    (await pool.query(`SELECT count(*)::int AS n FROM service WHERE status = 'APPROVED'`)).rows[0].n < count;
    round += 1
  ) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const copies = await client.query(
        `WITH source AS (SELECT * FROM service WHERE status = 'APPROVED' AND title NOT LIKE '% #%'),
              copied AS (INSERT INTO service (${serviceColumns.join(', ')}) SELECT ${serviceColumns.map((c) => (c === '"title"' ? `title || ' #${round}'` : c)).join(', ')} FROM source RETURNING id, title)
         SELECT source.id AS old_id, copied.id AS new_id FROM copied JOIN source ON copied.title = source.title || ' #${round}'`,
      );
      for (const { old_id: oldId, new_id: newId } of copies.rows) {
        for (const table of ['offer', 'service_tag', 'service_amenity', 'service_language']) {
          const cols = (await columns(table)).filter((c) => c !== '"service_id"');
          await client.query(
            `INSERT INTO ${table} (service_id, ${cols.join(', ')}) SELECT $2::int, ${cols.join(', ')} FROM ${table} WHERE service_id = $1`,
            [oldId, newId],
          );
        }
        const photoCols = (await columns('photo')).filter((c) => c !== '"service_id"' && c !== '"file_name"');
        await client.query(
          `INSERT INTO photo (service_id, file_name, ${photoCols.join(', ')}) SELECT $2::int, file_name || '-copy-' || $2::text, ${photoCols.join(', ')} FROM photo WHERE service_id = $1 AND is_primary`,
          [oldId, newId],
        );
      }
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
  await pool.query('ANALYZE');
}

function bareServer(pool) {
  const server = createServer(async (req, res) => {
    const { rows } = await pool.query(BARE_SQL, [SIZE, 0]);
    const { total, content } = rows[0];
    const body = JSON.stringify({ content, totalElements: total, totalPages: Math.ceil(total / SIZE), page: 0, size: SIZE });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function run() {
  await withScratchDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lokalno-bench-'));
    const logFile = path.join(dataDir, 'server.log');
    // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (to see where the time goes).
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
    const server = spawn(process.execPath, [...profile, path.join(root, 'dist/server/src/main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        JWT_SECRET: BENCH_JWT_SECRET,
        DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        MAILDEV_SMTP_PORT: String(PORT + 2),
        MAILDEV_WEB_PORT: String(PORT + 3),
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile);
    server.stdout.pipe(log);
    server.stderr.pipe(log);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    let bare;
    try {
      await waitForServer(server, `http://127.0.0.1:${PORT}/readyz`);
      await enoughServices(pool, SIZE + 4);
      bare = await bareServer(pool);

      const restUrl = `http://127.0.0.1:${PORT}/api/services?size=${SIZE}`;
      const rest = await (await fetch(restUrl)).json();
      const direct = await (await fetch(`http://127.0.0.1:${BARE_PORT}/`)).json();
      const same =
        rest.content.map((s) => s.serviceId).join() === direct.content.map((s) => s.serviceId).join() &&
        rest.totalElements === direct.totalElements;
      console.log(
        `data: ${rest.totalElements} live services, a page of ${rest.content.length}; bare JSON lists the same services: ${same ? 'yes' : 'NO'}`,
      );
      const body = JSON.stringify({ query: GRAPHQL_QUERY, variables: { page: 0, size: SIZE } });
      const graphqlCheck = await (
        await fetch(`http://127.0.0.1:${PORT}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      ).json();
      if (graphqlCheck.errors) throw new Error(`GraphQL: ${JSON.stringify(graphqlCheck.errors)}`);

      // Warm up each target, then measure them one after the other in the same run.
      const targets = [
        ['bare node:http + one SQL query', { url: `http://127.0.0.1:${BARE_PORT}/` }],
        ['REST GET /api/services?size=20', { url: restUrl }],
        [
          'GraphQL services(size: 20)',
          { url: `http://127.0.0.1:${PORT}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body },
        ],
      ];
      const figures = {};
      for (const [name, options] of targets) {
        await load({ ...options, duration: 2 });
        const result = await load(options);
        figures[name] = result.requests.average;
        const failures = result.non2xx + result.errors;
        console.log(
          `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failures ? `  (${failures} failed)` : ''}`,
        );
      }
      const [bareName, restName, graphqlName] = targets.map(([name]) => name);
      for (const name of [restName, graphqlName]) {
        const ratio = figures[name] / figures[bareName];
        console.log(`ratio ${name.split(' ')[0]} / bare: ${ratio.toFixed(2)}× (aim: at least ${AIM}×)${ratio < AIM ? '  BELOW' : ''}`);
      }
    } finally {
      bare?.close();
      await pool.end();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      log.end();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
