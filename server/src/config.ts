// Every environment variable the server reads, validated once and typed.
// The README's configuration table lists the same variables; a test keeps them in step.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const configVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
  DATA_DIR: z.string().default('.data'),
  S3_ENDPOINT: z.url().default('https://s3.amazonaws.com'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  IMAGE_CACHE_MAX_MB: z.coerce.number().positive().default(512),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRAPHQL_INTROSPECTION: booleanFlag.default(true),
  GRAPHQL_PLAYGROUND: booleanFlag.default(true),
  GRAPHQL_FIELD_SUGGESTIONS: booleanFlag.optional(),
  DEMO_DATA: booleanFlag.default(true),
  PUBLIC_BROWSING: booleanFlag.default(true),
  /** Public pages come rendered in the HTML (page-renderer.ts); off, the client renders every page. */
  SERVER_RENDERING: booleanFlag.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
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
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  BOOKING_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /** Open live streams (the pending counter over SSE, REST and GraphQL alike) one server process serves. */
  LIVE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Open live streams per user on one server process; one more is refused with 429. */
  LIVE_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Crash test only: the process kills itself (SIGKILL) right after a sent booking request's card
   * authorisation is written and before that transaction commits (booking-payment.service.ts).
   */
  BOOKING_CRASH_AFTER_AUTHORISATION: booleanFlag.default(false),
};

const configSchema = z.object(configVariables);

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

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
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
