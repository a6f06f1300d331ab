import type { FastifyInstance } from 'fastify';
import type { TSocialProvider } from '#shared/boot-data';
import { MAIL_OUTBOX_JOB } from './app-jobs';
import { createAuth } from './auth/auth';
import { createAuthLogOptions } from './auth/auth-log';
import { createPublicCache, type TPublicCache } from './cache/public-cache';
import type { TConfig } from './config';
import { createAddressCipher } from './crypto/address-cipher';
import type { TDatabaseHandle } from './db/client';
import { createAccountDeletionHooks } from './domain/accounts/account-deletion';
import { createListViewCounter } from './domain/needs-lists/view-counter';
import { createNotification } from './domain/notifications/notifications';
import type { TDonorLimits } from './domain/pledges/donor-limits';
import { countPendingMail } from './mail/mail-outbox';
import { createMailer, type TMailer } from './mail/mailer';
import { createAnswerFloor, type TAnswerFloorOptions } from './plugins/answer-floor';
import type { TRateLimitOptions } from './plugins/security';
import type { TRouteServices } from './register-routes';
import { createBackgroundJobs, type TBackgroundJobs } from './services/background-jobs';
import type { TClock } from './services/clock';
import { createFileStorage } from './services/create-file-storage';
import type { TDatabaseStatus } from './services/database-status';
import type { TStopState } from './services/graceful-stop';
import type { TMetrics } from './services/metrics';
import { createPublicCacheNotices } from './services/public-cache-notices';
import { prepareTextSearch } from './services/text-search';

/** What buildApp decided before the services: its options and the request rules' parts. */
export type TAppServiceInputs = {
  config: TConfig;
  database: TDatabaseHandle;
  clock: TClock;
  metrics: TMetrics;
  databaseStatus: TDatabaseStatus;
  stopState: TStopState;
  rateLimits: TRateLimitOptions;
  donorLimits: TDonorLimits;
  clientDir: string;
  productPageLoopbackPorts: ReadonlySet<number> | undefined;
  publicCacheTtlMs: number;
  authAnswerFloor: TAnswerFloorOptions;
  mailRetryDelaysMs: number[] | undefined;
  mailTimeoutMs: number | undefined;
  mailStopGraceMs: number | undefined;
};

function createAppMailer(app: FastifyInstance, inputs: TAppServiceInputs, jobs: TBackgroundJobs): TMailer {
  const { config, database, clock } = inputs;
  return createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    clock,
    retryDelaysMs: inputs.mailRetryDelaysMs,
    timeoutMs: inputs.mailTimeoutMs,
    stopGraceMs: inputs.mailStopGraceMs,
    wake: () => jobs.runNow(MAIL_OUTBOX_JOB),
    // Sending never fails a request; when a mail is finally given up, its user learns it here.
    onGiveUp: async (mail, tx) => {
      if (!mail.userId) return;
      await createNotification(
        tx,
        {
          userId: mail.userId,
          // The subject is in the language the mail was written in: the account's.
          titleKey: 'notifications.mailFailed.title',
          messageKey: 'notifications.mailFailed.message',
          values: { subject: mail.subject },
          link: mail.askAgainPath ?? null,
        },
        clock.now(),
      );
    },
  });
}

/** The public answers' cache, told of other instances' writes (and telling them of ours). */
function createAppPublicCache(app: FastifyInstance, inputs: TAppServiceInputs): TPublicCache {
  const cacheNotices = createPublicCacheNotices(inputs.database, app.log);
  const publicCache = createPublicCache({
    ttlMs: inputs.publicCacheTtlMs,
    onLookup: inputs.metrics.countCacheLookup,
    onChanged: cacheNotices.publish,
  });
  app.addHook('onReady', () =>
    cacheNotices.listen({ onTags: publicCache.dropTagged, onMissed: publicCache.dropAll }),
  );
  app.addHook('onClose', () => cacheNotices.stop());
  return publicCache;
}

function listSocialProviders(config: TConfig): TSocialProvider[] {
  return [
    ...(config.google ? (['google'] as const) : []),
    ...(config.facebook ? (['facebook'] as const) : []),
  ];
}

/**
 * The app-level services (mail, cache, storage, sign-in, ...), each made once and decorated on the app
 * where tests and jobs reach it; the routes get them all as one TRouteServices.
 */
export async function createAppServices(
  app: FastifyInstance,
  inputs: TAppServiceInputs,
): Promise<{ services: TRouteServices; jobs: TBackgroundJobs }> {
  const { config, database, clock, metrics, databaseStatus } = inputs;
  const jobs = createBackgroundJobs(app.log, { onRunEnd: metrics.countJobRun, databaseStatus });
  app.decorate('jobs', jobs);
  const mailer = createAppMailer(app, inputs, jobs);
  app.decorate('mailer', mailer);
  metrics.setSources({
    readPoolUse: database.readPoolUse,
    readMailQueueLength: () => countPendingMail(database.db),
  });
  const publicCache = createAppPublicCache(app, inputs);
  app.decorate('publicCache', publicCache);
  const fileStorage = createFileStorage({
    kind: config.fileStorage,
    dataDir: config.dataDir,
    db: database.db,
    clock,
  });
  app.decorate('fileStorage', fileStorage);
  const deletionHooks = createAccountDeletionHooks({
    publicCache,
    db: database.db,
    fileStorage,
    appUrl: config.appUrl,
    mailer,
    clock,
  });
  const authLog = createAuthLogOptions(app.log, databaseStatus);
  const auth = createAuth(database.db, config, mailer, deletionHooks, clock, authLog);
  app.decorate('auth', auth);
  const services: TRouteServices = {
    config,
    database,
    auth,
    mailer,
    publicCache,
    deletionHooks,
    cipher: createAddressCipher(config.authSecret),
    clock,
    fileStorage,
    textSearch: await prepareTextSearch(database.db),
    viewCounter: createListViewCounter({ db: database.db, clock, secret: config.authSecret }),
    socialProviders: listSocialProviders(config),
    rateLimits: inputs.rateLimits,
    donorLimits: inputs.donorLimits,
    authAnswerFloor: createAnswerFloor(inputs.authAnswerFloor),
    clientDir: inputs.clientDir,
    productPageLoopbackPorts: inputs.productPageLoopbackPorts,
    databaseStatus,
    stopState: inputs.stopState,
  };
  return { services, jobs };
}
