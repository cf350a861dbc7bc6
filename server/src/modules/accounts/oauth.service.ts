// Sign-in with Google (OpenID Connect discovery) and Facebook (OAuth 2 endpoints from config),
// authorisation-code flow with PKCE. The flow state travels in a signed, short-lived value the
// edge keeps in a cookie; success ends in a single-use key the client trades for a session.
import * as client from 'openid-client';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../shared/errors.js';
import { issueKey } from './account-keys.js';
import { oauthUnknownEmail } from './account.errors.js';
import { normaliseEmail } from './registration.service.js';
import { assertCanSignIn } from './session.service.js';
import { signingKey } from './tokens.js';
import { User } from './user.entity.js';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };
const HANDOVER_TTL_SECONDS = 120;
const FLOW_TTL_SECONDS = 600;

const notConfigured = (provider: OAuthProvider) =>
  new DomainError('NOT_FOUND', { id: 'account.oauthNotConfigured', values: { provider: PROVIDER_NAMES[provider] } });
export const oauthFailed = (provider: OAuthProvider) =>
  new DomainError('UNAUTHENTICATED', { id: 'account.oauthFailed', values: { provider: PROVIDER_NAMES[provider] } });

const configurations = new Map<string, Promise<client.Configuration>>();

function insecure(url: string): boolean {
  return url.startsWith('http://');
}

async function providerConfiguration(config: Config, provider: OAuthProvider): Promise<client.Configuration> {
  if (provider === 'google') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) throw notConfigured(provider);
    const cacheKey = `google:${config.GOOGLE_ISSUER_URL}:${config.GOOGLE_CLIENT_ID}`;
    let configuration = configurations.get(cacheKey);
    if (!configuration) {
      configuration = client.discovery(new URL(config.GOOGLE_ISSUER_URL), config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, undefined, {
        execute: insecure(config.GOOGLE_ISSUER_URL) ? [client.allowInsecureRequests] : [],
      });
      configuration.catch(() => configurations.delete(cacheKey));
      configurations.set(cacheKey, configuration);
    }
    return configuration;
  }
  if (!config.FACEBOOK_CLIENT_ID || !config.FACEBOOK_CLIENT_SECRET) throw notConfigured(provider);
  const configuration = new client.Configuration(
    {
      issuer: new URL(config.FACEBOOK_AUTHORIZATION_URL).origin,
      authorization_endpoint: config.FACEBOOK_AUTHORIZATION_URL,
      token_endpoint: config.FACEBOOK_TOKEN_URL,
      userinfo_endpoint: config.FACEBOOK_USERINFO_URL,
    },
    config.FACEBOOK_CLIENT_ID,
    undefined,
    client.ClientSecretPost(config.FACEBOOK_CLIENT_SECRET),
  );
  if (insecure(config.FACEBOOK_TOKEN_URL)) client.allowInsecureRequests(configuration);
  return configuration;
}

export function callbackUrl(config: Config, provider: OAuthProvider): string {
  return `${config.publicUrl}/api/oauth2/callback/${provider}`;
}

interface FlowState {
  provider: OAuthProvider;
  state: string;
  verifier: string;
  nonce?: string;
}

/** Where to send the browser, and the signed flow state to keep until the callback. */
export async function startOAuth(ctx: RequestContext, provider: OAuthProvider): Promise<{ url: string; flowState: string }> {
  const configuration = await providerConfiguration(ctx.config, provider).catch((error: unknown) => {
    if (error instanceof DomainError) throw error;
    ctx.log.warn({ err: error, provider }, 'OAuth discovery failed');
    throw oauthFailed(provider);
  });
  const flow: FlowState = { provider, state: client.randomState(), verifier: client.randomPKCECodeVerifier() };
  if (provider === 'google') flow.nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(ctx.config, provider),
    scope: provider === 'google' ? 'openid email profile' : ctx.config.FACEBOOK_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    ...(flow.nonce ? { nonce: flow.nonce } : {}),
  });
  const flowState = await new SignJWT({ ...flow })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .setAudience('oauth-flow')
    .sign(await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV));
  return { url: url.toString(), flowState };
}

async function readFlowState(ctx: RequestContext, provider: OAuthProvider, flowState: string | undefined): Promise<FlowState> {
  if (!flowState) throw oauthFailed(provider);
  try {
    const { payload } = await jwtVerify(flowState, await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV), {
      audience: 'oauth-flow',
      algorithms: ['HS256'],
    });
    const flow = payload as unknown as FlowState;
    if (flow.provider !== provider) throw oauthFailed(provider);
    return flow;
  } catch {
    throw oauthFailed(provider);
  }
}

async function emailFromProvider(
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<string | null> {
  const claims = tokens.claims();
  if (claims?.email && claims.email_verified !== false) return String(claims.email);
  const info = await client.fetchUserInfo(configuration, tokens.access_token, claims?.sub ?? client.skipSubjectCheck);
  if (!info.email || info.email_verified === false) return null;
  return String(info.email);
}

/** Completes the flow at the callback; returns the single-use key for /oauth?oauth2-token=. */
export async function finishOAuth(
  ctx: RequestContext,
  provider: OAuthProvider,
  currentUrl: URL,
  flowState: string | undefined,
): Promise<string> {
  const flow = await readFlowState(ctx, provider, flowState);
  const configuration = await providerConfiguration(ctx.config, provider);
  let email: string | null;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      ...(flow.nonce ? { expectedNonce: flow.nonce } : {}),
      idTokenExpected: provider === 'google',
    });
    email = await emailFromProvider(configuration, tokens);
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'OAuth callback failed');
    throw oauthFailed(provider);
  }
  if (!email) throw oauthFailed(provider);
  const user = await ctx.manager.findOneBy(User, { email: normaliseEmail(email) });
  if (!user) throw oauthUnknownEmail();
  assertCanSignIn(user);
  return issueKey(ctx, user.id, 'OAUTH_LOGIN', HANDOVER_TTL_SECONDS);
}
