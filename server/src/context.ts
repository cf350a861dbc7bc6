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
}

export function createContext(
  options: Omit<RequestContext, 'manager' | 'user' | 'ip'> & { user?: AuthUser | null; ip?: string },
): RequestContext {
  return { ...options, user: options.user ?? null, ip: options.ip ?? 'unknown', manager: options.dataSource.manager };
}
