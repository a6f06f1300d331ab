import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_JOB } from '#server/app-jobs';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { createNotification } from '#server/domain/notifications/notifications';
import { formatInTimeZone } from '#server/domain/pledges/reservation-time-zone';
import { createFixedClock } from '#server/services/clock';
import { readOutboxTo } from '#server/test/outbox';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, TEST_PASSWORD, type TTestContext, type TTestUser } from '#server/test/test-app';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';

const clock = createFixedClock(new Date());
let ctx: TTestContext;
let call: ReturnType<typeof createCaller>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  call = createCaller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

function readOutbox(email: string) {
  return readOutboxTo(ctx, email);
}

async function signUp(email: string, firstName: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers,
    payload: { firstName, lastName: 'Moreau', email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
}

const newEmail = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.com`;

async function setLanguage(user: TTestUser, language: 'en' | 'es') {
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, user.id));
}

describe('mail in the account’s language', () => {
  it('sends the confirmation link in Spanish to an account made in Spanish, and today’s English otherwise', async () => {
    const spanish = newEmail('lucia');
    await signUp(spanish, 'Lucía', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const [mailEs] = await readOutbox(spanish);
    expect(mailEs?.subject).toBe('Confirme su correo electrónico en Kindlist');
    expect(mailEs?.textBody).toContain('Hola, Lucía:');
    expect(mailEs?.textBody).toContain('Confirme que esta es su dirección de correo electrónico.');
    expect(mailEs?.textBody).toContain(
      'Una vez confirmada, podrá reservar un regalo para una familia durante 72 horas y ver a dónde enviarlo, o publicar una lista de necesidades si usted necesita ayuda.',
    );
    expect(mailEs?.textBody).toContain(`Confirmar mi correo electrónico: ${mailEs?.link}`);
    expect(mailEs?.textBody).toContain('El enlace sirve una sola vez y durante 24 horas.');
    expect(mailEs?.htmlBody.startsWith('<!doctype html><html lang="es">')).toBe(true);
    expect(mailEs?.htmlBody).toContain('O abra este enlace:');
    expect(mailEs?.link?.startsWith('http://localhost:5000/')).toBe(true);

    const english = newEmail('ines');
    await signUp(english, 'Ines', { 'accept-language': 'en-US,en;q=0.9' });
    const [mailEn] = await readOutbox(english);
    expect(mailEn?.subject).toBe('Confirm your email address for Kindlist');
    expect(mailEn?.textBody).toBe(
      [
        'Hello Ines,',
        '',
        'Please confirm that this is your email address.',
        '',
        'Once it is confirmed, you can reserve a gift for a family for 72 hours and see where to send it, or publish a needs list if you need help yourself.',
        '',
        `Confirm my email address: ${mailEn?.link}`,
        '',
        'The link works once and for 24 hours.',
        '',
        `This account was created on ${formatInTimeZone(clock.now(), null)}.`,
        '',
        'If you did not create it, do not open the link: until it is confirmed, the account sees no family’s address. If you opened it already, choose “I did not create this account” on the page it opened, or “Forgot your password?” on the sign-in page: either signs everyone out of the account and lets you choose its password.',
        '',
        '— Kindlist',
      ].join('\n'),
    );
    expect(mailEn?.htmlBody.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(mailEn?.htmlBody).toContain('Or open this link:');
  });

  it('writes the digest of a Spanish account’s notices in Spanish, and an English account’s as today', async () => {
    const familyEs = await createVerifiedUser(ctx, { firstName: 'Rosa' });
    await setLanguage(familyEs, 'es');
    const familyEn = await createVerifiedUser(ctx, { firstName: 'Mina' });
    const donor = await createVerifiedUser(ctx, { firstName: 'Santa' });
    const listEs = await createPledgeableList(ctx, familyEs, [{ name: 'Sled', quantity: 1 }], {
      title: 'Juguetes para el invierno',
      story: 'El río inundó nuestra calle en marzo y los niños perdieron sus juguetes y su ropa de invierno.',
    });
    const listEn = await createPledgeableList(ctx, familyEn, [{ name: 'Sled', quantity: 1 }], {
      title: 'Toys for winter',
      story:
        'A storm took the roof off our trailer in May; the children lost their toys and their winter clothes.',
    });
    const reserveEs = await call(
      'POST',
      `/api/lists/${listEs.listId}/items/${listEs.itemIds[0]}/pledges`,
      donor,
      { quantity: 1, isAnonymous: true },
    );
    expect(reserveEs.statusCode).toBe(201);
    const reserveEn = await call(
      'POST',
      `/api/lists/${listEn.listId}/items/${listEn.itemIds[0]}/pledges`,
      donor,
      { quantity: 1 },
    );
    expect(reserveEn.statusCode).toBe(201);

    clock.advance(5 * 60_000);
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    const digestEs = (await readOutbox(familyEs.email)).at(-1);
    expect(digestEs?.subject).toBe('Kindlist: Artículo reservado: Sled');
    expect(digestEs?.textBody).toContain('Hola, Rosa:');
    expect(digestEs?.textBody).toContain(
      'Artículo reservado: Sled. Un donante anónimo reservó Sled para “Juguetes para el invierno” y tiene 72 horas para comprar el artículo.',
    );
    expect(digestEs?.textBody).toContain('Verlo en Kindlist: http://localhost:5000/');
    expect(digestEs?.textBody).toContain(
      'Puede elegir qué correos recibe en la sección Configuración de Kindlist.',
    );
    expect(digestEs?.htmlBody).toContain('<html lang="es">');
    expect(digestEs?.textBody).not.toMatch(/reserved|Santa/);

    const digestEn = (await readOutbox(familyEn.email)).at(-1);
    expect(digestEn?.subject).toBe('Kindlist: Sled reserved');
    expect(digestEn?.textBody).toBe(
      [
        'Hello Mina,',
        '',
        'Sled reserved. Santa reserved Sled for “Toys for winter” and has 72 hours to buy it.',
        '',
        `Open it on Kindlist: http://localhost:5000/needslist/${listEn.listId}#gifts`,
        '',
        'You can choose which mails you get in Settings on Kindlist.',
        '',
        '— Kindlist',
      ].join('\n'),
    );
    expect(digestEn?.htmlBody).toContain('<html lang="en">');
  });
});

describe('notifications in the language they are read in', () => {
  it('reads a notice in Spanish by the language cookie or Accept-Language, and in English otherwise', async () => {
    const family = await createVerifiedUser(ctx, { firstName: 'Carmen' });
    const donor = await createVerifiedUser(ctx, { firstName: 'Pablo' });
    const { listId, itemIds } = await createPledgeableList(ctx, family, [{ name: 'Blanket', quantity: 2 }], {
      title: 'Camas calientes',
      story:
        'Un incendio en la cocina nos sacó del apartamento; empezamos de nuevo en un refugio con dos niños.',
    });
    clock.advance(1000);
    await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 2 });
    clock.advance(1000);
    // A notice stored before notices had messages: its English text, whatever the reader's language.
    await createNotification(
      ctx.database.db,
      { userId: family.id, title: 'Old', message: 'Kept as written' },
      clock.now(),
    );

    const read = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie: family.cookie, ...headers },
        })
      ).json() as Array<{ title: string; message: string }>;

    const spanishReaders: Array<Record<string, string>> = [
      { cookie: `${family.cookie}; ${LANGUAGE_COOKIE}=es` },
      { 'accept-language': 'es-US,es;q=0.9' },
    ];
    for (const headers of spanishReaders) {
      const notices = await read(headers);
      expect(notices.map((notice) => notice.title)).toEqual([
        'Old',
        'Artículo reservado: 2 × Blanket',
        'Le damos la bienvenida a Kindlist',
      ]);
      expect(notices[1]?.message).toBe(
        'Pablo reservó 2 × Blanket para “Camas calientes” y tiene 72 horas para comprar los 2 artículos.',
      );
      expect(notices[0]?.message).toBe('Kept as written');
    }

    const notices = await read({ 'accept-language': 'en-US' });
    expect(notices.map((notice) => notice.title)).toEqual([
      'Old',
      '2 × Blanket reserved',
      'Welcome to Kindlist',
    ]);
    expect(notices[1]?.message).toBe(
      'Pablo reserved 2 × Blanket for “Camas calientes” and has 72 hours to buy them.',
    );
    expect((await read({}))[2]?.message).toBe(
      'Your account is ready. When you are ready, create a needs list or find a family to help.',
    );
  });
});

describe('share previews in the page’s language', () => {
  it('describes a list without a story in Spanish on ?lang=es, and in English otherwise', async () => {
    const owner = await createVerifiedUser(ctx, { firstName: 'Olga' });
    const { listId } = await createPledgeableList(ctx, owner, [{ name: 'Coat', quantity: 1 }], {
      title: 'Abrigos',
      story: 'We moved into a shelter after the eviction in January and the kids need coats before the snow.',
    });
    // A list published before stories were asked for: it has none to show.
    await ctx.database.db.update(needsLists).set({ story: '' }).where(eq(needsLists.id, listId));
    const spanish = (await ctx.app.inject({ method: 'GET', url: `/needslist/${listId}?lang=es` })).body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(
      '<meta property="og:description" content="Una lista de necesidades de una familia en Kindlist.">',
    );
    expect(spanish).toContain('<meta property="og:title" content="Abrigos · Kindlist">');
    const english = (await ctx.app.inject({ method: 'GET', url: `/needslist/${listId}` })).body;
    expect(english).toContain('<meta property="og:description" content="A family needs list on Kindlist.">');
  });
});
