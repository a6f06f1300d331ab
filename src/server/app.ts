import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { scheduleBackgroundWork } from './app-jobs';
import { createAppServices } from './app-services';
import type { TAuth } from './auth/auth';
import type { TPublicCache } from './cache/public-cache';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/client';
import { DEFAULT_DONOR_LIMITS, type TDonorLimits } from './domain/pledges/donor-limits';
import { createLoggerOptions, stripQuery } from './logging/logger-options';
import type { TMailer } from './mail/mailer';
import { CLIENT_DIST_DIR } from './paths';
import { DEFAULT_AUTH_ANSWER_FLOOR_MS, type TAnswerFloorOptions } from './plugins/answer-floor';
import {
  createClientErrorHandler,
  createFrameworkErrorHandler,
  registerErrorHandling,
} from './plugins/errors';
import { registerRequestLanguage } from './plugins/language';
import { registerMetrics } from './plugins/metrics-route';
import { createRequestIdGenerator, registerRequestId } from './plugins/request-id';
import { registerSameOriginRule } from './plugins/same-origin';
import {
  computeSecurityHeaders,
  DEFAULT_RATE_LIMITS,
  registerSecurity,
  type TRateLimitOptions,
} from './plugins/security';
import { registerTextInputRule } from './plugins/text-input';
import { validatorCompiler } from './plugins/validation';
import { registerRoutes } from './register-routes';
import type { TBackgroundJobs } from './services/background-jobs';
import { toFastifyTrustProxy } from './services/client-address';
import { systemClock, type TClock } from './services/clock';
import { createDatabaseStatus, type TDatabaseStatus } from './services/database-status';
import type { TFileStorage } from './services/file-storage';
import { createStopState, registerStopRules, type TStopState } from './services/graceful-stop';
import { createMetrics, type TMetrics } from './services/metrics';
import { createSharedFloodCounter } from './services/shared-flood-counter';

export const DEFAULT_CLIENT_DIR = CLIENT_DIST_DIR;
export const DEFAULT_PUBLIC_CACHE_TTL_MS = 2000;

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<TRateLimitOptions>;
  /**
   * Measurement only (`npm run bench`): the donors' limits (docs/decisions/020), raised so that a load
   * of many reservations measures reserving, not refusals; they are still counted on every write.
   * Deliberately not in the config: no environment variable can lift them on a running server.
   */
  donorLimits?: Partial<TDonorLimits>;
  /**
   * Tests only: ports of 127.0.0.1 that reading a product page may reach (a local fixture server).
   * Deliberately not in the config: no environment variable or request can open loopback.
   */
  productPageLoopbackPorts?: ReadonlySet<number>;
  /** How long public list answers are reused (tests turn it off to read their own writes). */
  publicCacheTtlMs?: number;
  /** How long sign-up and password-reset answers are held (tests shorten it, or record the waits). */
  authAnswerFloor?: TAnswerFloorOptions;
  /** Delays between mail delivery attempts (tests shorten them). */
  mailRetryDelaysMs?: number[];
  /** How long one mail attempt waits on the mail server at each step (tests shorten it). */
  mailTimeoutMs?: number;
  /** How long closing the app may spend on the outbox's due mails (tests shorten it). */
  mailStopGraceMs?: number;
  /** The app's clock (tests move it). */
  clock?: TClock;
  /** Whether background jobs run on their timers (tests run them by hand with app.jobs.runNow). */
  isBackgroundWorkOnTimers?: boolean;
};

export type TKindlistApp = FastifyInstance & {
  auth: TAuth;
  mailer: TMailer;
  publicCache: TPublicCache;
  jobs: TBackgroundJobs;
  fileStorage: TFileStorage;
  metrics: TMetrics;
  /** Whether the database is reachable, as the app last found it (logged once per change). */
  databaseStatus: TDatabaseStatus;
  /** Draining and closing, for a graceful stop (services/graceful-stop.ts). */
  stopState: TStopState;
};

// One access-log line per request ("request completed") instead of Fastify's two: half the logging
// cost on every request. Its fields are flat strings and numbers (the request id comes from the
// request's logger), which pino writes without running a serializer or stringifying nested objects.
class CompletedOnlyLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: stripQuery(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

function createFastify(
  config: TConfig,
  logger: FastifyServerOptions['logger'] | undefined,
  securityHeaders: Readonly<Record<string, string>>,
) {
  return Fastify({
    logger: logger ?? createLoggerOptions(config.logLevel),
    // Only the proxies TRUST_PROXY names may say who the client is; request.ip is then the one address
    // every per-address limit and session record uses (better-auth gets it from toFetchHeaders).
    trustProxy: toFastifyTrustProxy(config.trustedProxies),
    bodyLimit: 256 * 1024,
    logController: new CompletedOnlyLogController(),
    // Each log line of a request carries its id as `reqId`; the id is also in the answer (request-id.ts).
    requestIdHeader: false,
    genReqId: createRequestIdGenerator(config.trustedProxies),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Answers Fastify and Node give before any route runs are { message } too.
    frameworkErrors: createFrameworkErrorHandler(securityHeaders),
    clientErrorHandler: createClientErrorHandler(securityHeaders),
    // Requests arriving while the app closes get our 503 (Retry-After, { message }): registerStopRules.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
}

/** What every request meets first: errors as { message }, its id, the stop rules, the metrics. */
function registerRequestBasics(app: FastifyInstance, config: TConfig, database: TDatabaseHandle) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const databaseStatus = createDatabaseStatus({ ping: database.ping, log: app.log });
  app.decorate('databaseStatus', databaseStatus);
  registerErrorHandling(app, databaseStatus);
  registerRequestLanguage(app);
  registerRequestId(app);
  const stopState = createStopState();
  app.decorate('stopState', stopState);
  // First of the request hooks after the request id: a closing app refuses before any other work.
  registerStopRules(app, stopState);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  database.setQueryObserver(metrics.observeQuery);
  registerMetrics(app, { metrics, token: config.metricsToken });
  // Set by createRequireUser on the routes that need a signed-in user.
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSessionId', null);
  return { databaseStatus, stopState, metrics };
}

/** Rate limits, the security headers, the same-origin rule and the text rule, on every request. */
async function registerRequestRules(
  app: FastifyInstance,
  deps: {
    config: TConfig;
    database: TDatabaseHandle;
    clock: TClock;
    rateLimits: TRateLimitOptions;
    securityHeaders: Readonly<Record<string, string>>;
  },
): Promise<void> {
  const { config, database, clock, rateLimits, securityHeaders } = deps;
  const counters = { db: database.db, clock };
  // One process on the embedded database: its in-memory counts are already the only ones.
  const floodCounter = database.kind === 'postgres' ? createSharedFloodCounter(counters, app.log) : null;
  app.addHook('onClose', async () => floodCounter?.stop());
  await registerSecurity(app, { rateLimits, counters, floodCounter, securityHeaders });
  registerSameOriginRule(app, {
    appUrl: config.appUrl,
    isBehindProxy: config.trustedProxies.kind !== 'none',
  });
  registerTextInputRule(app);
}

/** The OpenAPI description and its pages at /api/docs. */
async function registerApiDocs(app: FastifyInstance, config: TConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kindlist API',
        description: 'JSON API of Kindlist. Errors are { "message": "..." }.',
        version: '1.0.0',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI brings its own policy (hashes for its inline bits); on plain http the upgrade
    // directive would break it.
    staticCSP: true,
    // Swagger UI sets a few inline styles at run time: allowed on the documentation pages only.
    transformStaticCSP: (header) => {
      const withStyles = header.replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';");
      return config.isSecureCookie ? withStyles : withStyles.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}

export async function buildApp(options: TBuildAppOptions): Promise<TKindlistApp> {
  const { config, database } = options;
  const rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    authMax: config.authRateLimitPerMinute,
    ...options.rateLimits,
  };
  // The only source of the time the app writes (docs/decisions/018).
  const clock = options.clock ?? systemClock;
  const securityHeaders = computeSecurityHeaders(config);
  const app = createFastify(config, options.logger, securityHeaders);
  const { databaseStatus, stopState, metrics } = registerRequestBasics(app, config, database);
  await registerRequestRules(app, { config, database, clock, rateLimits, securityHeaders });
  await registerApiDocs(app, config);
  const { services, jobs } = await createAppServices(app, {
    config,
    database,
    clock,
    metrics,
    databaseStatus,
    stopState,
    rateLimits,
    donorLimits: { ...DEFAULT_DONOR_LIMITS, ...options.donorLimits },
    clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
    productPageLoopbackPorts: options.productPageLoopbackPorts,
    publicCacheTtlMs: options.publicCacheTtlMs ?? DEFAULT_PUBLIC_CACHE_TTL_MS,
    authAnswerFloor: options.authAnswerFloor ?? { floorMs: DEFAULT_AUTH_ANSWER_FLOOR_MS },
    mailRetryDelaysMs: options.mailRetryDelaysMs,
    mailTimeoutMs: options.mailTimeoutMs,
    mailStopGraceMs: options.mailStopGraceMs,
  });
  scheduleBackgroundWork(app, {
    ...services,
    jobs,
    appUrl: config.appUrl,
    isOnTimers: options.isBackgroundWorkOnTimers !== false,
  });
  await registerRoutes(app, services);
  return app as unknown as TKindlistApp;
}
