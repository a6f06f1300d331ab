import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth, type TAuth } from './auth/auth';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/client';
import { CLIENT_DIST_DIR } from './paths';
import { registerErrorHandling } from './plugins/errors';
import {
  createPageCspBuilder,
  DEFAULT_RATE_LIMITS,
  registerSecurity,
  type TRateLimitOptions,
} from './plugins/security';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes, getSessionUser } from './routes/auth';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { registerSpa } from './routes/spa';

export const DEFAULT_CLIENT_DIR = CLIENT_DIST_DIR;

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<TRateLimitOptions>;
};

export type TKindlistApp = FastifyInstance & { auth: TAuth };

function stripQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

// Request logs carry method, path and status only: never headers (cookies), bodies (passwords,
// addresses) or query strings (tokens), nor the client's IP address.
export function createLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers',
        'headers.cookie',
        'headers.authorization',
        'password',
        '*.password',
        'address',
        '*.address',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: stripQuery(request.url),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export async function buildApp(options: TBuildAppOptions): Promise<TKindlistApp> {
  const { config, database } = options;
  const rateLimits = {
    ...DEFAULT_RATE_LIMITS,
    authMax: config.authRateLimitPerMinute,
    ...options.rateLimits,
  };
  const app = Fastify({
    logger: options.logger ?? createLoggerOptions(config.logLevel),
    trustProxy: config.isProxyTrusted,
    bodyLimit: 256 * 1024,
    genReqId: () => randomUUID(),
    // One access-log line per request (onResponse below) instead of Fastify's two.
    disableRequestLogging: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });

  await registerSecurity(app, config, rateLimits, database.db);

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
    transformStaticCSP: (header) =>
      config.isSecureCookie ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const auth = createAuth(database.db, config);
  app.decorate('auth', auth);
  const deps = { db: database.db, auth };

  await app.register(healthRoutes(database));
  await app.register(
    authRoutes({
      auth,
      authRateLimit: {
        max: rateLimits.authMax,
        timeWindow: rateLimits.windowMs,
        isShared: true,
      },
    }),
  );
  await app.register(notificationRoutes(deps));
  await app.register(analyticsRoutes(deps));

  await registerSpa(app, {
    clientDir: options.clientDir ?? DEFAULT_CLIENT_DIR,
    appUrl: config.appUrl,
    gaMeasurementId: config.gaMeasurementId,
    resolveUser: (request) => getSessionUser(auth, request),
    buildPageCsp: createPageCspBuilder(config),
  });

  return app as unknown as TKindlistApp;
}
