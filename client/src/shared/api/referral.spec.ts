import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createReferralKeeper, type ReferralVisit } from './referral';
import { visitThrough } from './referral-visit';

vi.mock('../i18n/language-store', () => ({ getLanguage: () => 'en' }));

/** localStorage's interface over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const NOW = Date.parse('2026-07-01T10:00:00Z');
const DAY = 86_400_000;

function visit(code: string, objectName: string, expiresAt = new Date(NOW + 30 * DAY).toISOString()): ReferralVisit {
  return { referralCode: `${code}.1782900000.mac`, objectName, visitedAt: new Date(NOW).toISOString(), expiresAt };
}

function setup() {
  const storage = memoryStorage();
  let now = NOW;
  const clock = () => now;
  const keeper = createReferralKeeper(() => storage, clock);
  return { storage, keeper, advance: (ms: number) => (now += ms), clock };
}

describe('the referral the browser keeps', () => {
  it('keeps the last referral: a later visit replaces the earlier one, in storage and in the header', async () => {
    const { storage, keeper, clock } = setup();
    await visitThrough('APARTMAN23', keeper, async () => visit('APARTMAN23', 'Apartment Lavanda'));
    await visitThrough('SPHTGRAD24', keeper, async () => visit('SPHTGRAD24', 'Hotel Grad'));

    expect(keeper.current()).toMatchObject({ objectName: 'Hotel Grad', token: 'SPHTGRAD24.1782900000.mac' });
    expect(keeper.headerValue()).toBe('SPHTGRAD24.1782900000.mac');
    // A new page load reads the same from storage.
    expect(createReferralKeeper(() => storage, clock).current()?.objectName).toBe('Hotel Grad');
  });

  it('sends the bare code while the visit is recorded, then the signed referral', async () => {
    const { keeper } = setup();
    let answer: (value: ReferralVisit) => void = () => undefined;
    const recording = visitThrough(' APARTMAN23 ', keeper, () => new Promise((resolve) => (answer = resolve)));
    expect(keeper.headerValue()).toBe('APARTMAN23');
    answer(visit('APARTMAN23', 'Apartment Lavanda'));
    await recording;
    expect(keeper.headerValue()).toBe('APARTMAN23.1782900000.mac');
  });

  it('drops the referral once expiresAt has passed, and forgets it in storage', async () => {
    const { storage, keeper, advance, clock } = setup();
    await visitThrough('APARTMAN23', keeper, async () => visit('APARTMAN23', 'Apartment Lavanda', new Date(NOW + DAY).toISOString()));
    advance(DAY - 1000);
    expect(keeper.current()?.objectName).toBe('Apartment Lavanda');
    advance(2000);
    expect(keeper.current()).toBeNull();
    expect(keeper.headerValue()).toBeNull();
    createReferralKeeper(() => storage, clock);
    expect(storage.getItem('referral')).toBeNull();
  });

  it('keeps nothing for a refused code, and the referral kept before stays', async () => {
    const { storage, keeper } = setup();
    const refused = () => Promise.reject(new ApiError(404, { code: 'NOT_FOUND', message: 'Not found' }));
    expect(await visitThrough('NOSUCHCODE', keeper, refused)).toBeNull();
    expect(keeper.current()).toBeNull();
    expect(keeper.headerValue()).toBeNull();
    expect(storage.getItem('referral')).toBeNull();

    await visitThrough('APARTMAN23', keeper, async () => visit('APARTMAN23', 'Apartment Lavanda'));
    expect(await visitThrough('ARCHIVED99', keeper, refused)).toBeNull();
    expect(keeper.current()?.objectName).toBe('Apartment Lavanda');
    expect(keeper.headerValue()).toBe('APARTMAN23.1782900000.mac');
  });

  it('ignores a code too long for the server and a stored value that is not a referral', async () => {
    const { storage, keeper, clock } = setup();
    const post = vi.fn(async () => visit('X', 'X'));
    expect(await visitThrough('A'.repeat(101), keeper, post)).toBeNull();
    expect(post).not.toHaveBeenCalled();
    storage.setItem('referral', '{"token":42}');
    expect(createReferralKeeper(() => storage, clock).current()).toBeNull();
    expect(storage.getItem('referral')).toBeNull();
  });
});
