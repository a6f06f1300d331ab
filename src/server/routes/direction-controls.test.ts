import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTION_CONTROLS_MESSAGE } from '#shared/schemas/text';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '../test/test-app';

let ctx: TTestContext;
let user: TTestUser;
let listId: string;

// "invoice" + RIGHT-TO-LEFT OVERRIDE + "gnp.exe" is shown as "invoiceexe.png".
const DISGUISED = 'Photos of the damage invoice\u202Egnp.exe';

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createSignedInUser(ctx.app);
  listId = (
    await ctx.app.inject({ method: 'POST', url: '/api/lists', headers: { cookie: user.cookie }, payload: {} })
  ).json().id;
});
afterAll(async () => {
  await ctx.close();
});

describe('direction controls (U+202A–U+202E, U+2066–U+2069) in titles and names', () => {
  it('are refused with a clear message in every field that shows a title or a name', async () => {
    const attempts = [
      { method: 'POST', url: '/api/lists', payload: { title: DISGUISED }, field: 'title', label: 'Title' },
      {
        method: 'PATCH',
        url: `/api/lists/${listId}`,
        payload: { version: 1, beneficiaryName: 'Ann\u2067a' },
        field: 'beneficiaryName',
        label: 'Name of the person',
      },
      {
        method: 'PATCH',
        url: `/api/lists/${listId}`,
        payload: { version: 1, story: `${'A long enough story. '.repeat(3)}\u202Dtxt.exe` },
        field: 'story',
        label: 'Story',
      },
      {
        method: 'POST',
        url: `/api/lists/${listId}/items`,
        payload: { name: 'Coat\u202Bsize 8', quantity: 1 },
        field: 'name',
        label: 'Item name',
      },
      {
        method: 'PUT',
        url: '/api/account/profile',
        payload: { firstName: 'Maria\u2066', lastName: 'Lopez', bio: '', city: '', region: '' },
        field: 'firstName',
        label: 'First name',
      },
    ] as const;
    for (const attempt of attempts) {
      const response = await ctx.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { cookie: user.cookie },
        payload: attempt.payload,
      });
      expect(response.statusCode, attempt.url).toBe(400);
      expect(response.json().message).toBe(
        `${attempt.field}: ${attempt.label} ${DIRECTION_CONTROLS_MESSAGE}`,
      );
    }
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Eve',
        lastName: 'Adm\u202Enimi',
        email: 'eve@example.com',
        password: 'a long enough password',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().message).toBe(`lastName: Last name ${DIRECTION_CONTROLS_MESSAGE}`);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: user.cookie },
    });
    expect(list.json()).toMatchObject({ title: '', items: [], version: 1 });
  });

  it('leaves right-to-left writing alone', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lists/${listId}`,
      headers: { cookie: user.cookie },
      payload: { version: 1, title: 'בגדי חורף לילדים', beneficiaryName: 'سارة' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().title).toBe('בגדי חורף לילדים');
  });
});
