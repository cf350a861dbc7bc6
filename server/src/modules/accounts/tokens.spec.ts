// The signing key: JWT_SECRET, or a generated one outside production only.
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { signingKey } from './tokens.js';

describe('signingKey', () => {
  // Neither case reaches the database: JWT_SECRET is used as it is, production refuses at once.
  const noDatabase = {} as DataSource;

  it('signs with JWT_SECRET when it is set', async () => {
    expect(new TextDecoder().decode(await signingKey(noDatabase, 'k'.repeat(32), 'production'))).toBe('k'.repeat(32));
  });

  it('never generates a key in production', async () => {
    await expect(signingKey(noDatabase, undefined, 'production')).rejects.toThrow('JWT_SECRET is required when NODE_ENV=production');
  });
});
