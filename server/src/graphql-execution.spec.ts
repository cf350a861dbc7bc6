import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './graphql-execution.js';

describe('the bounded map of compiled and seen queries', () => {
  it('keeps at most its limit, dropping the least recently used', () => {
    const kept = new RecentlyUsed<number>(3);
    for (const [index, key] of ['a', 'b', 'c'].entries()) kept.set(key, index);
    expect(kept.get('a')).toBe(0); // a is now the most recent, b the least
    kept.set('d', 3);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([0, 2, 3]);
    for (let i = 0; i < 1000; i += 1) kept.set(`k${i}`, i);
    expect([kept.get('k997'), kept.get('k998'), kept.get('k999')]).toEqual([997, 998, 999]);
    expect([kept.get('a'), kept.get('k996')]).toEqual([undefined, undefined]);
  });

  it('replaces the value of a key set again without growing', () => {
    const kept = new RecentlyUsed<string>(2);
    kept.set('a', 'first');
    kept.set('b', 'b');
    kept.set('a', 'second');
    kept.set('c', 'c');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['second', undefined, 'c']);
  });
});
