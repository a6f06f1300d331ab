import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, createTestList, type TTestContext } from '#server/test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type THome = {
  listsNeedingAttention: Array<{ id: string; status: string; giftsToConfirm: number; thanksToSend: number }>;
  suggestions: { kind: string; label: string; lists: Array<{ id: string }> };
};

describe('the signed-in home page', () => {
  it('is for signed-in users only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/home' });
    expect(response.statusCode).toBe(401);
  });

  it('shows drafts, gifts to confirm and thanks to send, and nothing of another family', async () => {
    const call = createCaller(ctx);
    const owner = await createVerifiedUser(ctx);
    const donor = await createVerifiedUser(ctx);
    const home = async (user = owner) => (await call('GET', '/api/home', user)).json() as THome;

    const draft = await createTestList(
      ctx,
      owner,
      {
        title: 'Still writing this',
        story: 'A kitchen fire left us without pots, plates and a stove this winter.',
      },
      { isPublished: false },
    );
    const { listId, itemIds } = await createPledgeableList(
      ctx,
      owner,
      [
        { name: 'Winter coat', quantity: 1 },
        { name: 'Boots', quantity: 1 },
      ],
      { story: 'The storm took our roof and we need everyday things for the children while we rebuild.' },
    );
    expect((await home()).listsNeedingAttention.map((list) => list.id)).toEqual([draft]);

    const coat = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 1,
    });
    await call('POST', `/api/pledges/${coat.json().id}/purchase`, donor, { retailer: 'Target' });
    expect((await home()).listsNeedingAttention).toContainEqual({
      id: listId,
      title: 'Help after the fire',
      status: 'active',
      giftsToConfirm: 1,
      thanksToSend: 0,
    });

    await call('POST', `/api/pledges/${coat.json().id}/receive`, owner);
    expect((await home()).listsNeedingAttention.find((list) => list.id === listId)).toMatchObject({
      giftsToConfirm: 0,
      thanksToSend: 1,
    });
    await call('POST', `/api/pledges/${coat.json().id}/thank-you`, owner, { message: 'Thank you so much!' });
    expect((await home()).listsNeedingAttention.map((list) => list.id)).toEqual([draft]);

    // The donor sees none of the family's lists as theirs to act on.
    expect((await home(donor)).listsNeedingAttention).toEqual([]);
  });

  it('suggests lists near the place on the profile, never the user’s own', async () => {
    const family = await createVerifiedUser(ctx);
    const other = await createTestList(ctx, family, {
      title: 'New baby in Dayton',
      story: 'Our baby arrived early and we need formula, newborn diapers and a crib this week.',
    });
    const visitor = await createVerifiedUser(ctx);
    await ctx.database.db.update(users).set({ city: 'Dayton', region: 'OH' }).where(eq(users.id, visitor.id));
    const own = await createTestList(ctx, visitor, {
      title: 'My own list',
      story: 'My father is recovering from surgery at home and could use a shower chair and a lamp.',
    });
    const answer = (await createCaller(ctx)('GET', '/api/home', visitor)).json() as THome;
    expect(answer.suggestions.kind).toBe('near');
    expect(answer.suggestions.lists.map((list) => list.id)).toContain(other);
    expect(answer.suggestions.lists.map((list) => list.id)).not.toContain(own);
  });

  it('suggests the category a donor gave to before, when the profile has no place', async () => {
    const call = createCaller(ctx);
    const family = await createVerifiedUser(ctx);
    const donor = await createVerifiedUser(ctx);
    const { listId, itemIds } = await createPledgeableList(ctx, family, [{ name: 'Backpack', quantity: 1 }], {
      title: 'School supplies for two',
      category: 'school-supplies',
      story: 'Both kids start at a new school after the flood and lost their backpacks and notebooks.',
    });
    await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 });
    const other = await createTestList(ctx, family, {
      title: 'Notebooks and crayons',
      category: 'school-supplies',
      story: 'Our twins start first grade next month and everything they had was lost in the fire.',
    });
    const answer = (await call('GET', '/api/home', donor)).json() as THome;
    expect(answer.suggestions).toMatchObject({ kind: 'helped-category', label: 'school-supplies' });
    // Lists they already gave to are not suggested again.
    expect(answer.suggestions.lists.map((list) => list.id)).toEqual([other]);
  });

  it('still answers when the place on the profile is longer than a search takes', async () => {
    const user = await createVerifiedUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ city: 'C'.repeat(100), region: 'R'.repeat(100) })
      .where(eq(users.id, user.id));
    const response = await createCaller(ctx)('GET', '/api/home', user);
    expect(response.statusCode).toBe(200);
    expect((response.json() as THome).suggestions.kind).toBe('newest');
  });

  it('refuses query parameters', async () => {
    const user = await createVerifiedUser(ctx);
    expect((await createCaller(ctx)('GET', '/api/home?x=1', user)).statusCode).toBe(400);
  });
});
