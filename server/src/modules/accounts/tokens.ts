// Access tokens: short-lived JWTs (jose, HS256) that name a server-side session. A token is
// accepted only while its session is neither revoked nor expired, on every server instance.
import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config.js';
import type { RequestContext, AuthUser } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { Session } from './session.entity.js';
import { User, UserStatus } from './user.entity.js';

const SESSION_DAYS = 30;
const ISSUER = 'lokalno';

const keyCache = new WeakMap<DataSource, Promise<Uint8Array>>();

/**
 * JWT_SECRET, or outside production a key generated once and shared through the database by every
 * instance. Production never signs with a generated key (loadConfig already refuses to start without one).
 */
export function signingKey(dataSource: DataSource, configured?: string, environment?: Config['NODE_ENV']): Promise<Uint8Array> {
  if (configured) return Promise.resolve(new TextEncoder().encode(configured));
  if (environment === 'production')
    return Promise.reject(new Error('JWT_SECRET is required when NODE_ENV=production: no signing key is generated there'));
  let key = keyCache.get(dataSource);
  if (!key) {
    // Read once per process on a connection of its own, not the pool's: the first caller may be
    // inside a request's transaction, which must never wait for a second pool connection.
    key = (async () => {
      const client = new pg.Client({
        connectionString: (dataSource.options as { url?: string }).url,
        connectionTimeoutMillis: 5_000,
        statement_timeout: 5_000,
      });
      await client.connect();
      try {
        await client.query('INSERT INTO app_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
          'jwt_secret',
          randomBytes(48).toString('base64url'),
        ]);
        const { rows } = await client.query<{ value: string }>('SELECT value FROM app_setting WHERE key = $1', ['jwt_secret']);
        return new TextEncoder().encode(rows[0]!.value);
      } finally {
        await client.end();
      }
    })();
    key.catch(() => keyCache.delete(dataSource));
    keyCache.set(dataSource, key);
  }
  return key;
}

async function signAccessToken(ctx: RequestContext, user: User, sessionId: string): Promise<string> {
  return new SignJWT({ roles: user.roles, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ctx.config.ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV));
}

export async function startSession(ctx: RequestContext, user: User): Promise<string> {
  const session = await ctx.manager.save(Session, {
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    revokedAt: null,
  });
  return signAccessToken(ctx, user, session.id);
}

interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** Verifies signature and issuer; `allowExpired` lets a refresh accept a token whose minutes ran out. */
async function readToken(
  ctx: Pick<RequestContext, 'dataSource' | 'config'>,
  token: string,
  allowExpired: boolean,
): Promise<TokenClaims | null> {
  const key = await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV);
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: allowExpired ? new Date(0) : undefined,
    });
    if (typeof payload.sid !== 'string' || !payload.sub) return null;
    return { userId: Number(payload.sub), sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

async function liveSessionUser(manager: EntityManager, claims: TokenClaims): Promise<User | null> {
  const user = await manager
    .createQueryBuilder(User, 'user')
    .innerJoin(Session, 'session', 'session.user_id = user.id')
    .where('user.id = :userId AND session.id = :sessionId', claims)
    .andWhere('session.revoked_at IS NULL AND session.expires_at > now()')
    .andWhere('user.status = :active', { active: UserStatus.ACTIVE })
    .getOne();
  return user;
}

/** The user behind a bearer token, or null for a missing, invalid, expired or revoked one. */
export async function authenticateToken(
  ctx: Pick<RequestContext, 'dataSource' | 'config'>,
  token: string | undefined,
): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await readToken(ctx, token, false);
  if (!claims) return null;
  const user = await liveSessionUser(ctx.dataSource.manager, claims);
  return user ? { id: user.id, roles: user.roles, sessionId: claims.sessionId } : null;
}

/** A new access token for the same live session; the old token may have expired but must be genuine. */
export async function refreshAccessToken(ctx: RequestContext, token: string | undefined): Promise<{ token: string; user: User }> {
  const claims = token ? await readToken(ctx, token, true) : null;
  const user = claims ? await liveSessionUser(ctx.manager, claims) : null;
  if (!claims || !user) throw new DomainError('UNAUTHENTICATED', { id: 'account.sessionExpired' });
  return { token: await signAccessToken(ctx, user, claims.sessionId), user };
}

export async function revokeSession(ctx: RequestContext, sessionId: string): Promise<void> {
  await ctx.manager.update(Session, { id: sessionId }, { revokedAt: () => 'now()' });
}

export async function revokeAllSessions(ctx: RequestContext, userId: number, exceptSessionId?: string): Promise<void> {
  const query = ctx.manager
    .createQueryBuilder()
    .update(Session)
    .set({ revokedAt: () => 'now()' })
    .where('user_id = :userId AND revoked_at IS NULL', { userId });
  if (exceptSessionId) query.andWhere('id <> :exceptSessionId', { exceptSessionId });
  await query.execute();
}
