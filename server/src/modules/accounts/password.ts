// Password rule of the spec and argon2id hashing (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import argon2 from 'argon2';

/** At least 8 characters with lowercase and uppercase letters and digits. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
}

/** How many argon2 verifications this process has run; tests count them to prove the rate limits. */
export const passwordChecks = { count: 0 };

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  passwordChecks.count += 1;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the email is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('Decoy-password-1');
  return decoyHash;
}
