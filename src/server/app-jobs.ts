import type { FastifyInstance } from 'fastify';
import type { TPublicCache } from './cache/public-cache';
import type { TDatabaseHandle } from './db/client';
import { placeWaitingLists } from './domain/needs-lists/list-places';
import type { TListViewCounter } from './domain/needs-lists/view-counter';
import { sendNotificationDigests } from './domain/notifications/mail-digest';
import { expireReservations } from './domain/pledges/expiry';
import type { TMailer } from './mail/mailer';
import type { TBackgroundJobs } from './services/background-jobs';
import type { TClock } from './services/clock';
import type { TDatabaseStatus } from './services/database-status';
import { purgeIdempotencyKeys } from './services/idempotency';
import { loadPlaces } from './services/places';

export const LIST_VIEWS_JOB = 'list-views';
export const LIST_PLACES_JOB = 'list-places';
export const PLEDGE_EXPIRY_JOB = 'pledge-expiry';
export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const IDEMPOTENCY_KEYS_JOB = 'idempotency-keys';
export const MAIL_OUTBOX_JOB = 'mail-outbox';
// Sending a mail wakes the sender at once; the timer catches retries and mail queued by other instances.
const MAIL_OUTBOX_POLL_MS = 5000;
const LIST_VIEWS_FLUSH_MS = 5000;

/**
 * The app's background work: what each job does and how often, when the timers start, and what is
 * written when the app closes. Every job is safe on several instances at once (the database decides).
 */
export function scheduleBackgroundWork(
  app: FastifyInstance,
  deps: {
    jobs: TBackgroundJobs;
    mailer: TMailer;
    database: TDatabaseHandle;
    databaseStatus: TDatabaseStatus;
    publicCache: TPublicCache;
    viewCounter: TListViewCounter;
    clock: TClock;
    appUrl: string;
    /** Off in tests, which run the jobs by hand with app.jobs.runNow. */
    isOnTimers: boolean;
  },
): void {
  const { jobs, mailer, database, databaseStatus, publicCache, viewCounter, clock } = deps;
  if (deps.isOnTimers) {
    app.addHook('onReady', async () => {
      jobs.start();
      // Read in the background now, so the first place search does not wait for it.
      loadPlaces().catch((error: unknown) => app.log.error({ err: error }, 'place data could not be read'));
    });
  }
  // onClose runs once the listener is closed and the last request in flight has finished, before the
  // database closes: work held in memory is written here. The jobs (whose stop writes the list views)
  // and the mail sender (one bounded try at what is due) stop side by side, then the mail the last job
  // runs queued is in the outbox before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([jobs.stop(), mailer.stop()]);
    await mailer.settle();
    databaseStatus.stop();
  });
  jobs.every(MAIL_OUTBOX_JOB, MAIL_OUTBOX_POLL_MS, mailer.sendDue, { isRunAtStart: true });
  jobs.every(LIST_VIEWS_JOB, LIST_VIEWS_FLUSH_MS, viewCounter.flush, { isRunAtStop: true });
  jobs.every(PLEDGE_EXPIRY_JOB, 60_000, () => expireReservations({ db: database.db, publicCache, clock }), {
    isRunAtStart: true,
  });
  jobs.every(NOTIFICATION_MAIL_JOB, 60_000, () =>
    sendNotificationDigests({ db: database.db, mailer, clock, appUrl: deps.appUrl }),
  );
  jobs.every(LIST_PLACES_JOB, 60_000, () => placeWaitingLists(database.db, loadPlaces), {
    isRunAtStart: true,
  });
  jobs.every(IDEMPOTENCY_KEYS_JOB, 10 * 60_000, () => purgeIdempotencyKeys(database.db, clock.now()));
}
