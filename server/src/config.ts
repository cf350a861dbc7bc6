// Every environment variable the server reads, validated once and typed.
// The README's configuration table lists the same variables; a test keeps them in step.
import { isIP } from 'node:net';
import { z } from 'zod';
import { CRASH_POINTS, isCrashPoint, type CrashPoint } from './shared/crash-points.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Express's `trust proxy`: `false` (the socket's address, whatever the headers say), a hop count (the
 * n-th address from the right of X-Forwarded-For), or the proxies trusted to set it: the names
 * loopback, linklocal and uniquelocal, addresses and CIDR subnets.
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // As proxy-addr (Express's parser) accepts them: 1 to 32 (IPv4) or 128 (IPv6) bits.
  return /^\d+$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .default('loopback')
  .transform((value, ctx): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    // `true` would take the left-most X-Forwarded-For entry, which any client writes itself.
    if (trimmed === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'true would let every client choose its own address: give the number of proxies in front (e.g. 1) or their addresses',
      });
      return z.NEVER;
    }
    const entries = trimmed.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count, or comma-separated loopback, linklocal, uniquelocal, addresses and CIDR subnets; not ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
    });
    return z.NEVER;
  });

export const configVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections in the server's PostgreSQL pool (one per request in flight that touches the database). */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(20),
  /** How long a request waits for a pool connection before it is answered 503 with Retry-After. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL statement_timeout of every pool connection. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** PostgreSQL lock_timeout: a statement waiting longer for a row or advisory lock fails (409 / 503). */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** PostgreSQL idle_in_transaction_session_timeout: a transaction left idle this long is ended by the server. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** How long one call to the payment gateway (Stripe) may take before it counts as failed. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
  DATA_DIR: z.string().default('.data'),
  S3_ENDPOINT: z.url().default('https://s3.amazonaws.com'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  IMAGE_CACHE_MAX_MB: z.coerce.number().positive().default(512),
  /** Which proxies' X-Forwarded-For gives the client's address (rate limits, known sign-in addresses): app.set('trust proxy'). */
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Bearer token the operator's scraper sends to GET /metrics (metrics.ts). Unset: /metrics is open
   * outside production and, in production, answers only direct connections from the machine itself.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  GRAPHQL_INTROSPECTION: booleanFlag.default(true),
  /** GraphiQL at /graphiql; unset: on outside production, off in production. */
  GRAPHQL_PLAYGROUND: booleanFlag.optional(),
  GRAPHQL_FIELD_SUGGESTIONS: booleanFlag.optional(),
  /** Demo accounts and services in an empty database; unset: on outside production, off in production. */
  DEMO_DATA: booleanFlag.optional(),
  PUBLIC_BROWSING: booleanFlag.default(true),
  /** Public pages come rendered in the HTML (page-renderer.ts); off, the client renders every page. */
  SERVER_RENDERING: booleanFlag.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /**
   * The Ed25519 private key (a JWK: {"kty":"OKP","crv":"Ed25519","d":…,"x":…}) that signs the vouchers'
   * check-in tokens; unset: a key pair is generated once and kept in the database (app_setting).
   */
  CHECK_IN_PRIVATE_KEY: z
    .string()
    .refine((value) => {
      try {
        const jwk = JSON.parse(value) as Record<string, unknown>;
        return jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && typeof jwk.d === 'string' && typeof jwk.x === 'string';
      } catch {
        return false;
      }
    }, 'must be an Ed25519 private key as a JWK ({"kty":"OKP","crv":"Ed25519","d":…,"x":…})')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Lokalno <no-reply@lokalno.local>'),
  /** Where new inquiries are emailed; unset: to every active staff (ROLE_ADMIN) account. */
  STAFF_EMAIL: z.email().optional(),
  MAILDEV_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  MAILDEV_WEB_PORT: z.coerce.number().int().min(1).max(65535).default(1080),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe mode only: given to the browser's Payment Element (pk_…); not a secret. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  /** Twilio account for SMS (booking confirmations, reminders); unset: the local SMS catcher (/dev/sms). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The sender: a Twilio number in E.164 or an alphanumeric sender id (e.g. Lokalno). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, 'must be an E.164 number (+385…) or an alphanumeric sender of at most 11 characters')
    .optional(),
  /** A Messaging Service (MG…) instead of TWILIO_FROM. */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Twilio Messaging Service SID (MG followed by 32 hex digits)')
    .optional(),
  /** Another Twilio-compatible API origin (tests use a local one). */
  TWILIO_API_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email'),
  FACEBOOK_SCOPE: z.string().default('email public_profile'),
  SUMMARY_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  /** Lets resellers' OCTO webhooks reach private and loopback addresses (tests with a local receiver); never in production. */
  OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** How long a waitlist offer holds the freed places for the guest it is made to. */
  WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  BOOKING_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /** How long a sales partner's referral (a visit through their object's link) attributes a booking request. */
  REFERRAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The sales partner's share of the platform's commission on a booking they referred, 0–1 (0.5: half of the 15%). */
  PARTNER_COMMISSION_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** Open live streams (the pending counter over SSE, REST and GraphQL alike) one server process serves. */
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Open live streams per user on one server process; one more is refused with 429. */
  LIVE_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Fault tests only (NODE_ENV=test): named points, comma-separated, where the process kills itself
   * with SIGKILL (shared/crash-points.ts), e.g. `send.authorised,capture.charged`.
   */
  CRASH_AT: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((point) => point.trim())
        .filter(Boolean),
    )
    .refine((points) => points.every(isCrashPoint), { message: `must name crash points among: ${CRASH_POINTS.join(', ')}` })
    .transform((points) => points as CrashPoint[]),
  /**
   * On SIGTERM or SIGINT the process stops within this many seconds (main.ts, shutdown.ts): requests
   * in flight finish, live streams close with a retry hint, the running job finishes, then the pool.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
};

const configSchema = z.object(configVariables);

type ParsedConfig = z.infer<typeof configSchema>;

/** The defaults that differ in production are resolved: the flags are never undefined here. */
export type Config = Omit<ParsedConfig, 'DEMO_DATA' | 'GRAPHQL_PLAYGROUND'> & {
  DEMO_DATA: boolean;
  GRAPHQL_PLAYGROUND: boolean;
  publicUrl: string;
};

/**
 * What production cannot do without. Elsewhere the server makes do: a signing key generated into the
 * database, an embedded PostgreSQL. In production those would hide a missing setting.
 */
const REQUIRED_IN_PRODUCTION: Partial<Record<keyof ParsedConfig, string>> = {
  JWT_SECRET: 'required when NODE_ENV=production (the generated key is for development and tests only)',
  DATABASE_URL: 'required when NODE_ENV=production (the embedded PostgreSQL is for development and tests only)',
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configVariables)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  if (config.CRASH_AT.length > 0 && config.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  CRASH_AT: only with NODE_ENV=test (the fault suite)');
  // Reseller webhooks are addresses strangers type: private and loopback hosts stay closed in production.
  if (config.OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS && production)
    throw new ConfigError('Invalid configuration:\n  OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS: never with NODE_ENV=production');
  if (config.TWILIO_ACCOUNT_SID && (!config.TWILIO_AUTH_TOKEN || !(config.TWILIO_FROM || config.TWILIO_MESSAGING_SERVICE_SID)))
    throw new ConfigError(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID: needs TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
  if (production) {
    const missing = Object.entries(REQUIRED_IN_PRODUCTION).filter(([key]) => config[key as keyof ParsedConfig] === undefined);
    if (missing.length > 0)
      throw new ConfigError(`Invalid configuration:\n${missing.map(([key, message]) => `  ${key}: ${message}`).join('\n')}`);
  }
  return {
    ...config,
    DEMO_DATA: config.DEMO_DATA ?? !production,
    GRAPHQL_PLAYGROUND: config.GRAPHQL_PLAYGROUND ?? !production,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}
