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
    expect(config.GRAPHQL_PLAYGROUND).toBe(true);
    expect(config.SHUTDOWN_TIMEOUT_SECONDS).toBe(20);
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

  it('bounds the shutdown time', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '5' }).SHUTDOWN_TIMEOUT_SECONDS).toBe(5);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('reads TRUST_PROXY in the forms Express takes, loopback by default', () => {
    const trustProxy = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect(trustProxy()).toEqual(['loopback']);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('uniquelocal')).toEqual(['uniquelocal']);
    expect(trustProxy(' loopback, 172.28.0.0/16 ,10.1.2.3, fd00::/8,::1 ')).toEqual([
      'loopback',
      '172.28.0.0/16',
      '10.1.2.3',
      'fd00::/8',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY Express would not take, or that trusts every client, naming it', () => {
    for (const value of ['loopbak', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/0', 'fd00::/129', '10.0.0.0/8/1', 'loopback,', '1.5', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^ {2}TRUST_PROXY: must be false, a hop count/m);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^ {2}TRUST_PROXY: true would let every client choose its own address/m);
  });

  it('documents every variable in the README configuration table', () => {
    const readme = readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    for (const name of Object.keys(configVariables)) expect(readme, name).toContain(`| \`${name}\``);
  });
});

describe('configuration in production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), DATABASE_URL: 'postgres://lokalno@db:5432/lokalno' };
  const messageOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return expect.unreachable('the configuration should have been refused');
  };

  it('starts with a signing key and a database given', () => {
    expect(loadConfig(production)).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: production.DATABASE_URL });
  });

  it('refuses private webhook hosts for resellers in production', () => {
    expect(messageOf({ ...production, OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' })).toMatch(
      /^ {2}OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS: never with NODE_ENV=production/m,
    );
  });

  it('refuses to start without JWT_SECRET, naming it', () => {
    expect(messageOf({ ...production, JWT_SECRET: '' })).toMatch(/^ {2}JWT_SECRET: required when NODE_ENV=production/m);
  });

  it('refuses to start without DATABASE_URL (no embedded PostgreSQL), naming it', () => {
    expect(messageOf({ ...production, DATABASE_URL: '' })).toMatch(/^ {2}DATABASE_URL: required when NODE_ENV=production/m);
  });

  it('names both when both are missing', () => {
    const message = messageOf({ NODE_ENV: 'production' });
    expect(message).toContain('JWT_SECRET: required');
    expect(message).toContain('DATABASE_URL: required');
  });

  it('requires neither outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect([config.JWT_SECRET, config.DATABASE_URL]).toEqual([undefined, undefined]);
    }
  });

  it('has no demo data unless asked for, and allows it when asked for', () => {
    expect(loadConfig(production).DEMO_DATA).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });

  it('serves GraphiQL only when asked for', () => {
    expect(loadConfig(production).GRAPHQL_PLAYGROUND).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_PLAYGROUND: 'true' }).GRAPHQL_PLAYGROUND).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).GRAPHQL_PLAYGROUND).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', GRAPHQL_PLAYGROUND: 'no' }).GRAPHQL_PLAYGROUND).toBe(false);
  });
});

describe('README account table', () => {
  it('lists every account call with its access', async () => {
    const { accountRoutes } = await import('./rest/account.routes.js');
    const { describeAccess } = await import('./shared/roles.js');
    const readme = readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
    for (const route of accountRoutes)
      expect(readme).toContain(`| ${route.method} | \`/api${route.path}\` | ${describeAccess(route.access)} |`);
  });
});
