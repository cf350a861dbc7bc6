// The per-request context shared by GraphQL resolvers and REST routes: who is calling,
// in which language, and the entity manager every service uses (a transaction's when inside one).
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { Locale } from './shared/i18n/index.js';
import type { Role } from './shared/roles.js';
import type { Config } from './config.js';
import type { JobQueue } from './shared/jobs.js';
import type { FileStorage } from './shared/file-storage.js';

export interface AuthUser {
  id: number;
  roles: Role[];
  /** The session the access token belongs to (logout revokes it). */
  sessionId?: string;
}

export interface RequestContext {
  user: AuthUser | null;
  locale: Locale;
  dataSource: DataSource;
  manager: EntityManager;
  log: Logger;
  config: Config;
  jobs: JobQueue;
  storage: FileStorage;
  /** Client address, for rate limits. */
  ip: string;
  /**
   * The sales partner's referral the caller arrived through (the `Lokalno-Referral` header: its
   * signature and window checked once per request), or null. It opens that partner's exclusive
   * services (catalog/service-visibility.ts) and attributes a new booking request.
   */
  referral: { code: string; visitedAt: Date } | null;
  /**
   * The reseller behind an OCTO API key (resellers/octo/octo-auth.ts), or absent: its partner (when it
   * is one) opens the exclusive services that chose that partner (catalog/service-visibility.ts).
   */
  reseller?: { id: number; partnerId: number | null } | null;
}

export function createContext(
  options: Omit<RequestContext, 'manager' | 'user' | 'ip' | 'referral'> & {
    user?: AuthUser | null;
    ip?: string;
    referral?: RequestContext['referral'];
  },
): RequestContext {
  return {
    ...options,
    user: options.user ?? null,
    ip: options.ip ?? 'unknown',
    referral: options.referral ?? null,
    manager: options.dataSource.manager,
  };
}
