import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';

// The language a family writes its list in: kept as written (never translated), returned with the list
// and its card so the page can mark the family's words with it.

let ctx: TTestContext;
let owner: TTestUser;
let donor: TTestUser;

const COMPLETE = {
  title: 'Ropa de invierno para dos niños',
  story:
    'El martes en la noche se quemó nuestro edificio. Salimos bien, pero perdimos casi todo lo que teníamos.',
  category: 'clothing',
  urgency: 'high',
  city: 'Dayton',
  region: 'OH',
  postalCode: '45402',
  visibility: 'public',
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx.app, { firstName: 'Rosa' });
  donor = await createSignedInUser(ctx.app, { firstName: 'Eli' });
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
});
afterAll(async () => {
  await ctx.close();
});

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function createDraft(payload: Record<string, unknown>, headers?: Record<string, string>) {
  return call('POST', '/api/lists', { cookie: owner.cookie, payload, headers });
}

describe('the language a needs list is written in', () => {
  it('is kept as the family chose it on create', async () => {
    const response = await createDraft({ language: 'es' });
    expect(response.statusCode).toBe(201);
    expect(response.json().language).toBe('es');
    const [row] = await ctx.database.db
      .select({ language: needsLists.language })
      .from(needsLists)
      .where(eq(needsLists.id, response.json().id));
    expect(row?.language).toBe('es');
  });

  it('is the language of the writer’s page when the create leaves it out', async () => {
    expect((await createDraft({})).json().language).toBe('en');
    expect((await createDraft({}, { 'accept-language': 'es-MX,es;q=0.9' })).json().language).toBe('es');
    const withCookie = await createDraft(
      { title: 'Coats' },
      { cookie: `${owner.cookie}; ${LANGUAGE_COOKIE}=es`, 'accept-language': 'en-US' },
    );
    expect(withCookie.json()).toMatchObject({ title: 'Coats', language: 'es' });
    // A choice sent with the create wins over the page's language.
    expect((await createDraft({ language: 'en' }, { 'accept-language': 'es' })).json().language).toBe('en');
  });

  it('changes with an edit, and stays when an edit leaves it out', async () => {
    const draft = (await createDraft({ language: 'en' })).json();
    const changed = await call('PATCH', `/api/lists/${draft.id}`, {
      cookie: owner.cookie,
      payload: { version: 1, language: 'es' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ language: 'es', version: 2 });
    const other = await call('PATCH', `/api/lists/${draft.id}`, {
      cookie: owner.cookie,
      payload: { version: 2, title: 'Abrigos' },
      headers: { 'accept-language': 'en' },
    });
    expect(other.json()).toMatchObject({ title: 'Abrigos', language: 'es' });
  });

  it.each([['fr'], ['ES'], [''], [null], [3]])('refuses %j with the field named (400)', async (language) => {
    const created = await createDraft({ language });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/^language: /);
    const draft = (await createDraft({})).json();
    const edited = await call('PATCH', `/api/lists/${draft.id}`, {
      cookie: owner.cookie,
      payload: { version: 1, language },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toMatch(/^language: /);
  });

  it('comes with the list to its owner, to donors, to visitors and on its card', async () => {
    const draft = (await createDraft({ ...COMPLETE, language: 'es' })).json();
    await call('POST', `/api/lists/${draft.id}/items`, {
      cookie: owner.cookie,
      payload: { name: 'Abrigo de invierno, talla 8', quantity: 2 },
    });
    const published = await call('POST', `/api/lists/${draft.id}/publish`, { cookie: owner.cookie });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().language).toBe('es');

    for (const cookie of [owner.cookie, donor.cookie, undefined]) {
      const detail = await call('GET', `/api/lists/${draft.id}`, { cookie });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ id: draft.id, language: 'es' });
    }
    const mine = (await call('GET', '/api/lists/mine', { cookie: owner.cookie })).json() as Array<{
      id: string;
      language: string;
    }>;
    expect(mine.find((list) => list.id === draft.id)?.language).toBe('es');

    const browse = (await call('GET', '/api/lists?category=clothing')).json() as {
      lists: Array<{ id: string; language: string }>;
    };
    expect(browse.lists.find((list) => list.id === draft.id)).toMatchObject({ language: 'es' });
  });
});
