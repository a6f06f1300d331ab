import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import {
  createTestApp,
  decodeMailText,
  findLink,
  TEST_PASSWORD,
  type TTestContext,
  toCookieHeader,
} from '#server/test/test-app';
import { startTestSmtpServer, type TReceivedMail } from '#server/test/test-smtp';
import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE, RESET_REQUEST_MESSAGE } from './account-recovery';
import { SIGN_UP_MESSAGE } from './password-routes';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let ctx: TTestContext;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Kindlist <hello@kindlist.test>' },
  });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

function mailsTo(email: string): TReceivedMail[] {
  return smtp.received.filter((mail) => mail.to.includes(email));
}

/** A request sent as written, over a socket (no client tidies its path). */
function sendRaw(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/`,
      {
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signUp(email: string, password = TEST_PASSWORD) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { firstName: 'Ines', lastName: 'Moreau', email, password },
  });
  await ctx.app.mailer.flush();
  return response;
}

async function signIn(email: string, password = TEST_PASSWORD) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
}

describe('email verification over a real SMTP server', () => {
  it('mails a working, absolute, single-use link that verifies the address and signs in the browser that signed up', async () => {
    const response = await signUp('ines@example.com');
    expect(response.json()).toEqual({ message: SIGN_UP_MESSAGE });
    const [mail] = mailsTo('ines@example.com');
    expect(mail?.raw).toContain('Subject: Confirm your email address for Kindlist');
    expect(mail?.raw).toMatch(/From: Kindlist <hello@kindlist\.test>/);
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    const link = findLink(
      mail?.raw ?? '',
      /http:\/\/localhost:5000\/api\/auth\/verify-email\?token=[^\s"<]+/,
    );

    const before = await signIn('ines@example.com');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: toCookieHeader(before) },
    });
    expect(me.json().emailVerified).toBe(false);

    const opened = await ctx.app.inject({
      method: 'GET',
      url: pathOf(link),
      headers: { cookie: toCookieHeader(response) },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verify-email?status=verified');
    const session = toCookieHeader(opened);
    expect(session).toContain('session_token');
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: session },
    });
    expect(after.json()).toMatchObject({ email: 'ines@example.com', emailVerified: true });

    // Opened again, the link changes nothing and signs nobody in.
    const again = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(again.statusCode).toBe(302);
    expect(toCookieHeader(again)).not.toContain('session_token');
  });

  it('refuses a tampered link', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=forged&callbackURL=%2Fverify-email',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
  });

  it('tells the owner of an existing account instead of answering differently', async () => {
    const response = await signUp('ines@example.com', 'another long password');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SIGN_UP_MESSAGE });
    const last = mailsTo('ines@example.com').at(-1);
    expect(last?.raw).toContain('Subject: Someone tried to create a Kindlist account with your email');
  });

  it('resends the link only to a signed-in, unverified user, within a per-account limit', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/send-verification-email' })).statusCode,
    ).toBe(401);
    await signUp('resend@example.com');
    const cookie = toCookieHeader(await signIn('resend@example.com'));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { cookie },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    await ctx.app.mailer.flush();
    expect(
      mailsTo('resend@example.com').filter((mail) => mail.raw.includes('Confirm your email')),
    ).toHaveLength(4);

    const verified = toCookieHeader(await signIn('ines@example.com'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { cookie: verified },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('mails a one-hour single-use link; the reset signs out every session', async () => {
    await signUp('reset@example.com');
    const oldSession = toCookieHeader(await signIn('reset@example.com'));

    const request = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'Reset@Example.com' },
    });
    expect(request.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
    await ctx.app.mailer.flush();
    const mail = mailsTo('reset@example.com').at(-1);
    expect(mail?.raw).toContain('Subject: Reset your Kindlist password');
    const link = findLink(mail?.raw ?? '', /http:\/\/localhost:5000\/api\/auth\/reset-password\/[^\s"<]+/);

    const opened = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(opened.statusCode).toBe(302);
    const target = new URL(String(opened.headers.location), 'http://localhost:5000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const common = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'password123' },
    });
    expect(common.statusCode).toBe(400);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.json()).toEqual({ message: RESET_DONE_MESSAGE });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: oldSession } }))
        .statusCode,
    ).toBe(401);
    expect((await signIn('reset@example.com')).statusCode).toBe(401);
    expect((await signIn('reset@example.com', 'a brand new passphrase')).statusCode).toBe(200);

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet another passphrase' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: RESET_INVALID_MESSAGE });
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody-here@example.com' },
    });
    await ctx.app.mailer.flush();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
    expect(smtp.received.length).toBe(before);
  });

  it('rejects bad input with the field named', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x' },
    });
    expect(missing.json()).toEqual({ message: 'password: Password is required' });
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: 'short' },
    });
    expect(short.json()).toEqual({ message: 'password: Password must be at least 8 characters' });
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
  });
});

describe('names that hold a web or email address', () => {
  const SPAM = 'claim $500 at https://evil.test/k';

  it('are refused at sign-up in the reader’s language, and nothing is mailed to the address typed', async () => {
    const payload = { firstName: SPAM, lastName: '', email: 'victim@example.com', password: TEST_PASSWORD };
    const english = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'firstName: First name cannot contain a web address or an email address',
    });
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      message: 'firstName: Nombre: no puede contener una dirección web ni un correo electrónico',
    });
    await ctx.app.mailer.flush();
    expect(mailsTo('victim@example.com')).toEqual([]);
  });

  it('never reach a mail when one is already stored (written before the rule, or by a sign-in provider)', async () => {
    await signUp('stored-spam@example.com');
    await ctx.database.db
      .update(users)
      .set({ firstName: SPAM })
      .where(eq(users.email, 'stored-spam@example.com'));
    await signUp('stored-spam@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'stored-spam@example.com' },
    });
    await ctx.app.mailer.flush();
    const [, existing, reset] = mailsTo('stored-spam@example.com');
    for (const mail of [existing, reset]) {
      const text = decodeMailText(mail?.raw ?? '');
      expect(text).toContain('Hello there,');
      expect(text).not.toContain('evil.test');
      expect(text).not.toContain('$500');
    }
  });
});

describe('sign-up limit per account', () => {
  it('stops repeated sign-ups with one email from many addresses (each would mail its owner)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: `10.8.0.${i + 1}`,
        payload: { firstName: 'Flo', lastName: 'Od', email: 'flood@example.com', password: TEST_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    await ctx.app.mailer.flush();
    expect(mailsTo('flood@example.com')).toHaveLength(3);
  });
});

describe('raw better-auth endpoints', () => {
  it('are closed, so nothing bypasses our validation', async () => {
    await signUp('raw@example.com');
    const cookie = toCookieHeader(await signIn('raw@example.com'));
    for (const [url, payload] of [
      ['/api/auth/update-user', { firstName: 'x'.repeat(5000) }],
      ['/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'password' }],
      ['/api/auth/change-email', { newEmail: 'other@example.com' }],
      ['/api/auth/list-sessions', {}],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('stay closed behind an allowed path however the address is spelled', async () => {
    // better-auth's /ok answers {"ok":true}: reaching it means any endpoint could be reached.
    const spellings = [
      '/api/auth/reset-password/..\\ok',
      '/api/auth/reset-password/..%5Cok',
      '/api/auth/reset-password/..%2Fok',
      '/api/auth/reset-password/%2e%2e%2fok',
      '/api/auth/reset-password/%2E%2E/ok',
      '/api/auth/callback/..\\..\\ok',
      '/api/auth/callback/google/../../ok',
      '/api/auth/get-session/..\\ok',
      '/api/auth/error/..\\ok',
      '/api/auth/reset-password/x%252F..%252Fok',
    ];
    // Over a real connection: app.inject tidies the address before the app sees it, a client need not.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of spellings) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await sendRaw(address, method, url, method === 'POST' ? '{}' : undefined);
        expect(response.body, `${method} ${url}`).not.toContain('"ok":true');
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
      }
    }
    // The raw change of address, the takeover path an outside probe found, stays closed.
    const cookie = toCookieHeader(await signIn('raw@example.com'));
    const change = await sendRaw(
      address,
      'POST',
      '/api/auth/reset-password/..\\change-email',
      JSON.stringify({ newEmail: 'attacker@example.com', callbackURL: '/' }),
      { cookie },
    );
    expect(change.status).toBe(404);
  });
});

describe('mail without SMTP', () => {
  it('writes each mail as an .eml file in DATA_DIR/mail, and tells the user when delivery fails', async () => {
    const files = await createTestApp();
    try {
      await files.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Ada', lastName: 'Li', email: 'ada@example.com', password: TEST_PASSWORD },
      });
      await files.app.mailer.flush();
      const mailDir = path.join(files.config.dataDir, 'mail');
      const [file] = readdirSync(mailDir);
      const raw = readFileSync(path.join(mailDir, file ?? ''), 'utf8');
      expect(raw).toContain('To: ada@example.com');
      expect(findLink(raw, /http:\/\/localhost:5000\/api\/auth\/verify-email\?token=\S+/)).toBeTruthy();
    } finally {
      await files.close();
    }

    const broken = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:1' },
      mailRetryDelaysMs: [5, 5],
    });
    try {
      await broken.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Bo', lastName: 'Ng', email: 'bo@example.com', password: TEST_PASSWORD },
      });
      await broken.app.mailer.flush();
      const signIn = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'bo@example.com', password: TEST_PASSWORD },
      });
      const notifications = await broken.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: toCookieHeader(signIn) },
      });
      const titles = (notifications.json() as Array<{ title: string; link: string | null }>).map(
        (item) => item.title,
      );
      expect(titles).toContain('An email to you could not be delivered');
    } finally {
      await broken.close();
    }
  });
});
