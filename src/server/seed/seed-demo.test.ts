import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_SLUGS } from '#shared/routes';
import { needsLists } from '../db/schema/needs-lists';
import { createTestApp, type TTestContext } from '../test/test-app';
import { DEMO_OWNER_EMAIL, seedDemoContent } from './seed-demo';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('demo content', () => {
  it('seeds example lists in every category once, each marked as an example', async () => {
    expect((await seedDemoContent(ctx.database.db, new Date())).isCreated).toBe(true);
    expect((await seedDemoContent(ctx.database.db, new Date())).isCreated).toBe(false);
    const lists = await ctx.database.db.select().from(needsLists);
    expect(lists.length).toBeGreaterThanOrEqual(TOPIC_SLUGS.length * 2);
    expect(new Set(lists.map((list) => list.category))).toEqual(new Set(TOPIC_SLUGS));
    expect(
      lists.every(
        (list) => list.isDemo && list.status === 'active' && list.shippingAddressEncrypted === null,
      ),
    ).toBe(true);

    const browse = (await ctx.app.inject({ method: 'GET', url: '/api/lists?category=baby-items' })).json();
    expect(browse.lists.length).toBe(2);
    expect(browse.lists.every((list: { isDemo: boolean }) => list.isDemo)).toBe(true);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/lists/${browse.lists[0].id}` })).json();
    expect(detail.isDemo).toBe(true);
    expect(
      detail.items.every((item: { productUrl: string }) =>
        /^https:\/\/www\.(target|walmart|amazon)\.com\//.test(item.productUrl),
      ),
    ).toBe(true);
  });

  it('owns them by an account nobody can sign in to', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO_OWNER_EMAIL, password: 'any password at all' },
    });
    expect(response.statusCode).toBe(401);
  });
});
