import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POSTGRES_TIMEOUTS, type TPostgresTimeouts } from './db/timeouts';
import { isProxyAddressEntry, PROXY_RANGE_NAMES, type TTrustedProxies } from './services/client-address';
import { FILE_STORAGE_KINDS, type TFileStorageKind } from './services/file-storage';

const DEFAULT_DRAIN_MS = 5000;

// Where product search gets its products (domain/products/product-providers.ts).
export const PRODUCT_PROVIDERS = ['catalog'] as const;
export type TProductProviderId = (typeof PRODUCT_PROVIDERS)[number];

const ZBooleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

function parseDurationMs(name: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(min, `${name} must be between ${min} and ${max} milliseconds`)
    .max(max, `${name} must be between ${min} and ${max} milliseconds`);
}

const ZOptionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const ZEnvironment = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: ZOptionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  APP_URL: ZOptionalText.pipe(z.url('APP_URL must be an absolute http(s) URL').optional()),
  AUTH_SECRET: ZOptionalText.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  SMTP_URL: ZOptionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: ZOptionalText,
  ADMIN_EMAILS: ZOptionalText,
  SEED_DEMO: ZOptionalText.pipe(ZBooleanFlag.optional()),
  GA_MEASUREMENT_ID: ZOptionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'GA_MEASUREMENT_ID must look like G-XXXXXXX')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: ZOptionalText,
  GOOGLE_CLIENT_SECRET: ZOptionalText,
  FACEBOOK_CLIENT_ID: ZOptionalText,
  FACEBOOK_CLIENT_SECRET: ZOptionalText,
  TRUST_PROXY: ZOptionalText,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'AUTH_RATE_LIMIT_PER_MINUTE must be a number' })
    .int()
    .min(1, 'AUTH_RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(10),
  METRICS_TOKEN: ZOptionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._~+/=-]{32,}$/,
        'METRICS_TOKEN must be at least 32 characters of letters, digits and - . _ ~ + / = (e.g. openssl rand -hex 32)',
      )
      .optional(),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: parseDurationMs('DATABASE_STATEMENT_TIMEOUT_MS', 100, 600_000).default(
    DEFAULT_POSTGRES_TIMEOUTS.statementTimeoutMs,
  ),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: parseDurationMs(
    'DATABASE_IDLE_TRANSACTION_TIMEOUT_MS',
    100,
    600_000,
  ).default(DEFAULT_POSTGRES_TIMEOUTS.idleInTransactionTimeoutMs),
  SHUTDOWN_DRAIN_MS: parseDurationMs('SHUTDOWN_DRAIN_MS', 0, 600_000).optional(),
  SHUTDOWN_TIMEOUT_MS: parseDurationMs('SHUTDOWN_TIMEOUT_MS', 1000, 600_000).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FILE_STORAGE: ZOptionalText.pipe(
    z
      .enum(FILE_STORAGE_KINDS, {
        error: `FILE_STORAGE must be one of: ${FILE_STORAGE_KINDS.join(', ')} (database by default with DATABASE_URL, local without)`,
      })
      .optional(),
  ),
  PRODUCT_PROVIDER: ZOptionalText.pipe(
    z
      .enum(PRODUCT_PROVIDERS, {
        error: `PRODUCT_PROVIDER must be one of: ${PRODUCT_PROVIDERS.join(', ')} (the built-in catalog is the default)`,
      })
      .default('catalog'),
  ),
});

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  isDemoSeedEnabled: boolean;
  gaMeasurementId: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  facebook: { clientId: string; clientSecret: string } | undefined;
  trustedProxies: TTrustedProxies;
  isSecureCookie: boolean;
  logLevel: string;
  /** The Bearer token /metrics asks for; unset: /metrics answers scrapes from this machine only. */
  metricsToken: string | undefined;
  authRateLimitPerMinute: number;
  productProvider: TProductProviderId;
  fileStorage: TFileStorageKind;
  /** PostgreSQL only: the pool's statement and idle-in-transaction timeouts. */
  postgresTimeouts: TPostgresTimeouts;
  /** On SIGTERM: how long health answers 503 before the listener closes, and the bound on the rest. */
  shutdown: { drainMs: number; timeoutMs: number };
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function readOrCreateSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, 'auth-secret');
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretPath, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function readProvider(
  name: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
  problems: string[],
): { clientId: string; clientSecret: string } | undefined {
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (clientId || clientSecret) {
    problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  }
  return undefined;
}

const TRUST_PROXY_HELP = `set the number of proxies in front of the app (1 for one nginx) or their addresses (e.g. 127.0.0.1, 10.0.0.0/8, ${PROXY_RANGE_NAMES.join(', ')})`;

// TRUST_PROXY: unset or 0 (no proxy), a hop count, or a comma-separated list of proxy addresses.
// "true" used to trust every hop, which lets any client choose its own address, so it is refused.
function readTrustedProxies(value: string | undefined, problems: string[]): TTrustedProxies {
  if (value === undefined || value === '0' || value === 'false') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return { kind: 'none' };
    if (hops <= 100) return { kind: 'hops', hops };
  }
  if (value === 'true') {
    problems.push(
      `TRUST_PROXY: "true" would believe any X-Forwarded-For a client sends; ${TRUST_PROXY_HELP}`,
    );
    return { kind: 'none' };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isProxyAddressEntry(entry));
  if (wrong.length > 0) {
    problems.push(
      `TRUST_PROXY: not a hop count or a proxy address: "${wrong.join('", "')}"; ${TRUST_PROXY_HELP}`,
    );
    return { kind: 'none' };
  }
  return { kind: 'addresses', addresses };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.DATABASE_URL && !values.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required when DATABASE_URL is set (all instances must share it)');
  }
  const google = readProvider('GOOGLE', values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET, problems);
  const facebook = readProvider(
    'FACEBOOK',
    values.FACEBOOK_CLIENT_ID,
    values.FACEBOOK_CLIENT_SECRET,
    problems,
  );
  const adminEmails = (values.ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
  for (const email of adminEmails) {
    if (!z.email().safeParse(email).success)
      problems.push(`ADMIN_EMAILS: "${email}" is not an email address`);
  }
  const trustedProxies = readTrustedProxies(values.TRUST_PROXY, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(values.DATA_DIR);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appUrl,
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Kindlist <no-reply@${new URL(appUrl).hostname}>`,
    adminEmails,
    isDemoSeedEnabled: values.SEED_DEMO ?? !values.DATABASE_URL,
    gaMeasurementId: values.GA_MEASUREMENT_ID,
    google,
    facebook,
    trustedProxies,
    isSecureCookie: appUrl.startsWith('https://'),
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    productProvider: values.PRODUCT_PROVIDER,
    // Several instances share a PostgreSQL server, not a disk: uploads go where every one reads them.
    fileStorage: values.FILE_STORAGE ?? (values.DATABASE_URL ? 'database' : 'local'),
    postgresTimeouts: {
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: values.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    },
    shutdown: {
      // Behind a load balancer (PostgreSQL, several instances) its health checks need time to see the
      // 503; the embedded database means one process, where nobody checks.
      drainMs: values.SHUTDOWN_DRAIN_MS ?? (values.DATABASE_URL ? DEFAULT_DRAIN_MS : 0),
      timeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    },
  };
}
