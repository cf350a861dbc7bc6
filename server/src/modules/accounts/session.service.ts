// Login with email and password (rate-limited per account and per address, state in PostgreSQL),
// token refresh, logout, the current user, and the OAuth hand-over token exchange.
import type { RequestContext } from '../../context.js';
import { notFound, unauthenticated } from '../../shared/errors.js';
import { clearHits, hitsInWindow, recordHit, type Limit } from '../../shared/rate-limit.js';
import { inTransaction } from '../../shared/transaction.js';
import { redeemKey } from './account-keys.js';
import { deactivated, invalidOAuthToken, notActivated, tooManyAttempts, wrongCredentials } from './account.errors.js';
import type { LoginInput } from './account.inputs.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { presentUser } from './present-user.js';
import { normaliseEmail } from './registration.service.js';
import { refreshAccessToken, revokeSession, startSession } from './tokens.js';
import { AuthPayload, User, UserStatus } from './user.entity.js';

/** Failed logins allowed per account and per client address in a 15-minute window. */
export const LOGIN_LIMITS = {
  account: { max: 5, windowSeconds: 900 } satisfies Limit,
  address: { max: 30, windowSeconds: 900 } satisfies Limit,
};

export function assertCanSignIn(user: User): void {
  if (user.status === UserStatus.PENDING_ACTIVATION) throw notActivated();
  if (user.status === UserStatus.DEACTIVATED) throw deactivated();
}

export async function issueSession(ctx: RequestContext, user: User): Promise<AuthPayload> {
  return { token: await startSession(ctx, user), user: presentUser(user) };
}

export async function login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload> {
  const email = normaliseEmail(input.email);
  const accountKey = `login:account:${email}`;
  const addressKey = `login:address:${ctx.ip}`;
  if (
    (await hitsInWindow(ctx.manager, accountKey, LOGIN_LIMITS.account)) >= LOGIN_LIMITS.account.max ||
    (await hitsInWindow(ctx.manager, addressKey, LOGIN_LIMITS.address)) >= LOGIN_LIMITS.address.max
  ) {
    throw tooManyAttempts();
  }

  const user = await ctx.manager.findOneBy(User, { email });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    // Outside the request's transaction: the refusal below rolls it back, the counted hit must stay.
    await recordHit(ctx.dataSource.manager, accountKey, LOGIN_LIMITS.account);
    await recordHit(ctx.dataSource.manager, addressKey, LOGIN_LIMITS.address);
    throw wrongCredentials();
  }
  assertCanSignIn(user);
  await clearHits(ctx.manager, accountKey);
  return issueSession(ctx, user);
}

export async function refresh(ctx: RequestContext, token: string | undefined): Promise<AuthPayload> {
  const refreshed = await refreshAccessToken(ctx, token);
  return { token: refreshed.token, user: presentUser(refreshed.user) };
}

export async function logout(ctx: RequestContext): Promise<void> {
  if (!ctx.user?.sessionId) throw unauthenticated();
  await revokeSession(ctx, ctx.user.sessionId);
}

export async function currentUser(ctx: RequestContext): Promise<User> {
  if (!ctx.user) throw unauthenticated();
  const user = await ctx.manager.findOneBy(User, { id: ctx.user.id });
  if (!user) throw notFound();
  return presentUser(user);
}

/** Trades the single-use key from the OAuth redirect for a session. */
export async function exchangeOAuthToken(ctx: RequestContext, key: string | undefined): Promise<AuthPayload> {
  return inTransaction(ctx, async (tx) => {
    const userId = key ? await redeemKey(tx, key, 'OAUTH_LOGIN') : null;
    if (!userId) throw invalidOAuthToken();
    const user = await tx.manager.findOneByOrFail(User, { id: userId });
    assertCanSignIn(user);
    return issueSession(tx, user);
  });
}
