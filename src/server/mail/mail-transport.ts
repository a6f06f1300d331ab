import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { TClock } from '../services/clock';
import type { TMail } from './mailer';

// Mail previews hold live reset and confirmation links: the app's own user only.
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** How long one attempt may wait on the mail server at each step (connect, greeting, any answer). */
export const DEFAULT_MAIL_TIMEOUT_MS = 10_000;

export type TMailTransport = {
  mode: 'smtp' | 'files';
  /** One delivery attempt; throws when the mail server refuses, fails or stays silent too long. */
  deliver: (mail: TMail) => Promise<void>;
};

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  clock: TClock;
  timeoutMs?: number;
}): TMailTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  const mailDir = path.join(options.dataDir, 'mail');
  // Without short timeouts a server that accepts connections but never answers holds each attempt
  // for minutes (nodemailer's defaults), and with it the sender and a stopping app.
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Mails written in one instant (a fixed test clock, a burst) still sort in the order they were sent.
  let written = 0;

  return {
    mode: options.smtpUrl ? 'smtp' : 'files',
    async deliver(mail) {
      const now = options.clock.now();
      const info = await transport.sendMail({
        date: now,
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (options.smtpUrl) return;
      // A preview a developer can open: one instance's disk, so the outbox row stays the record.
      mkdirSync(mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      chmodSync(mailDir, PRIVATE_DIR_MODE);
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      written += 1;
      const sequence = String(written).padStart(6, '0');
      const file = path.join(mailDir, `${stamp}-${sequence}-${randomBytes(3).toString('hex')}.eml`);
      writeFileSync(file, (info as { message: Buffer }).message, { mode: PRIVATE_FILE_MODE });
      options.log.info({ file, link: mail.link }, `mail "${mail.subject}" written to ${file}`);
    },
  };
}
