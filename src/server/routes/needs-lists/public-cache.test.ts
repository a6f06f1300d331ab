import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { needsLists } from '../../db/schema/needs-lists';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '../../test/test-app';

let ctx: TTestContext;
let owner: TTestUser;
let other: TTestUser;
let listId: string;

beforeAll(async () => {
  ctx = await createTestApp({ publicCacheTtlMs: 60_000 });
  owner = await createSignedInUser(ctx.app);
  other = await createSignedInUser(ctx.app);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
  const draft = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: owner.cookie },
      payload: {
        title: 'Cached list title',
        story: 'A story that is long enough to publish this list for the cache test here.',
        category: 'clothing',
        city: 'Dayton',
        region: 'OH',
      },
    })
  ).json();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${draft.id}/items`,
    headers: { cookie: owner.cookie },
    payload: { name: 'Coat', quantity: 1 },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${draft.id}/publish`,
    headers: { cookie: owner.cookie },
  });
  listId = draft.id;
});
afterAll(async () => {
  await ctx.close();
});

describe('public answers cache', () => {
  it('reuses browse and public list answers until a write on this instance', async () => {
    const browse = await ctx.app.inject({ method: 'GET', url: '/api/lists' });
    expect(browse.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(browse.json().lists[0].title).toBe('Cached list title');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` })).json().title).toBe(
      'Cached list title',
    );

    // Another instance changes the list: this one keeps its answer for the time-to-live.
    await ctx.database.db
      .update(needsLists)
      .set({ title: 'Changed elsewhere' })
      .where(eq(needsLists.id, listId));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists' })).json().lists[0].title).toBe(
      'Cached list title',
    );
    const otherView = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: other.cookie },
    });
    expect(otherView.json()).toMatchObject({ title: 'Cached list title', isOwner: false });

    // The owner never gets the shared answer.
    const ownerView = await ctx.app.inject({
      method: 'GET',
      url: `/api/lists/${listId}`,
      headers: { cookie: owner.cookie },
    });
    expect(ownerView.json()).toMatchObject({ title: 'Changed elsewhere', isOwner: true });
    expect(ownerView.json().version).toBeGreaterThan(0);

    // A write here clears it.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists' })).json().lists[0].title).toBe(
      'Changed elsewhere',
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` })).json().title).toBe(
      'Changed elsewhere',
    );
  });

  it('never caches a failed write or a 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists/unknownlist00000' })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lists/unknownlist00000' })).statusCode).toBe(
      404,
    );
  });

  it('answers a repeated address from the cache only after it passed validation', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/lists?page=0' });
      expect(refused.statusCode).toBe(400);
      const refusedList = await ctx.app.inject({ method: 'GET', url: '/api/lists/not%20an%20id' });
      expect(refusedList.statusCode).toBe(400);
    }
    const spelled = ['/api/lists?q=coat', '/api/lists?q=%20coat%20', '/api/lists?q=coat&page=1'];
    const answers = [];
    for (const url of [...spelled, ...spelled]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      answers.push(response.json().lists.map((list: { id: string }) => list.id));
    }
    for (const answer of answers) expect(answer).toEqual([listId]);
  });
});
