// Reseller API keys: `lk_` + 32 random bytes (base64url), shown once when made, stored as the SHA-256
// hex of the whole key (reseller_key.key_hash). A key is looked up by its hash, so no comparison of
// secrets happens in JavaScript. The SHA-256 hex is also the secret that signs the reseller's
// webhooks (octo/octo-webhooks.ts): the reseller computes it from its key to check a signature.
import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'lk_';
/** The longest key accepted before hashing (a bound on what an anonymous caller can make us hash). */
export const MAX_KEY_LENGTH = 200;

export function newResellerKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashResellerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What lists show of a key: its first characters, never enough to use it. */
export function keyPrefixOf(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 6);
}

/** The key in an `Authorization: Bearer <key>` header, or null when there is none or it cannot be a key. */
export function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  const key = match[1]!;
  if (key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) return null;
  return key;
}
