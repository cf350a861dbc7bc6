import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
const interWoff = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-ext-400-normal.woff'));

describe('woffToSfnt', () => {
  it('gives the sfnt with every table inflated, 4-byte aligned, listed in the same order', () => {
    const sfnt = woffToSfnt(interWoff);
    const numTables = interWoff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(interWoff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(sfnt.length).toBe(interWoff.readUInt32BE(16)); // WOFF's totalSfntSize
    for (let index = 0; index < numTables; index += 1) {
      const woffEntry = 44 + index * 20;
      const sfntEntry = 12 + index * 16;
      expect(sfnt.readUInt32BE(sfntEntry)).toBe(interWoff.readUInt32BE(woffEntry));
      expect(sfnt.readUInt32BE(sfntEntry + 12)).toBe(interWoff.readUInt32BE(woffEntry + 12));
      expect(sfnt.readUInt32BE(sfntEntry + 8) % 4).toBe(0);
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header has, certainly more than 44'))).toThrow('not a WOFF 1.0 font');
  });
});
