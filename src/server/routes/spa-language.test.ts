import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';
import { describeLanguageHeaders, SAYS_IT_DEPENDS_ON_LANGUAGE } from '../test/language-headers';
import { createSignedInUser, createTestApp, type TTestContext } from '../test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function readLanguageCookie(setCookie: string | string[] | undefined): string | null {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((value) => value.startsWith(`${LANGUAGE_COOKIE}=`));
  return cookie ? (cookie.split(';')[0]?.split('=')[1] ?? null) : null;
}

describe('the language a page is served in', () => {
  it('follows a Spanish browser from the first byte: lang, title, description and share tags', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body.startsWith('<!doctype html>\n<html lang="es">')).toBe(true);
    expect(page.body).toContain('<title>Quiénes somos · Kindlist</title>');
    expect(page.body).toContain(
      '<meta name="description" content="Quiénes somos y por qué existe Kindlist.">',
    );
    expect(page.body).toContain('<meta property="og:title" content="Quiénes somos · Kindlist">');
    expect(page.body).toContain('<meta property="og:locale" content="es_US">');
    // Accept-Language already says Spanish to the API: no cookie is needed.
    expect(readLanguageCookie(page.headers['set-cookie'])).toBeNull();
  });

  it('says a page depends on the language (the cookie, the account, Accept-Language), found or not', async () => {
    for (const url of ['/about', '/lists/NoSuchList0000001', '/no/such/page', '/about?lang=es']) {
      for (const headers of [{ 'accept-language': 'es' }, { cookie: `${LANGUAGE_COOKIE}=es` }, {}]) {
        const page = await ctx.app.inject({ method: 'GET', url, headers });
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(describeLanguageHeaders(page.headers), url).toEqual(SAYS_IT_DEPENDS_ON_LANGUAGE);
      }
    }
  });

  it('serves English to a browser that asks for neither language, and to one that asks for English', async () => {
    for (const acceptLanguage of ['fr-FR,fr;q=0.9', 'en-US,en;q=0.9,es;q=0.8', '']) {
      const page = await ctx.app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'accept-language': acceptLanguage },
      });
      expect(page.body, acceptLanguage).toContain('<html lang="en">');
      expect(page.body, acceptLanguage).toContain('<title>About us · Kindlist</title>');
    }
  });

  it('links every page to its twin in each language; the address without a language stays canonical', async () => {
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/baby-items',
      headers: { 'accept-language': 'es' },
    });
    expect(plain.body).toContain('<link rel="canonical" href="http://localhost:5000/baby-items">');
    // An address naming two languages is read by its first, for the page and its canonical alike.
    const twice = await ctx.app.inject({
      method: 'GET',
      url: '/baby-items?lang=es&lang=en',
      headers: { 'accept-language': 'en' },
    });
    expect(twice.body).toContain('<html lang="es">');
    expect(twice.body).toContain('<link rel="canonical" href="http://localhost:5000/baby-items?lang=es">');
    const page = await ctx.app.inject({ method: 'GET', url: '/baby-items?lang=es' });
    // A twin asked for by its language names itself.
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:5000/baby-items?lang=es">');
    expect(page.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://localhost:5000/baby-items?lang=en">',
    );
    expect(page.body).toContain(
      '<link rel="alternate" hreflang="es" href="http://localhost:5000/baby-items?lang=es">',
    );
    expect(page.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:5000/baby-items">',
    );
    expect(page.body).toContain('<title>Artículos para bebés · Kindlist</title>');
  });

  it('lets the address, then the cookie, choose over the browser, and keeps the API in step by cookie', async () => {
    const asked = await ctx.app.inject({
      method: 'GET',
      url: '/faq?lang=es',
      headers: { 'accept-language': 'en-US' },
    });
    expect(asked.body).toContain('<html lang="es">');
    expect(readLanguageCookie(asked.headers['set-cookie'])).toBe('es');

    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-language': 'en-US', cookie: `${LANGUAGE_COOKIE}=es` },
    });
    expect(byCookie.body).toContain('<html lang="es">');
    expect(readLanguageCookie(byCookie.headers['set-cookie'])).toBeNull();

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/faq?lang=fr',
      headers: { cookie: `${LANGUAGE_COOKIE}=xx` },
    });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('records the language an account signed up in, and opens its pages in the account language', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
      payload: {
        email: 'lucia@example.com',
        password: 'a long enough passphrase 42',
        firstName: 'Lucía',
        lastName: 'Gómez',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, 'lucia@example.com'));
    expect(row?.language).toBe('es');

    const member = await createSignedInUser(ctx.app);
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, member.id));
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/settings',
      headers: { cookie: member.cookie, 'accept-language': 'en-US' },
    });
    expect(page.body).toContain('<html lang="es">');
    // The API would answer in English by Accept-Language: the cookie now says Spanish.
    expect(readLanguageCookie(page.headers['set-cookie'])).toBe('es');
  });

  it('keeps a language chosen with the control: a cookie for anyone, and the account for a member', async () => {
    const visitor = await ctx.app.inject({
      method: 'PUT',
      url: '/api/language',
      payload: { language: 'es' },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ language: 'es' });
    expect(readLanguageCookie(visitor.headers['set-cookie'])).toBe('es');

    const member = await createSignedInUser(ctx.app);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { cookie: member.cookie },
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: member.cookie },
    });
    expect(me.json()).toMatchObject({ language: 'es' });
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/settings',
      headers: { cookie: member.cookie },
    });
    expect(settings.json()).toMatchObject({ language: 'es' });

    for (const payload of [{ language: 'fr' }, { language: 'es', extra: 1 }, {}]) {
      const refused = await ctx.app.inject({ method: 'PUT', url: '/api/language', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
