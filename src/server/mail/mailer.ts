import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/client';
import type { TClock } from '../services/clock';
import { CLAIM_MS, createMailAttempts } from './mail-attempts';
import { countPendingMail, deleteOldMail, queueMail } from './mail-outbox';
import { createMailTransport } from './mail-transport';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; printed to the log when mail is written to files. */
  link?: string;
  /** The account the mail is for, so that the user can be told when it could not be sent... */
  userId?: string;
  /** ...and the page where they can ask for it again. */
  askAgainPath?: string;
};

export type TMailer = {
  /**
   * Puts a mail in the outbox (a row in the database) and wakes the sender; never throws and never
   * waits for delivery (requests must not block on mail).
   */
  send: (mail: TMail) => void;
  /** Tells the sender that mail was put in the outbox by a caller's own transaction. */
  wake: () => void;
  /** One sender pass: delivers the outbox's due mails (the mail job, on any number of instances). */
  sendDue: () => Promise<void>;
  /** Resolves once the mails queued so far are in the outbox and the passes they woke have ended. */
  settle: () => Promise<void>;
  /** Tests: delivers or gives up every pending mail now, attempts back to back whatever their times. */
  flush: () => Promise<void>;
  /**
   * On close: takes no new work, tries the due mails once within `stopGraceMs`, and leaves the rest
   * in the outbox for the next start.
   */
  stop: () => Promise<void>;
  mode: 'smtp' | 'files';
};

export type TMailerOptions = {
  db: TDatabase;
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Stamps each mail's row, Date header and file name, and decides when a retry is due. */
  clock: TClock;
  /** Called once, in the transaction that gives a mail up after its last attempt. */
  onGiveUp?: (mail: TMail, tx: TDatabase) => Promise<void> | void;
  /** Runs the mail job now (through the app's background jobs); the mailer runs a pass itself without. */
  wake?: () => Promise<void>;
  retryDelaysMs?: number[];
  /** Per step of one attempt (connect, greeting, each answer). */
  timeoutMs?: number;
  stopGraceMs?: number;
};

/** Spread over about eight hours: a mail server down for a night's maintenance loses nothing. */
export const DEFAULT_RETRY_DELAYS_MS = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000,
];
export const DEFAULT_STOP_GRACE_MS = 5_000;
const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

function waitUntil(deadline: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())).unref());
}

/**
 * On close: waits for what is being queued and the pass under way, then tries the due mails until
 * `stopGraceMs` is up, and says what it left for the next start.
 */
async function stopSending(deps: {
  db: TDatabase;
  log: FastifyBaseLogger;
  stopGraceMs: number;
  queueing: Set<Promise<void>>;
  passes: () => Promise<void>;
  sendClaimed: (canClaim: () => boolean) => Promise<number>;
  countDelivering: () => number;
  markStopped: () => void;
}): Promise<void> {
  const { db, log, markStopped } = deps;
  const deadline = performance.now() + deps.stopGraceMs;
  let tried = 0;
  const finish = async () => {
    await Promise.all([...deps.queueing]);
    await deps.passes();
    tried = await deps.sendClaimed(() => performance.now() < deadline);
  };
  // An attempt still waiting on a silent server when time is up keeps its claim and is sent again
  // once the claim runs out; the app does not wait for it.
  try {
    await Promise.race([finish(), waitUntil(deadline)]);
    markStopped();
    // Bounded too: a database that hangs must not hold the stop.
    const left = await Promise.race([
      countPendingMail(db),
      waitUntil(performance.now() + 1000).then(() => 'an unknown number of' as const),
    ]);
    const delivering = deps.countDelivering();
    if (tried > 0 || left !== 0 || delivering > 0) {
      const cut =
        delivering > 0 ? `, ${delivering} attempts cut short (sent again in ${CLAIM_MS / 60_000} min)` : '';
      log.info(`mail at stop: ${tried} tried, ${left} left in the outbox for the next start${cut}`);
    }
  } catch {
    // The database is gone (an outage, or closed first): what is pending stays in the outbox.
    markStopped();
    log.warn('mail at stop: the database could not be reached; pending mail stays in the outbox');
  }
}

export function createMailer(options: TMailerOptions): TMailer {
  const { db, log, clock } = options;
  const transport = createMailTransport({ ...options, timeoutMs: options.timeoutMs });
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const { sendClaimed, countDelivering } = createMailAttempts({ ...options, transport, retryDelays });
  const queueing = new Set<Promise<void>>();
  const woken = new Set<Promise<void>>();
  let passes: Promise<void> = Promise.resolve();
  let isWakeQueued = false;
  let isStopping = false;
  let markStopped = () => {};
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });

  function track(set: Set<Promise<void>>, work: Promise<void>): void {
    const tracked = work.finally(() => set.delete(tracked));
    set.add(tracked);
  }

  /** Passes of this instance run one after another; other instances are kept off by the claims. */
  function runInTurn(pass: () => Promise<void>): Promise<void> {
    const run = passes.then(pass);
    passes = run.catch(() => {});
    return run;
  }

  function wake(): void {
    if (isStopping || isWakeQueued) return;
    isWakeQueued = true;
    const run = options.wake
      ? options.wake()
      : runInTurn(runPass).catch((error: unknown) => {
          log.error({ err: error }, 'mail sender pass failed');
        });
    track(woken, run);
  }

  async function runPass(): Promise<void> {
    isWakeQueued = false;
    if (isStopping) return;
    await sendClaimed(
      () => clock.now(),
      () => !isStopping,
    );
    await deleteOldMail(db, clock.now());
  }

  async function settle(): Promise<void> {
    while (queueing.size > 0 || woken.size > 0) await Promise.all([...queueing, ...woken]);
  }

  return {
    mode: transport.mode,
    send(mail) {
      const queued = queueMail(db, mail, clock.now()).then(
        () => wake(),
        // Only the database being unreachable gets here; the request itself has already answered.
        (error: unknown) =>
          log.error({ err: error }, `mail "${mail.subject}" could not be put in the outbox`),
      );
      track(queueing, queued);
    },
    wake,
    // A pass still under way when the stop's time is up is left behind, so the jobs' own stop does not wait.
    sendDue: () => Promise.race([runInTurn(runPass), stopped]),
    settle,
    async flush() {
      await settle();
      // One at a time: ignoring due times also ignores the claims, so parallel senders would take the
      // same mail twice.
      const sendEveryOne = async () => {
        await sendClaimed(
          () => FAR_FUTURE,
          () => true,
          1,
        );
      };
      while ((await countPendingMail(db)) > 0) await runInTurn(sendEveryOne);
    },
    async stop() {
      if (isStopping) return;
      isStopping = true;
      await stopSending({
        db,
        log,
        stopGraceMs: options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS,
        queueing,
        passes: () => passes,
        sendClaimed: (canClaim) => sendClaimed(() => clock.now(), canClaim),
        countDelivering,
        markStopped,
      });
    },
  };
}
