import type { FastifyInstance } from 'fastify';
import type { TSocialProvider } from '#shared/boot-data';
import type { TAuth } from './auth/auth';
import { getSessionUser } from './auth/require-user';
import type { TPublicCache } from './cache/public-cache';
import type { TConfig } from './config';
import type { TAddressCipher } from './crypto/address-cipher';
import type { TDatabaseHandle } from './db/client';
import type { TAccountDeletionHooks } from './domain/accounts/account-deletion';
import { getBlogPostPreview } from './domain/content/blog-posts';
import { getListPreview } from './domain/needs-lists/list-preview';
import type { TListViewCounter } from './domain/needs-lists/view-counter';
import { createProductProvider } from './domain/products/product-providers';
import type { TMailer } from './mail/mailer';
import { createPageCspBuilder, type TRateLimitOptions } from './plugins/security';
import { accountRoutes } from './routes/accounts/account';
import { accountRecoveryRoutes } from './routes/accounts/account-recovery';
import { authRoutes } from './routes/accounts/auth';
import { authLinkRoutes } from './routes/accounts/auth-links';
import { dataDeletionRoutes } from './routes/accounts/data-deletion';
import { profileRoutes } from './routes/accounts/profile';
import { adminRoutes } from './routes/admin/admin-routes';
import { analyticsRoutes } from './routes/analytics/analytics';
import { contactRoutes } from './routes/content/contact-routes';
import { publicContentRoutes } from './routes/content/public-content-routes';
import { seoRoutes } from './routes/content/seo-routes';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home/home-routes';
import { needsListRoutes } from './routes/needs-lists/needs-list-routes';
import { notificationRoutes } from './routes/notifications/notifications';
import { pledgeRoutes } from './routes/pledges/pledge-routes';
import { productRoutes } from './routes/products/product-routes';
import { registerSpa } from './routes/spa';
import { registerUploads } from './routes/uploads';
import type { TClock } from './services/clock';
import type { TDatabaseStatus } from './services/database-status';
import type { TFileStorage } from './services/file-storage';
import type { TStopState } from './services/graceful-stop';
import type { TTextSearch } from './services/text-search';

/** The app-level services buildApp made, handed to every capability's routes. */
export type TRouteServices = {
  config: TConfig;
  database: TDatabaseHandle;
  auth: TAuth;
  mailer: TMailer;
  publicCache: TPublicCache;
  deletionHooks: TAccountDeletionHooks;
  cipher: TAddressCipher;
  clock: TClock;
  fileStorage: TFileStorage;
  textSearch: TTextSearch;
  viewCounter: TListViewCounter;
  socialProviders: TSocialProvider[];
  rateLimits: TRateLimitOptions;
  clientDir: string;
  productPageLoopbackPorts: ReadonlySet<number> | undefined;
  databaseStatus: TDatabaseStatus;
  stopState: TStopState;
};

/** Every capability's routes, then the pages (whose catch-all answers what nothing else did). */
export async function registerRoutes(app: FastifyInstance, services: TRouteServices): Promise<void> {
  const {
    config,
    database,
    auth,
    mailer,
    publicCache,
    deletionHooks,
    cipher,
    clock,
    fileStorage,
    textSearch,
    viewCounter,
    socialProviders,
    rateLimits,
  } = services;
  const deps = { db: database.db, auth };
  await app.register(
    healthRoutes({ database, databaseStatus: services.databaseStatus, stopState: services.stopState }),
  );
  await app.register(
    authRoutes({
      auth,
      db: database.db,
      clock,
      secret: config.authSecret,
      isSecureCookie: config.isSecureCookie,
      socialProviders,
      authRateLimit: {
        max: rateLimits.authMax,
        timeWindow: rateLimits.windowMs,
        isShared: true,
      },
    }),
  );
  await app.register(
    accountRecoveryRoutes({
      auth,
      db: database.db,
      clock,
      secret: config.authSecret,
      appUrl: config.appUrl,
      authRateLimit: { max: rateLimits.authMax, timeWindow: rateLimits.windowMs, isShared: true },
    }),
  );
  await app.register(authLinkRoutes({ auth, db: database.db, secret: config.authSecret, clock }));
  await app.register(notificationRoutes(deps));
  await app.register(homeRoutes(deps));
  await app.register(
    accountRoutes({
      ...deps,
      clock,
      appUrl: config.appUrl,
      deletionHooks,
      cipher,
      authRateLimit: { max: rateLimits.authMax, timeWindow: rateLimits.windowMs, isShared: true },
    }),
  );
  await app.register(profileRoutes({ ...deps, fileStorage, clock }));
  await app.register(
    dataDeletionRoutes({
      ...deps,
      appUrl: config.appUrl,
      fileStorage,
      facebookAppSecret: config.facebook?.clientSecret,
      mailer,
      publicCache,
      clock,
    }),
  );
  await app.register(
    needsListRoutes({
      ...deps,
      cipher,
      fileStorage,
      publicCache,
      viewCounter,
      clock,
    }),
  );
  await app.register(
    pledgeRoutes({
      ...deps,
      cipher,
      publicCache,
      clock,
      secret: config.authSecret,
      isSecureCookie: config.isSecureCookie,
    }),
  );
  await app.register(
    productRoutes({
      ...deps,
      cipher,
      fileStorage,
      publicCache,
      clock,
      productProvider: createProductProvider(config.productProvider, { db: database.db, textSearch }),
      productPageLoopbackPorts: services.productPageLoopbackPorts,
    }),
  );
  await app.register(analyticsRoutes({ ...deps, clock }));
  await app.register(contactRoutes({ ...deps, mailer, clock, adminEmails: config.adminEmails }));
  await app.register(adminRoutes({ db: database.db, auth, publicCache, clock, fileStorage }));
  await app.register(publicContentRoutes({ db: database.db, publicCache, clock }));
  await app.register(seoRoutes({ db: database.db, appUrl: config.appUrl }));
  await registerUploads(app, fileStorage);

  await registerSpa(app, {
    clientDir: services.clientDir,
    appUrl: config.appUrl,
    gaMeasurementId: config.gaMeasurementId,
    socialProviders,
    resolveUser: (request) => getSessionUser(auth, request),
    resolvePreview: async (page, params) => {
      if (page === 'list-detail' && params.id) return getListPreview(database.db, params.id, config.appUrl);
      if (page === 'blog-post' && params.slug) {
        return (await getBlogPostPreview(database.db, params.slug, config.appUrl)) ?? 'missing';
      }
      return null;
    },
    buildPageCsp: createPageCspBuilder(config),
  });
}
