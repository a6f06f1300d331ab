import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_NOTIFICATION } from '#server/auth/auth';
import { createNotification } from '#server/domain/notifications/notifications';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

let ctx: TTestContext;
let owner: TTestUser;
let stranger: TTestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx.app, { firstName: 'Owner' });
  stranger = await createSignedInUser(ctx.app, { firstName: 'Stranger' });
});
afterAll(async () => {
  await ctx.close();
});

function list(cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: cookie ? { cookie } : {} });
}

describe('notifications API', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/clear-all'],
    ['POST', '/api/notifications/mark-all-read'],
    ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
  ] as const)('answers 401 to %s %s when signed out', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue' });
  });

  it("lists only the signed-in user's notifications, newest first, in the documented shape", async () => {
    const now = Date.now();
    await createNotification(
      ctx.database.db,
      { userId: owner.id, title: 'First', message: 'Older one' },
      new Date(now),
    );
    await createNotification(
      ctx.database.db,
      {
        userId: owner.id,
        type: 'item_purchased',
        title: 'Second',
        message: 'Someone bought a blanket',
        link: '/my-needs-lists',
      },
      new Date(now + 1000),
    );
    await createNotification(
      ctx.database.db,
      { userId: stranger.id, title: 'Private', message: 'Not yours' },
      new Date(now),
    );

    const response = await list(owner.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json() as Array<Record<string, unknown>>;
    expect(items.map((item) => item.title)).toEqual(['Second', 'First', WELCOME_NOTIFICATION.title]);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'createdAt',
      'id',
      'isRead',
      'link',
      'message',
      'title',
      'type',
    ]);
    expect(items[0]).toMatchObject({ isRead: false, type: 'item_purchased', link: '/my-needs-lists' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks one notification read, but never someone else’s', async () => {
    const [mine] = (await list(owner.cookie)).json() as Array<{ id: string }>;
    const [theirs] = (await list(stranger.cookie)).json() as Array<{ id: string }>; // 'Private'

    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs?.id}/read`,
      headers: { cookie: owner.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect(((await list(stranger.cookie)).json() as Array<{ isRead: boolean }>)[0]?.isRead).toBe(false);

    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${mine?.id}/read`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: mine?.id, isRead: true });
  });

  it('rejects a malformed id and an unknown body field', async () => {
    const badId = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/not-a-uuid/read',
      headers: { cookie: owner.cookie },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: owner.cookie },
      payload: { userId: stranger.id },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('marks all read and clears all for the caller only', async () => {
    await createNotification(
      ctx.database.db,
      { userId: owner.id, title: 'Third', message: 'Unread' },
      new Date(),
    );
    const markAll = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: owner.cookie },
    });
    expect(markAll.statusCode).toBe(200);
    expect(markAll.json()).toEqual({ count: 3 }); // Third, First and the welcome (Second was read)
    expect(
      ((await list(owner.cookie)).json() as Array<{ isRead: boolean }>).every((item) => item.isRead),
    ).toBe(true);

    const clear = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/clear-all',
      headers: { cookie: owner.cookie },
    });
    expect(clear.statusCode).toBe(200);
    expect(clear.json()).toEqual({ count: 4 });
    expect((await list(owner.cookie)).json()).toEqual([]);
    expect((await list(stranger.cookie)).json()).toHaveLength(2); // 'Private' and their welcome
  });
});
