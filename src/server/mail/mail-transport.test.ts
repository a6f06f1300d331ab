import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../services/clock';
import { createMailTransport } from './mail-transport';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('mail written as files without a mail server', () => {
  it('keeps the previews, which hold live reset links, readable by the app’s user only, whatever the umask', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-mail-'));
    folders.push(dataDir);
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'Kindlist <no-reply@example.org>',
      dataDir,
      log: pino({ level: 'silent' }),
      clock: createFixedClock(new Date()),
    });
    const previous = process.umask(0o000);
    try {
      await transport.deliver({
        to: 'ana@example.org',
        subject: 'Reset your password',
        text: 'https://kindlist.example/reset-password?token=abc',
        html: '<p>https://kindlist.example/reset-password?token=abc</p>',
      });
    } finally {
      process.umask(previous);
    }
    const mailDir = path.join(dataDir, 'mail');
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(mailDir);
    expect(statSync(path.join(mailDir, String(file))).mode & 0o777).toBe(0o600);
  });
});
