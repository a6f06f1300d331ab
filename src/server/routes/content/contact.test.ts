import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/content';
import { CONTACT_SENT_MESSAGE } from '#server/domain/content/contact-messages';
import {
  createSignedInUser,
  createTestApp,
  decodeMailText,
  TEST_ADMIN_EMAIL,
  type TTestContext,
} from '#server/test/test-app';
import { startTestSmtpServer } from '#server/test/test-smtp';

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let ctx: TTestContext;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kindlist <hello@kindlist.test>',
      ADMIN_EMAILS: `${TEST_ADMIN_EMAIL}, second-admin@example.com`,
    },
  });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const MESSAGE = {
  name: 'Rosa Martinez',
  email: 'Rosa@Example.com',
  subject: 'A question about reservations',
  message: 'Hello, how long does a donor keep an item reserved before it is free again?\n\nThank you.',
};

function send(payload: unknown, remoteAddress = '10.1.1.1', cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('the contact form', () => {
  it('keeps the message for the admins, mails it to each of them over SMTP, and confirms to the sender', async () => {
    const response = await send(MESSAGE);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_SENT_MESSAGE });
    const [stored] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rosa@example.com'));
    expect(stored).toMatchObject({
      name: 'Rosa Martinez',
      subject: MESSAGE.subject,
      userId: null,
      handledAt: null,
    });
    expect(stored?.message).toBe(MESSAGE.message);
    await ctx.app.mailer.flush();
    for (const admin of [TEST_ADMIN_EMAIL, 'second-admin@example.com']) {
      const mail = smtp.received.find((each) => each.to.includes(admin));
      expect(mail, admin).toBeDefined();
      const text = decodeMailText(mail?.raw ?? '');
      expect(text).toContain('Subject: Contact: A question about reservations');
      expect(text).toContain('Rosa Martinez <rosa@example.com>');
      expect(text).toContain('how long does a donor keep an item reserved');
    }
    const confirmation = smtp.received.find((each) => each.to.includes('rosa@example.com'));
    const text = decodeMailText(confirmation?.raw ?? '');
    expect(text).toContain('We received your message to Kindlist');
    // Nothing the sender typed goes to the address they typed (it may be anyone's).
    expect(text).not.toContain('reservations');
    expect(text).not.toContain('Rosa');
  });

  it("links a signed-in sender's message to the account, which takes it when it is deleted", async () => {
    const user = await createSignedInUser(ctx.app);
    const response = await send({ ...MESSAGE, email: user.email }, '10.1.1.2', user.cookie);
    expect(response.statusCode).toBe(201);
    const [stored] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email.toLowerCase()));
    expect(stored?.userId).toBe(user.id);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: user.cookie },
      payload: { confirmation: 'DELETE', password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email.toLowerCase()));
    expect(left).toEqual([]);
  });

  it('refuses empty, oversized, malformed and unknown fields with a message, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const bad: unknown[] = [
      {},
      { ...MESSAGE, name: '' },
      { ...MESSAGE, email: 'not an address' },
      { ...MESSAGE, subject: 'x'.repeat(151) },
      { ...MESSAGE, message: 'short' },
      { ...MESSAGE, message: 'x'.repeat(5001) },
      { ...MESSAGE, name: 'Rosa\u202Eevil' },
      { ...MESSAGE, message: 42 },
      { ...MESSAGE, isUrgent: true },
    ];
    for (const payload of bad) {
      const response = await send(payload, '10.1.1.3');
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits one address to 5 messages an hour and one inbox to 3, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await send({ ...MESSAGE, email: `writer${index}@example.com` }, '10.9.9.9')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const inbox: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      inbox.push((await send({ ...MESSAGE, email: 'same@example.com' }, `10.8.8.${index}`)).statusCode);
    }
    expect(inbox).toEqual([201, 201, 201, 429]);
    const limited = await send({ ...MESSAGE, email: 'same@example.com' }, '10.8.8.9');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an IPv6 sender by its /64 network, whose other addresses are the same home or phone', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const address = `2001:db8:77:1:${index + 1}::${index + 7}`;
      statuses.push((await send({ ...MESSAGE, email: `v6-writer${index}@example.com` }, address)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send({ ...MESSAGE, email: 'v6-other@example.com' }, '2001:db8:77:2::1')).statusCode).toBe(
      201,
    );
  });
});
