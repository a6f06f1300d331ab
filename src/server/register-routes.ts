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
import type { TDonorLimits } from './domain/pledges/donor-limits';
import { createProductProvider } from './domain/products/product-providers';
import type { TMailer } from './mail/mailer';
import type { TAnswerFloor } from './plugins/answer-floor';
import { createPageCspBuilder, type TRateLimitOptions } from './plugins/security';
import { accountRoutes } from './routes/accounts/account';
import { accountRecoveryRoutes } from './routes/accounts/account-recovery';
import { authRoutes } from './routes/accounts/auth';
import { authLinkRoutes } from './routes/accounts/auth-links';
import { dataDeletionRoutes } from './routes/accounts/data-deletion';
import { languageRoutes } from './routes/accounts/language-routes';
import { notMyAccountRoutes } from './routes/accounts/not-my-account-routes';
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
  donorLimits: TDonorLimits;
  /** Holds sign-up and password-reset answers until one moment, whether or not the email has an account. */
  authAnswerFloor: TAnswerFloor;
  clientDir: string;
  productPageLoopbackPorts: ReadonlySet<number> | undefined;
  databaseStatus: TDatabaseStatus;
  stopState: TStopState;
};

/** The shared limit of every sign-in and account form, counted across instances. */
function toAuthRateLimit({ rateLimits }: TRouteServices) {
  return { max: rateLimits.authMax, timeWindow: rateLimits.windowMs, isShared: true as const };
}

/** Health, signing in and out, and what a signed-in user does with their own account. */
async function registerAccountRoutes(app: FastifyInstance, services: TRouteServices): Promise<void> {
  const { config, database, auth, clock } = services;
  const deps = { db: database.db, auth };
  const { authSecret: secret, appUrl } = config;
  await app.register(healthRoutes(services));
  await app.register(
    authRoutes({
      ...deps,
      clock,
      secret,
      isSecureCookie: config.isSecureCookie,
      socialProviders: services.socialProviders,
      authRateLimit: toAuthRateLimit(services),
      answerFloor: services.authAnswerFloor,
    }),
  );
  const recovery = {
    ...deps,
    clock,
    secret,
    appUrl,
    authRateLimit: toAuthRateLimit(services),
    answerFloor: services.authAnswerFloor,
  };
  await app.register(accountRecoveryRoutes(recovery));
  await app.register(notMyAccountRoutes(recovery));
  await app.register(authLinkRoutes({ ...deps, secret, clock, isSecureCookie: config.isSecureCookie }));
  await app.register(notificationRoutes(deps));
  await app.register(languageRoutes({ ...deps, clock, isSecureCookie: config.isSecureCookie }));
  await app.register(homeRoutes(deps));
  await app.register(
    accountRoutes({
      ...deps,
      clock,
      appUrl,
      deletionHooks: services.deletionHooks,
      cipher: services.cipher,
      authRateLimit: toAuthRateLimit(services),
    }),
  );
  await app.register(profileRoutes({ ...deps, fileStorage: services.fileStorage, clock }));
  await app.register(
    dataDeletionRoutes({
      ...deps,
      appUrl,
      fileStorage: services.fileStorage,
      facebookAppSecret: config.facebook?.clientSecret,
      mailer: services.mailer,
      publicCache: services.publicCache,
      clock,
    }),
  );
}

/** Lists, giving, products, contact, admin and the public content. */
async function registerCapabilityRoutes(app: FastifyInstance, services: TRouteServices): Promise<void> {
  const { config, database, auth, cipher, publicCache, clock, fileStorage } = services;
  const deps = { db: database.db, auth };
  await app.register(
    needsListRoutes({ ...deps, cipher, fileStorage, publicCache, viewCounter: services.viewCounter, clock }),
  );
  await app.register(
    pledgeRoutes({
      ...deps,
      cipher,
      publicCache,
      clock,
      donorLimits: services.donorLimits,
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
      productProvider: createProductProvider(config.productProvider, {
        db: database.db,
        textSearch: services.textSearch,
      }),
      productPageLoopbackPorts: services.productPageLoopbackPorts,
    }),
  );
  await app.register(analyticsRoutes({ ...deps, clock }));
  await app.register(
    contactRoutes({ ...deps, mailer: services.mailer, clock, adminEmails: config.adminEmails }),
  );
  await app.register(adminRoutes({ ...deps, publicCache, clock, fileStorage }));
  await app.register(publicContentRoutes({ db: database.db, publicCache, clock }));
  await app.register(seoRoutes({ db: database.db, appUrl: config.appUrl }));
  await registerUploads(app, { storage: fileStorage, db: database.db, auth });
}

/** The pages of the client app, with their previews (last: its catch-all answers what nothing else did). */
async function registerPages(app: FastifyInstance, services: TRouteServices): Promise<void> {
  const { config, database, auth } = services;
  await registerSpa(app, {
    clientDir: services.clientDir,
    appUrl: config.appUrl,
    gaMeasurementId: config.gaMeasurementId,
    socialProviders: services.socialProviders,
    resolveUser: (request) => getSessionUser(auth, request),
    resolvePreview: async (page, params, locale) => {
      if (page === 'list-detail' && params.id) {
        return getListPreview(database.db, params.id, config.appUrl, locale);
      }
      if (page === 'blog-post' && params.slug) {
        return (await getBlogPostPreview(database.db, params.slug, config.appUrl)) ?? 'missing';
      }
      return null;
    },
    buildPageCsp: createPageCspBuilder(config),
    isSecureCookie: config.isSecureCookie,
  });
}

/** Every capability's routes, then the pages (whose catch-all answers what nothing else did). */
export async function registerRoutes(app: FastifyInstance, services: TRouteServices): Promise<void> {
  await registerAccountRoutes(app, services);
  await registerCapabilityRoutes(app, services);
  await registerPages(app, services);
}
