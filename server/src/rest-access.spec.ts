// Secure by default for REST too: every route of the /api table declares who may call it, and the
// table of `METHOD path -> access` is a committed file, so every permission change shows in review.
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './rest/routes.js';
import { describeAccess, ROLES, type Access } from './shared/roles.js';

function isExplicit(access: Access | undefined): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return Array.isArray(access) && access.length > 0 && access.every((role) => (ROLES as readonly string[]).includes(role));
}

describe('REST route access', () => {
  it('every route carries an explicit access: public, authenticated or known roles', () => {
    const unclear = apiRoutes
      .filter((route) => !isExplicit(route.access as Access | undefined))
      .map((route) => `${route.method} /api${route.path}`);
    expect(unclear).toEqual([]);
  });

  it('names each route once', () => {
    const names = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('matches the committed table of every route and its access', async () => {
    const byPath = [...apiRoutes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    const table = byPath.map((route) => `${route.method} /api${route.path} -> ${describeAccess(route.access)}`);
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/rest-access.txt');
  });
});
