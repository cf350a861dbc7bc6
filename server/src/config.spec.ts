import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, ConfigError, loadConfig } from './config.js';
import { projectRoot } from './shared/project-root.js';

describe('configuration', () => {
  it('has defaults that let `npm start` run on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.GRAPHQL_INTROSPECTION).toBe(true);
    expect(config.DEMO_DATA).toBe(true);
  });

  it('parses flags and numbers from the environment', () => {
    const config = loadConfig({ PORT: '8080', GRAPHQL_INTROSPECTION: 'false', DEMO_DATA: '0', PUBLIC_URL: 'https://lokalno.example' });
    expect(config).toMatchObject({ PORT: 8080, GRAPHQL_INTROSPECTION: false, DEMO_DATA: false, publicUrl: 'https://lokalno.example' });
  });

  it('refuses invalid values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// URL');
    }
  });

  it('documents every variable in the README configuration table', () => {
    const readme = readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    for (const name of Object.keys(configVariables)) expect(readme, name).toContain(`| \`${name}\``);
  });
});

describe('README account table', () => {
  it('lists every account call with its access', async () => {
    const { accountRoutes } = await import('./rest/account.routes.js');
    const { describeAccess } = await import('./shared/roles.js');
    const readme = readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    for (const route of accountRoutes) expect(readme).toContain(`| ${route.method} | \`/api${route.path}\` | ${describeAccess(route.access)} |`);
  });
});
