// The platform's Ed25519 key pair that signs check-in tokens: CHECK_IN_PRIVATE_KEY, or else a pair
// generated once into app_setting so every instance signs with the same key. Each key is named by a
// `kid` (the start of its RFC 7638 thumbprint), so a configured key can replace the generated one
// while the vouchers signed before still verify: both public keys are published.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';

export const CHECK_IN_ALGORITHM = 'EdDSA';
const SETTING = 'check_in_private_key';

/** A public key as published in the JWKS. */
export interface CheckInPublicJwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: string;
  use: string;
}

export interface CheckInKeys {
  /** The key new tokens are signed with. */
  signing: { kid: string; key: CryptoKey };
  /** Every key a token may be signed with: the signing one first. */
  published: CheckInPublicJwk[];
}

async function publicOf(privateJwk: JWK): Promise<CheckInPublicJwk> {
  const { kty, crv, x } = privateJwk;
  if (kty !== 'OKP' || crv !== 'Ed25519' || !x) throw new Error('check-in key: not an Ed25519 key');
  const thumbprint = await calculateJwkThumbprint({ kty, crv, x }, 'sha256');
  return { kty, crv, x, kid: thumbprint.slice(0, 16), alg: CHECK_IN_ALGORITHM, use: 'sig' };
}

/** The generated key in app_setting (made now when `create`), on a connection of its own. */
async function storedKey(dataSource: DataSource, create: boolean): Promise<JWK | null> {
  // Not the pool's: the first caller may be inside a request's transaction, which must never wait
  // for a second pool connection (as accounts/tokens.ts reads its generated key).
  const client = new pg.Client({
    connectionString: (dataSource.options as { url?: string }).url,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 5_000,
  });
  await client.connect();
  try {
    if (create) {
      const { privateKey } = await generateKeyPair(CHECK_IN_ALGORITHM, { crv: 'Ed25519', extractable: true });
      const jwk = await exportJWK(privateKey);
      await client.query('INSERT INTO app_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
        SETTING,
        JSON.stringify(jwk),
      ]);
    }
    const { rows } = await client.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', [SETTING]);
    return rows[0] ? (JSON.parse(rows[0].value) as JWK) : null;
  } finally {
    await client.end();
  }
}

async function loadKeys(dataSource: DataSource, configured: string | undefined): Promise<CheckInKeys> {
  const generated = await storedKey(dataSource, !configured);
  const signingJwk = configured ? (JSON.parse(configured) as JWK) : generated!;
  const signingPublic = await publicOf(signingJwk);
  const published = [signingPublic];
  if (configured && generated) {
    const previous = await publicOf(generated);
    if (previous.kid !== signingPublic.kid) published.push(previous);
  }
  const key = (await importJWK({ ...signingJwk, alg: CHECK_IN_ALGORITHM }, CHECK_IN_ALGORITHM)) as CryptoKey;
  return { signing: { kid: signingPublic.kid, key }, published };
}

const cache = new WeakMap<DataSource, Promise<CheckInKeys>>();

/** The check-in keys, read (or generated) once per process and data source. */
export function checkInKeys(dataSource: DataSource, config: Pick<Config, 'CHECK_IN_PRIVATE_KEY'>): Promise<CheckInKeys> {
  let keys = cache.get(dataSource);
  if (!keys) {
    keys = loadKeys(dataSource, config.CHECK_IN_PRIVATE_KEY);
    keys.catch(() => cache.delete(dataSource));
    cache.set(dataSource, keys);
  }
  return keys;
}
