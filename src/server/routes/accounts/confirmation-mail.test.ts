import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '#server/services/clock';
import { readOutboxTo } from '#server/test/outbox';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createAdmin } from '#server/test/populated-app';
import { createTestApp, TEST_PASSWORD, type TTestContext, toCookieHeader } from '#server/test/test-app';

const clock = createFixedClock(new Date('2027-03-04T14:05:00Z'));
let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LANGUAGES = { en: 'en-US,en;q=0.9', es: 'es-MX,es;q=0.9' } as const;

const newEmail = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.com`;

/** The confirmation mails queued to an address, oldest first. */
function readConfirmationMails(email: string) {
  return readOutboxTo(ctx, email);
}

async function signUp(
  email: string,
  language: keyof typeof LANGUAGES,
  extra: { reason?: string; returnTo?: string; userAgent?: string } = {},
) {
  const { userAgent, ...fields } = extra;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { 'accept-language': LANGUAGES[language], ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: { firstName: 'Nia', email, password: TEST_PASSWORD, ...fields },
    remoteAddress: '203.0.113.9',
  });
}

async function readFirstMail(email: string): Promise<string> {
  const [mail] = await readConfirmationMails(email);
  return mail?.textBody ?? '';
}

function signInFromPhone(email: string) {
  return ctx.app
    .inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: '203.0.113.9',
    })
    .then(toCookieHeader);
}

/** Holds the item for its 30 minutes, then asks for a new link two minutes later: its mail's text. */
async function holdThenAskAgain(email: string, cookie: string, where: { listId: string; itemId: string }) {
  const held = await ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${where.listId}/items/${where.itemId}/pledges`,
    headers: { cookie },
    payload: { quantity: 1 },
    remoteAddress: '203.0.113.9',
  });
  expect(held.json()).toMatchObject({ isShortHold: true });
  clock.advance(2 * 60_000);
  const resend = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: { cookie },
    payload: {},
    remoteAddress: '203.0.113.9',
  });
  expect(resend.statusCode).toBe(200);
  return (await readConfirmationMails(email)).at(-1)?.textBody ?? '';
}

describe('the confirmation mail says what confirming does for the reason the person signed up', () => {
  it('tells a donor (from a list’s reserve step) that their hold becomes a 72-hour reservation and shows where to send it', async () => {
    const english = newEmail('donor-en');
    expect((await signUp(english, 'en', { reason: 'give' })).statusCode).toBe(201);
    const textEn = await readFirstMail(english);
    expect(textEn).toContain(
      'Confirming it turns the item you hold for 30 minutes into a reservation for 72 hours, and shows you where to send it.',
    );
    expect(textEn).not.toMatch(/publish/);

    const spanish = newEmail('donor-es');
    expect((await signUp(spanish, 'es', { reason: 'give' })).statusCode).toBe(201);
    const textEs = await readFirstMail(spanish);
    expect(textEs).toContain(
      'Al confirmarla, el artículo que tiene en reserva breve durante 30 minutos queda reservado para usted durante 72 horas, y le mostramos a dónde enviarlo.',
    );
    expect(textEs).not.toMatch(/publicar/);
  });

  it('tells a family (from /create) that they can publish their list and see who reserved', async () => {
    const english = newEmail('family-en');
    await signUp(english, 'en', { reason: 'publish', returnTo: '/create' });
    const textEn = await readFirstMail(english);
    expect(textEn).toContain(
      'Once it is confirmed, you can publish your needs list and see who reserved each item.',
    );
    expect(textEn).not.toMatch(/reservation for 72 hours/);

    const spanish = newEmail('family-es');
    await signUp(spanish, 'es', { reason: 'publish', returnTo: '/create' });
    expect(await readFirstMail(spanish)).toContain(
      'Una vez confirmada, podrá publicar su lista de necesidades y ver quién reservó cada artículo.',
    );
  });

  it('says both briefly when the page gave no reason', async () => {
    const english = newEmail('plain-en');
    await signUp(english, 'en');
    expect(await readFirstMail(english)).toContain(
      'Once it is confirmed, you can reserve a gift for a family for 72 hours and see where to send it, or publish a needs list if you need help yourself.',
    );
    const spanish = newEmail('plain-es');
    await signUp(spanish, 'es');
    expect(await readFirstMail(spanish)).toContain(
      'Una vez confirmada, podrá reservar un regalo para una familia durante 72 horas y ver a dónde enviarlo, o publicar una lista de necesidades si usted necesita ayuda.',
    );
  });

  it('refuses a reason it does not know, in the reader’s language, and makes no account', async () => {
    const email = newEmail('odd');
    const refused = await signUp(email, 'es', { reason: 'admin' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('El motivo de la cuenta debe ser regalar o publicar una lista');
    expect(await readConfirmationMails(email)).toHaveLength(0);
  });

  it('names the item held when a new link is asked for, and says when and with what the account was made', async () => {
    const family = await createVerifiedUser(ctx, { firstName: 'Rosa' });
    const { listId, itemIds } = await createPledgeableList(ctx, family, [
      { name: 'Winter coat', quantity: 1 },
    ]);
    const email = newEmail('holder');
    await signUp(email, 'es', { reason: 'give', userAgent: CHROME_ON_ANDROID });
    const cookie = await signInFromPhone(email);
    const first = await readFirstMail(email);
    expect(first).toContain(
      'Esta cuenta se creó el jueves, 4 de marzo de 2027, 2:05 p.m. UTC, con Chrome en Android.',
    );
    expect(first).toContain('Si usted no la creó, no abra el enlace');

    const again = await holdThenAskAgain(email, cookie, { listId, itemId: itemIds[0] ?? '' });
    expect(again).toContain(
      'Al confirmarla, su reserva breve de 30 minutos de “Winter coat” pasa a ser una reserva de 72 horas, y le mostramos a dónde enviarlo.',
    );
    // The account's creation, not the new link's.
    expect(again).toContain('Esta cuenta se creó el jueves, 4 de marzo de 2027, 2:05 p.m. UTC.');
  });

  it('leaves out a held item whose name holds an address, since the mail goes to any address typed', async () => {
    const family = await createVerifiedUser(ctx, { firstName: 'Rosa' });
    const { listId, itemIds } = await createPledgeableList(ctx, family, [
      { name: 'Free gift card at prize.shop', quantity: 1 },
    ]);
    // The address sends the list to review first; a moderator may let it through.
    const admin = await createAdmin(ctx);
    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/lists/${listId}/release`,
      headers: { cookie: admin.cookie },
    });
    expect(released.statusCode).toBe(200);
    const email = newEmail('spam-holder');
    await signUp(email, 'en', { reason: 'give' });
    const cookie = await signInFromPhone(email);
    const again = await holdThenAskAgain(email, cookie, { listId, itemId: itemIds[0] ?? '' });
    expect(again).toContain(
      'Confirming it turns the item you hold for 30 minutes into a reservation for 72 hours, and shows you where to send it.',
    );
    expect(again).not.toContain('prize.shop');
  });

  it.each([
    ['Claim $500 at https://evil.test/k (Windows NT 10.0)', 'evil.test'],
    // The parser names a browser it does not know after the words before its first slash.
    ['Win a prize at evil.com/1 (Windows NT 10.0)', 'evil.com'],
  ])('names no browser a client described in words of its own (%s)', async (userAgent, address) => {
    const email = newEmail('odd-agent');
    await signUp(email, 'en', { userAgent });
    const text = await readFirstMail(email);
    expect(text).toMatch(/^This account was created on .+ UTC\.$/m);
    expect(text).not.toContain(address);
  });
});
