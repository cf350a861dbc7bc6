import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { loadConfig } from '../../config.js';
import { createContext, type RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { diskStorageFor } from '../../shared/file-storage.js';
import { translate } from '../../shared/i18n/index.js';
import { JobQueue } from '../../shared/jobs.js';
import { normaliseDiscountCode, validDiscountCode } from './discount-code.service.js';

let db: TestDatabase;
let ctx: RequestContext;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test' });
  ctx = createContext({
    dataSource: db.dataSource,
    config,
    jobs: new JobQueue(db.url, pino({ level: 'silent' })),
    storage: diskStorageFor(config.DATA_DIR),
    locale: 'en',
    log: pino({ level: 'silent' }),
  });
});

async function refusal(code: string): Promise<DomainError> {
  try {
    await validDiscountCode(ctx, code);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error(`${code} was accepted`);
}

describe('discount codes', () => {
  it('seeds the Christmas promotion (15%, 2021 in Zagreb) and the demo code', async () => {
    const rows = await db.dataSource.query('SELECT code, percent, valid_from, valid_until FROM discount_code ORDER BY code');
    expect(
      rows.map((row: { code: string; percent: number; valid_from: Date; valid_until: Date }) => [
        row.code,
        row.percent,
        row.valid_from.toISOString(),
        row.valid_until.toISOString(),
      ]),
    ).toEqual([
      ['BOZIC2021', 15, '2020-12-31T23:00:00.000Z', '2021-12-31T23:00:00.000Z'],
      ['LOKALNO10', 10, '2025-12-31T23:00:00.000Z', '2027-12-31T23:00:00.000Z'],
    ]);
  });

  it('accepts a valid code in any case and with spaces around it', async () => {
    expect(normaliseDiscountCode('  lokalno10 ')).toBe('LOKALNO10');
    expect(normaliseDiscountCode('   ')).toBeNull();
    const code = await validDiscountCode(ctx, ' lokalno10 ');
    expect(code).toMatchObject({ code: 'LOKALNO10', percent: 10 });
  });

  it('refuses the expired Christmas code with the day it expired, in English and Croatian', async () => {
    const error = await refusal('BOZIC2021');
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error.fields ?? {})).toEqual(['discountCode']);
    expect(translate(error.userMessage, 'en')).toBe('This discount code expired on December 31, 2021.');
    expect(translate(error.userMessage, 'hr')).toBe('Ovaj kod za popust istekao je 31. prosinca 2021.');
  });

  it('refuses an unknown code, in English and Croatian', async () => {
    for (const code of ['NOPE', 'x'.repeat(100), 'BAD\u0000']) {
      const error = await refusal(code);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(translate(error.fields!.discountCode, 'en')).toBe('This discount code does not exist.');
      expect(translate(error.fields!.discountCode, 'hr')).toBe('Ovaj kod za popust ne postoji.');
    }
  });

  it('judges the period by the database clock', async () => {
    await db.dataSource.query(
      "INSERT INTO discount_code (code, percent, valid_from, valid_until) VALUES ('SOON', 5, clock_timestamp() + interval '1 day', clock_timestamp() + interval '2 days'), ('JUSTGONE', 5, clock_timestamp() - interval '2 days', clock_timestamp() - interval '1 second')",
    );
    expect((await refusal('SOON')).userMessage.id).toBe('discountCode.notYetValid');
    expect((await refusal('JUSTGONE')).userMessage.id).toBe('discountCode.expired');
  });

  it('the table refuses a lower-case code and a percent outside 1..100', async () => {
    await expect(
      db.dataSource.query(
        "INSERT INTO discount_code (code, percent, valid_from, valid_until) VALUES ('lower', 5, now(), now() + interval '1 day')",
      ),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.dataSource.query(
        "INSERT INTO discount_code (code, percent, valid_from, valid_until) VALUES ('ZERO', 0, now(), now() + interval '1 day')",
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
