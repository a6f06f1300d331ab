// Every refusal is written in the request's language (the language cookie, else Accept-Language), and
// in English, word for word as before, when none is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeLanguageHeaders, SAYS_IT_DEPENDS_ON_LANGUAGE } from '#server/test/language-headers';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';

let ctx: TTestContext;
let owner: TTestUser;
let donor: TTestUser;
let listId: string;
let itemId: string;

const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };
const SPANISH_COOKIE = { cookie: `${LANGUAGE_COOKIE}=es`, 'accept-language': 'en-US' };

// Sign-in is limited to 4 tries a minute per address here: the 429 test tries from an address of its own.
const AUTH_MAX = 4;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { authMax: AUTH_MAX } });
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
  donor = await createVerifiedUser(ctx, { firstName: 'Dana' });
  const list = await createPledgeableList(ctx, owner, [{ name: 'Blankets', quantity: 2 }]);
  listId = list.listId;
  itemId = list.itemIds[0] ?? '';
});
afterAll(async () => {
  await ctx.close();
});

type TRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Record<string, unknown>;
};

async function ask(request: TRequest, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ ...request, headers: { ...request.headers, ...headers } });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
}

const withCookie = (user: TTestUser, headers: Record<string, string>) => ({
  ...headers,
  cookie: [user.cookie, headers.cookie].filter(Boolean).join('; '),
});

describe('refusals in the language of the request', () => {
  it('words a business rule (reserving more than is left) in Spanish, by Accept-Language or the cookie', async () => {
    const reserve = (headers: Record<string, string>) =>
      ask({
        method: 'POST',
        url: `/api/lists/${listId}/items/${itemId}/pledges`,
        headers: withCookie(donor, headers),
        payload: { quantity: 3 },
      });
    expect(await reserve({})).toEqual({
      status: 409,
      message: 'quantity: Only 2 are still needed. Reserve 2 or fewer.',
    });
    expect(await reserve(SPANISH)).toEqual({
      status: 409,
      message: 'quantity: Solo se necesitan 2 más. Reserve 2 o menos.',
    });
    expect(await reserve(SPANISH_COOKIE)).toEqual({
      status: 409,
      message: 'quantity: Solo se necesitan 2 más. Reserve 2 o menos.',
    });
  });

  it('words a 404 in Spanish', async () => {
    const missing = { method: 'GET', url: '/api/lists/NoSuchList0000001' } as const;
    expect(await ask(missing)).toEqual({
      status: 404,
      message: 'This needs list does not exist or is not shared with you',
    });
    expect(await ask(missing, SPANISH)).toEqual({
      status: 404,
      message: 'Esta lista de necesidades no existe o no se compartió con usted',
    });
    expect(await ask({ method: 'GET', url: '/api/no-such-thing' }, SPANISH)).toEqual({
      status: 404,
      message: 'No se encontró',
    });
  });

  it('says that a refusal depends on the language, and keeps answers that do not free of it', async () => {
    const requests: TRequest[] = [
      { method: 'GET', url: '/api/lists/NoSuchList0000001' },
      { method: 'GET', url: '/api/no-such-thing' },
      { method: 'GET', url: '/api/lists?sort=nonsense' },
      { method: 'GET', url: '/api/lists/%E0%A4%A' },
      { method: 'GET', url: `/api/lists/${'a'.repeat(201)}` },
      { method: 'GET', url: '/api/notifications' },
      { method: 'POST', url: '/api/lists', payload: {} },
    ];
    for (const request of requests) {
      for (const headers of [SPANISH, SPANISH_COOKIE, {}]) {
        const response = await ctx.app.inject({ ...request, headers });
        const what = `${request.method} ${request.url} ${response.statusCode}`;
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(describeLanguageHeaders(response.headers), what).toEqual(SAYS_IT_DEPENDS_ON_LANGUAGE);
      }
    }
    // Browse is the same in every language: a shared cache may keep one copy for all.
    const browse = await ctx.app.inject({ method: 'GET', url: '/api/lists', headers: SPANISH });
    expect(browse.statusCode).toBe(200);
    expect(describeLanguageHeaders(browse.headers).vary).toEqual([]);
  });

  it('words a schema message, and one that names its field, in Spanish', async () => {
    const reserveNone = (headers: Record<string, string>) =>
      ask({
        method: 'POST',
        url: `/api/lists/${listId}/items/${itemId}/pledges`,
        headers: withCookie(donor, headers),
        payload: { quantity: 0 },
      });
    expect(await reserveNone({})).toEqual({ status: 400, message: 'quantity: Quantity must be at least 1' });
    expect(await reserveNone(SPANISH)).toEqual({
      status: 400,
      message: 'quantity: La cantidad debe ser al menos 1',
    });

    const editProfile = (payload: Record<string, unknown>, headers: Record<string, string>) =>
      ask({ method: 'PUT', url: '/api/account/profile', headers: withCookie(owner, headers), payload });
    const unnamed = { firstName: ' ', lastName: '', bio: '', city: '', region: '' };
    expect(await editProfile(unnamed, {})).toEqual({
      status: 400,
      message: 'firstName: First name is required',
    });
    expect(await editProfile(unnamed, SPANISH)).toEqual({
      status: 400,
      message: 'firstName: Nombre: este campo es obligatorio',
    });
    const hidden = { firstName: 'Ana\u202E', lastName: '', bio: '', city: '', region: '' };
    expect((await editProfile(hidden, SPANISH_COOKIE)).message).toBe(
      'firstName: Nombre: contiene un carácter oculto que invierte o reordena el texto que le sigue (como una marca de derecha a izquierda); bórrelo',
    );
  });

  it("words Zod's own messages (a wrong type, an unknown field) from the issue, never in English", async () => {
    const settings = (payload: Record<string, unknown>, headers: Record<string, string>) =>
      ask({ method: 'PATCH', url: '/api/account/settings', headers: withCookie(owner, headers), payload });
    expect(await settings({ isEmailOnPurchase: 'yes' }, {})).toEqual({
      status: 400,
      message: 'isEmailOnPurchase: Invalid input: expected boolean, received string',
    });
    expect(await settings({ isEmailOnPurchase: 'yes' }, SPANISH)).toEqual({
      status: 400,
      message: 'isEmailOnPurchase: Se esperaba verdadero o falso',
    });
    expect(await settings({ isEmailOnPurchase: true, userType: 'admin' }, {})).toEqual({
      status: 400,
      message: 'body: Unrecognized key: "userType"',
    });
    expect(await settings({ isEmailOnPurchase: true, userType: 'admin' }, SPANISH)).toEqual({
      status: 400,
      message: 'body: Campo desconocido: "userType"',
    });
    expect(await ask({ method: 'GET', url: '/api/lists?owner=me' }, SPANISH_COOKIE)).toEqual({
      status: 400,
      message: 'querystring: Campo desconocido: "owner"',
    });
  });

  it('words a 401 and a body that is not JSON in Spanish', async () => {
    const settings = { method: 'GET', url: '/api/account/settings' } as const;
    expect(await ask(settings)).toEqual({ status: 401, message: 'Sign in to continue' });
    expect(await ask(settings, SPANISH)).toEqual({ status: 401, message: 'Inicie sesión para continuar' });
    const broken = {
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    } as const;
    expect(await ask(broken)).toEqual({ status: 400, message: 'The request body is not valid JSON' });
    expect(await ask(broken, SPANISH)).toEqual({
      status: 400,
      message: 'El cuerpo de la solicitud no es JSON válido',
    });
  });

  it('words a 429 in Spanish, with its Retry-After', async () => {
    const signIn = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: '10.9.0.1',
        headers,
        payload: { email: 'nobody@example.com', password: 'wrong password' },
      });
    expect((await signIn(SPANISH)).json()).toEqual({
      message: 'El correo electrónico o la contraseña no son correctos',
    });
    for (let attempt = 2; attempt <= AUTH_MAX; attempt += 1) await signIn({});
    const english = await signIn({});
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    const spanish = await signIn(SPANISH);
    expect(spanish.statusCode).toBe(429);
    expect(Number(spanish.headers['retry-after'])).toBeGreaterThan(0);
    expect(spanish.json().message).toMatch(
      /^Demasiadas solicitudes\. Vuelva a intentarlo en \d+ segundos?\.$/,
    );
  });

  it('stays in English for a language we do not speak', async () => {
    expect(
      await ask({ method: 'GET', url: '/api/account/settings' }, { 'accept-language': 'fr-FR' }),
    ).toEqual({ status: 401, message: 'Sign in to continue' });
  });
});
