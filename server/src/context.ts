// The per-request context shared by GraphQL resolvers and REST routes: who is calling,
// in which language, and the entity manager every service uses (a transaction's when inside one).
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { Locale } from './shared/i18n/index.js';
import type { Role } from './shared/roles.js';

export interface AuthUser {
  id: number;
  roles: Role[];
}

export interface RequestContext {
  user: AuthUser | null;
  locale: Locale;
  dataSource: DataSource;
  manager: EntityManager;
  log: Logger;
}

export function createContext(options: {
  dataSource: DataSource;
  locale: Locale;
  user?: AuthUser | null;
  log: Logger;
}): RequestContext {
  return {
    user: options.user ?? null,
    locale: options.locale,
    dataSource: options.dataSource,
    manager: options.dataSource.manager,
    log: options.log,
  };
}
