import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsLists } from '#server/db/schema/needs-lists';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';

let ctx: TTestContext;
let family: TTestUser;

const STORY = 'A fire took most of what we owned last week; these things would help us start again at home.';

function createList(title: string, overrides: Record<string, unknown> = {}, isPublished = true) {
  return createTestList(
    ctx,
    family,
    { title, story: STORY, category: 'essential-items', city: 'Salem', region: 'OR', ...overrides },
    { items: [{ name: 'Towels', quantity: 4 }], isPublished },
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  family = await createSignedInUser(ctx.app, { firstName: 'Lena' });
  await createList('Kitchen things for our new flat');
  const fulfilled = await createList('Bedding for three kids');
  await ctx.database.db
    .update(needsLists)
    .set({ status: 'fulfilled', quantityReceived: 4 })
    .where(eq(needsLists.id, fulfilled));
  await createList('Our unlisted list', { visibility: 'unlisted' });
  await createList('Our private list', { visibility: 'private' });
  await createList('A draft we are still writing', {}, false);
  // Hidden by the moderators: neither listed nor counted. Held for review: counted, not listed.
  const hidden = await createList('A list the moderators hid');
  await ctx.database.db
    .update(needsLists)
    .set({ moderationState: 'hidden', moderationReason: 'Test' })
    .where(eq(needsLists.id, hidden));
  const held = await createList('A list held for review');
  await ctx.database.db.update(needsLists).set({ isFlagged: true }).where(eq(needsLists.id, held));
});
afterAll(async () => {
  await ctx.close();
});

describe("a family's lists on their public profile", () => {
  it('shows their public lists, active first, and how many they published and saw fulfilled', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${family.id}/lists` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.areListsShown).toBe(true);
    expect(body.lists.map((list: { title: string }) => list.title)).toEqual([
      'Kitchen things for our new flat',
      'Bedding for three kids',
    ]);
    expect(body).toMatchObject({ publishedCount: 4, fulfilledCount: 1 });
    for (const hiddenWord of ['private', 'draft', 'moderators', 'held']) {
      expect(response.body).not.toContain(hiddenWord);
    }
  });

  it('honours "show my lists on my public profile" (the figures stay)', async () => {
    const settings = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/settings',
      headers: { cookie: family.cookie },
      payload: { areListsShownOnProfile: false },
    });
    expect(settings.statusCode).toBe(200);
    const body = (await ctx.app.inject({ method: 'GET', url: `/api/users/${family.id}/lists` })).json();
    expect(body).toEqual({ areListsShown: false, lists: [], publishedCount: 4, fulfilledCount: 1 });
  });

  it('answers 404 for someone who does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/nobody-here/lists' });
    expect(response.statusCode).toBe(404);
  });
});
