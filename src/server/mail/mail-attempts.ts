import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/client';
import type { TMailOutboxRow } from '../db/schema/mail-outbox';
import { describeBriefly } from '../logging/describe-error';
import type { TClock } from '../services/clock';
import {
  claimDueMail,
  giveUpMail,
  MAX_ERROR_LENGTH,
  markMailSent,
  scheduleMailRetry,
  toMail,
} from './mail-outbox';
import type { createMailTransport } from './mail-transport';
import type { TMail } from './mailer';

// Longer than any one attempt can take; a row claimed by an instance that died is due again after it.
export const CLAIM_MS = 2 * 60_000;
const PARALLEL_SENDS = 4;

export type TMailAttempts = {
  /** Delivers one claimed mail, or schedules its retry, or gives it up after its last attempt. */
  attempt: (row: TMailOutboxRow) => Promise<void>;
  /**
   * Claims due mails and attempts them (`workers` side by side) while `canClaim`; answers how many it
   * tried. `readDueBefore` says which mails count as due.
   */
  sendClaimed: (readDueBefore: () => Date, canClaim: () => boolean, workers?: number) => Promise<number>;
  /** Attempts under way now (waiting on the mail server). */
  countDelivering: () => number;
};

export function createMailAttempts(deps: {
  db: TDatabase;
  log: FastifyBaseLogger;
  clock: TClock;
  transport: ReturnType<typeof createMailTransport>;
  retryDelays: number[];
  onGiveUp?: (mail: TMail, tx: TDatabase) => Promise<void> | void;
}): TMailAttempts {
  const { db, log, clock, transport, retryDelays } = deps;
  // One warning when the mail server starts failing and one line when it delivers again, not a line per attempt.
  let isFailing = false;
  let delivering = 0;

  async function attempt(row: TMailOutboxRow): Promise<void> {
    const mail = toMail(row);
    let failure: unknown;
    delivering += 1;
    try {
      await transport.deliver(mail);
    } catch (error) {
      failure = error;
    } finally {
      delivering -= 1;
    }
    if (failure === undefined) {
      await markMailSent(db, row.id, clock.now());
      if (isFailing) log.info('mail server delivers again; the outbox is being sent');
      isFailing = false;
      return;
    }
    const short = describeBriefly(failure).slice(0, MAX_ERROR_LENGTH);
    const delay = retryDelays[row.attempts - 1];
    if (!isFailing) {
      // The recipient's address is personal data: only the subject and the error are logged.
      log.warn(
        `mail could not be sent ("${mail.subject}": ${short}); mails stay in the outbox and are retried`,
      );
    }
    isFailing = true;
    if (delay !== undefined) {
      await scheduleMailRetry(db, row.id, new Date(clock.now().getTime() + delay), short);
      return;
    }
    const isGivenUp = await giveUpMail(db, row.id, short, async (tx) => {
      await deps.onGiveUp?.(mail, tx);
    });
    if (isGivenUp) log.error(`mail "${mail.subject}" given up after ${row.attempts} attempts: ${short}`);
  }

  async function sendClaimed(
    readDueBefore: () => Date,
    canClaim: () => boolean,
    workers = PARALLEL_SENDS,
  ): Promise<number> {
    let tried = 0;
    async function work(): Promise<void> {
      while (canClaim()) {
        const now = clock.now();
        const row = await claimDueMail(db, readDueBefore(), new Date(now.getTime() + CLAIM_MS));
        if (!row) return;
        await attempt(row);
        tried += 1;
      }
    }
    await Promise.all(Array.from({ length: workers }, work));
    return tried;
  }

  return { attempt, sendClaimed, countDelivering: () => delivering };
}
