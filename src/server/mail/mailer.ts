import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { TClock } from '../services/clock';

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
  /** Queues a mail; never throws and never waits for delivery (requests must not block on mail). */
  send: (mail: TMail) => void;
  /** Resolves when every queued mail has been delivered or given up (tests, shutdown). */
  flush: () => Promise<void>;
  /** Mails waiting to be delivered or retried (the metrics' mail queue length). */
  readQueueLength: () => number;
  mode: 'smtp' | 'files';
};

export type TMailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Stamps each mail's Date header and file name. */
  clock: TClock;
  /** Called once a mail has failed every attempt. */
  onGiveUp?: (mail: TMail) => Promise<void> | void;
  retryDelaysMs?: number[];
};

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 15_000, 60_000];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export function createMailer(options: TMailerOptions): TMailer {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const mailDir = path.join(options.dataDir, 'mail');
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  // Mails written in one instant (a fixed test clock, a burst) still sort in the order they were sent.
  let written = 0;

  async function deliverOnce(mail: TMail): Promise<void> {
    const now = options.clock.now();
    const info = await transport.sendMail({
      date: now,
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (!options.smtpUrl) {
      // Without SMTP the mail is kept as an .eml file a local user can open, and its link is logged.
      mkdirSync(mailDir, { recursive: true });
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      written += 1;
      const sequence = String(written).padStart(6, '0');
      const file = path.join(mailDir, `${stamp}-${sequence}-${randomBytes(3).toString('hex')}.eml`);
      writeFileSync(file, (info as { message: Buffer }).message);
      options.log.info({ file, link: mail.link }, `mail "${mail.subject}" written to ${file}`);
    }
  }

  async function deliver(mail: TMail): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await deliverOnce(mail);
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        // The recipient's address is personal data: only the subject and the error are logged.
        options.log.warn({ err: error, attempt: attempt + 1 }, `mail "${mail.subject}" could not be sent`);
        if (delay === undefined) {
          options.log.error(`mail "${mail.subject}" given up after ${attempt + 1} attempts`);
          await Promise.resolve(options.onGiveUp?.(mail)).catch((giveUpError: unknown) =>
            options.log.error({ err: giveUpError }, 'could not record an undelivered mail'),
          );
          return;
        }
        await wait(delay);
      }
    }
  }

  return {
    mode: options.smtpUrl ? 'smtp' : 'files',
    send(mail) {
      const delivery = deliver(mail).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    readQueueLength: () => pending.size,
  };
}
