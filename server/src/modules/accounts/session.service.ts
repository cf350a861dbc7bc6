// Login with email and password (throttled in login-throttle.ts, state in PostgreSQL),
// token refresh, logout, the current user, and the OAuth hand-over token exchange.
import type { RequestContext } from '../../context.js';
import { notFound, unauthenticated } from '../../shared/errors.js';
import { inTransaction } from '../../shared/transaction.js';
import { redeemKey } from './account-keys.js';
import { deactivated, invalidOAuthToken, notActivated, wrongCredentials } from './account.errors.js';
import type { LoginInput } from './account.inputs.js';
import { loginPasswordAccepted, rememberAddress, startLoginAttempt } from './login-throttle.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { presentUser } from './present-user.js';
import { normaliseEmail } from './registration.service.js';
import { refreshAccessToken, revokeSession, startSession } from './tokens.js';
import { AuthPayload, User, UserStatus } from './user.entity.js';

export function assertCanSignIn(user: User): void {
  if (user.status === UserStatus.PENDING_ACTIVATION) throw notActivated();
  if (user.status === UserStatus.DEACTIVATED) throw deactivated();
}

export async function issueSession(ctx: RequestContext, user: User): Promise<AuthPayload> {
  return { token: await startSession(ctx, user), user: presentUser(user) };
}

/** The attempt is counted before the password is checked, so parallel guesses cannot outrun the limits. */
export async function login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload> {
  const email = normaliseEmail(input.email);
  const user = await ctx.manager.findOneBy(User, { email });
  const attempt = await startLoginAttempt(ctx, email, user?.id ?? null);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) throw wrongCredentials();
  await loginPasswordAccepted(ctx, attempt);
  assertCanSignIn(user);
  await rememberAddress(ctx, user.id);
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
