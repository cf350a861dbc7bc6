import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskLruCache } from './disk-lru-cache.js';

const bytes = (size: number) => Buffer.alloc(size, 1);

describe('DiskLruCache', () => {
  it('removes the least recently used files when the cap is passed; a read makes a file recent', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lru-'));
    const cache = new DiskLruCache(dir, 300);
    await cache.save('a.webp', bytes(100));
    await cache.save('b.webp', bytes(100));
    await cache.save('c.webp', bytes(100));
    expect(await cache.read('a.webp')).not.toBeNull();
    await cache.save('d.webp', bytes(100));
    expect(readdirSync(dir).sort()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(cache.totalBytes).toBe(300);
    expect(await cache.read('b.webp')).toBeNull();
  });

  it('does not store a file larger than the cap', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lru-'));
    const cache = new DiskLruCache(dir, 50);
    await cache.save('big.webp', bytes(51));
    expect(existsSync(path.join(dir, 'big.webp'))).toBe(false);
  });

  it('counts the files already there at start and trims them to the cap, oldest first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lru-'));
    writeFileSync(path.join(dir, 'old.webp'), bytes(200));
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(path.join(dir, 'new.webp'), bytes(200));
    const cache = new DiskLruCache(dir, 300);
    expect(await cache.read('new.webp')).not.toBeNull();
    expect(readdirSync(dir)).toEqual(['new.webp']);
    expect(cache.totalBytes).toBe(200);
  });
});
