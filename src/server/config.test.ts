import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults and keeps a generated secret in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(5000);
    expect(config.appUrl).toBe('http://localhost:5000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.isDemoSeedEnabled).toBe(true);
    expect(config.isSecureCookie).toBe(false);
    expect(config.productProvider).toBe('catalog');
    expect(config.fileStorage).toBe('local');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('takes a METRICS_TOKEN only when it is long and has no spaces, and none by default', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token);
    const problem =
      'METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters of letters, digits and - . _ ~ + / = (e.g. openssl rand -hex 32)';
    expect(problemsOf({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toEqual([problem]);
    expect(problemsOf({ DATA_DIR: dataDir, METRICS_TOKEN: `${token} ${token}` })).toEqual([problem]);
  });

  it('names every bad variable with a clear message', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: PORT must be a number']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: PORT must be between 0 and 65535']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgres://localhost/db' })).toEqual([
      'AUTH_SECRET: required when DATABASE_URL is set (all instances must share it)',
    ]);
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([
      'AUTH_SECRET: AUTH_SECRET must be at least 32 characters',
    ]);
    expect(problemsOf({ APP_URL: 'not a url' })).toEqual([
      'APP_URL: APP_URL must be an absolute http(s) URL',
    ]);
    expect(problemsOf({ SEED_DEMO: 'maybe' })[0]).toMatch(/^SEED_DEMO: /);
    expect(problemsOf({ ADMIN_EMAILS: 'a@b.co, nope', DATA_DIR: os.tmpdir() })).toEqual([
      'ADMIN_EMAILS: "nope" is not an email address',
    ]);
    expect(problemsOf({ PRODUCT_PROVIDER: 'bestbuy', DATA_DIR: os.tmpdir() })).toEqual([
      'PRODUCT_PROVIDER: PRODUCT_PROVIDER must be one of: catalog (the built-in catalog is the default)',
    ]);
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id', DATA_DIR: os.tmpdir() })).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    expect(problemsOf({ FILE_STORAGE: 's3', DATA_DIR: os.tmpdir() })).toEqual([
      'FILE_STORAGE: FILE_STORAGE must be one of: local, database (database by default with DATABASE_URL, local without)',
    ]);
  });

  it('uses PostgreSQL settings, secure cookies behind https and no demo seed by default', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://localhost/kindlist',
      AUTH_SECRET: 'x'.repeat(40),
      APP_URL: 'https://kindlist.example/',
      ADMIN_EMAILS: 'Boss@Example.com',
    });
    expect(config.appUrl).toBe('https://kindlist.example');
    expect(config.isSecureCookie).toBe(true);
    expect(config.isDemoSeedEnabled).toBe(false);
    expect(config.adminEmails).toEqual(['boss@example.com']);
    // Several instances share the database, not a disk: uploads go there unless told otherwise.
    expect(config.fileStorage).toBe('database');
    const onSharedVolume = loadConfig({
      DATABASE_URL: 'postgres://localhost/kindlist',
      AUTH_SECRET: 'x'.repeat(40),
      FILE_STORAGE: 'local',
    });
    expect(onSharedVolume.fileStorage).toBe('local');
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), FILE_STORAGE: 'database' }).fileStorage).toBe(
      'database',
    );
    // Behind a load balancer: its health checks get time to see the draining instance.
    expect(config.shutdown).toEqual({ drainMs: 5000, timeoutMs: 15_000 });
    expect(config.postgresTimeouts).toEqual({
      statementTimeoutMs: 10_000,
      idleInTransactionTimeoutMs: 15_000,
    });
  });

  it('stops at once with the embedded database, and refuses timeouts that are not whole milliseconds', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).shutdown.drainMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_STATEMENT_TIMEOUT_MS: '2.5s' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '-1' })).toThrow(
      /SHUTDOWN_DRAIN_MS must be between 0 and 600000 milliseconds/,
    );
  });

  it('trusts exactly the proxies TRUST_PROXY names: a hop count or their addresses', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-config-'));
    const trusted = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustedProxies;
    expect(trusted()).toEqual({ kind: 'none' });
    expect(trusted('0')).toEqual({ kind: 'none' });
    expect(trusted('false')).toEqual({ kind: 'none' });
    expect(trusted('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(trusted('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(trusted('127.0.0.1, 10.0.0.0/8,::1, loopback')).toEqual({
      kind: 'addresses',
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
    });
    const help =
      'set the number of proxies in front of the app (1 for one nginx) or their addresses (e.g. 127.0.0.1, 10.0.0.0/8, loopback, linklocal, uniquelocal)';
    expect(problemsOf({ TRUST_PROXY: 'true', DATA_DIR: dataDir })).toEqual([
      `TRUST_PROXY: "true" would believe any X-Forwarded-For a client sends; ${help}`,
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, nginx, 10.0.0.0/99', DATA_DIR: dataDir })).toEqual([
      `TRUST_PROXY: not a hop count or a proxy address: "nginx", "10.0.0.0/99"; ${help}`,
    ]);
  });
});
