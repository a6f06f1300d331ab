import { rmSync } from 'node:fs';
import net from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIL_OUTBOX_JOB } from '../app-jobs';
import { openPostgres, type TDatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema/mail-outbox';
import { createFixedClock } from '../services/clock';
import { createSignedInUser, createTestApp, TEST_PASSWORD, type TTestContext } from '../test/test-app';
import { startTestSmtpServer } from '../test/test-smtp';
import type { TMail } from './mailer';

const cleanups: Array<() => Promise<void>> = [];
// One database for the file (each test empties the outbox); every test starts its own instances on it.
let owner: TTestContext;

beforeAll(async () => {
  owner = await createTestApp();
});
afterAll(async () => {
  await owner.close();
});
beforeEach(async () => {
  await owner.database.db.delete(mailOutbox);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An instance this test closes itself (app.close, as a stopping server does): its files go after the test. */
function removeFilesLater(ctx: TTestContext): void {
  cleanups.push(async () => rmSync(ctx.config.dataDir, { recursive: true, force: true }));
}

/** An instance of the app on the file's database, closed after the test. */
async function startInstance(options: Parameters<typeof createTestApp>[0] = {}): Promise<TTestContext> {
  return later(await createTestApp({ ...options, database: owner.database }));
}

function later<T extends { close: () => Promise<void> }>(thing: T): T {
  cleanups.push(() => thing.close());
  return thing;
}

/** A port of 127.0.0.1 where a mail server was and is not any more (it comes back there). */
async function startDownSmtpServer() {
  const first = await startTestSmtpServer();
  await first.close();
  return {
    url: first.url,
    comeBack: async () => later(await startTestSmtpServer(first.port)),
  };
}

function captureLog(): { stream: Writable; lines: () => Array<{ level: number; msg: string }> } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      raw.push(String(chunk));
      callback();
    },
  });
  return { stream, lines: () => raw.map((line) => JSON.parse(line) as { level: number; msg: string }) };
}

function mailTo(to: string, subject = 'Your list is ready'): TMail {
  return { to, subject, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` };
}

async function readOutbox() {
  return owner.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

describe('the mail outbox', () => {
  it('keeps a mail while the mail server is down and delivers it once the server is back', async () => {
    const clock = createFixedClock(new Date());
    const down = await startDownSmtpServer();
    const log = captureLog();
    const ctx = await startInstance({
      env: { SMTP_URL: down.url },
      clock,
      mailRetryDelaysMs: [60_000, 60_000],
      logStream: log.stream,
    });

    ctx.app.mailer.send(mailTo('ana@example.com'));
    await ctx.app.mailer.settle();
    const [failed] = await readOutbox();
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, recipient: 'ana@example.com' });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60_000);

    // Not due yet: the sender leaves it alone.
    await ctx.app.jobs.runNow(MAIL_OUTBOX_JOB);
    expect((await readOutbox())[0]?.attempts).toBe(1);

    const smtp = await down.comeBack();
    clock.advance(60_000);
    await ctx.app.jobs.runNow(MAIL_OUTBOX_JOB);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ana@example.com']]);
    const [sent] = await readOutbox();
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(sent?.sentAt?.getTime()).toBe(clock.now().getTime());
    const messages = log.lines().map((line) => line.msg);
    expect(messages.filter((msg) => msg.startsWith('mail could not be sent'))).toHaveLength(1);
    expect(messages).toContain('mail server delivers again; the outbox is being sent');
  });

  it('leaves pending mail in the database on close, and a new app on that database delivers it', async () => {
    const clock = createFixedClock(new Date());
    const down = await startDownSmtpServer();
    const log = captureLog();
    const leaving = await createTestApp({
      env: { SMTP_URL: down.url },
      clock,
      database: owner.database,
      mailRetryDelaysMs: [60_000],
      logStream: log.stream,
    });
    // A mail queued just before the app stops (a deploy, a SIGTERM): close tries it once and keeps it.
    leaving.app.mailer.send(mailTo('bea@example.com'));
    removeFilesLater(leaving);
    await leaving.app.close();
    const [kept] = await readOutbox();
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, recipient: 'bea@example.com' });
    expect(log.lines().map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^mail at stop: \d tried, 1 left in the outbox for the next start$/),
    );

    const smtp = await down.comeBack();
    clock.advance(60_000);
    const next = await startInstance({ env: { SMTP_URL: smtp.url }, clock });
    await next.app.jobs.runNow(MAIL_OUTBOX_JOB);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['bea@example.com']]);
    expect((await readOutbox())[0]?.state).toBe('sent');
  });

  it('ends an attempt on a server that accepts connections but never answers within the short timeout; neither a request nor closing waits on it', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const { port } = silent.address() as net.AddressInfo;
    const log = captureLog();
    const instance = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      database: owner.database,
      mailTimeoutMs: 2000,
      mailStopGraceMs: 300,
      mailRetryDelaysMs: [60_000],
      logStream: log.stream,
    });

    const started = performance.now();
    const signUp = await instance.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { firstName: 'Cy', lastName: 'Park', email: 'cy@example.com', password: TEST_PASSWORD },
    });
    const answeredMs = performance.now() - started;
    expect(signUp.statusCode).toBe(201);
    expect(answeredMs).toBeLessThan(2000);
    await instance.app.mailer.settle();
    const attemptMs = performance.now() - started;
    expect(sockets.size).toBe(1);
    expect(attemptMs).toBeGreaterThanOrEqual(2000);
    expect(attemptMs).toBeLessThan(6000);
    const [row] = await readOutbox();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/greeting|timeout/i);

    // Closing while an attempt waits on the silent server: the app stops within its grace time and
    // the mail stays in the outbox.
    instance.app.mailer.send(mailTo('dan@example.com'));
    await vi.waitFor(() => expect(sockets.size).toBe(2));
    const closing = performance.now();
    removeFilesLater(instance);
    await instance.app.close();
    expect(performance.now() - closing).toBeLessThan(1500);
    expect(log.lines().map((line) => line.msg)).toContainEqual(
      expect.stringMatching(
        /^mail at stop: 0 tried, 2 left in the outbox for the next start, 1 attempts cut short/,
      ),
    );
    const rows = await readOutbox();
    expect(rows.map((mail) => [mail.recipient, mail.state])).toEqual([
      ['cy@example.com', 'pending'],
      ['dan@example.com', 'pending'],
    ]);
  });

  it('tells the user once, in one log line, when their mail is given up', async () => {
    const down = await startDownSmtpServer();
    const log = captureLog();
    const ctx = await startInstance({
      env: { SMTP_URL: down.url },
      mailRetryDelaysMs: [5, 5],
      logStream: log.stream,
    });
    const user = await createSignedInUser(ctx.app);
    await ctx.app.mailer.flush();
    const rows = await readOutbox();
    expect(rows.map((row) => [row.state, row.attempts])).toEqual([['given_up', 3]]);
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: user.cookie },
    });
    const titles = (notices.json() as Array<{ title: string }>).map((notice) => notice.title);
    expect(titles.filter((title) => title === 'An email to you could not be delivered')).toHaveLength(1);
    const messages = log.lines().map((line) => line.msg);
    expect(messages.filter((msg) => msg.includes('given up after 3 attempts'))).toHaveLength(1);
    expect(messages.filter((msg) => msg.startsWith('mail could not be sent'))).toHaveLength(1);
  });

  it('delivers each mail exactly once when two instances run the sender at the same moment', async () => {
    const smtp = later(await startTestSmtpServer());
    const first = await startInstance({ env: { SMTP_URL: smtp.url } });
    // On PostgreSQL the second instance has its own connection pool, as a second process would.
    let database: TDatabaseHandle = owner.database;
    if (owner.databaseUrl) {
      database = await openPostgres(owner.databaseUrl);
      cleanups.push(() => database.close());
    }
    const second = later(await createTestApp({ env: { SMTP_URL: smtp.url }, database }));
    const now = new Date();
    const subjects = Array.from({ length: 40 }, (_, index) => `Mail ${index}`);
    await owner.database.db.insert(mailOutbox).values(
      subjects.map((subject) => ({
        recipient: 'dee@example.com',
        subject,
        textBody: subject,
        htmlBody: `<p>${subject}</p>`,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );

    await Promise.all([first.app.jobs.runNow(MAIL_OUTBOX_JOB), second.app.jobs.runNow(MAIL_OUTBOX_JOB)]);
    const received = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(received.toSorted()).toEqual(subjects.toSorted());
    const rows = await owner.database.db.select().from(mailOutbox).where(eq(mailOutbox.state, 'sent'));
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });
});
