import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#server/db/schema/analytics';
import { createSignedInUser, createTestApp, type TTestContext } from '#server/test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const visitorId = 'visitor_1234abcd';

function send(payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/analytics/events', () => {
  it('stores a batch of all five seed events', async () => {
    const response = await send({
      visitorId,
      path: '/needslist/abc',
      events: [
        {
          name: 'page_view',
          params: { page_path: '/browse', page_location: 'http://localhost:5000/browse?q=fire' },
        },
        { name: 'cta_click', params: { cta_id: 'landing-create' } },
        { name: 'needs_list_created', params: { list_id: 'abc', items_count: 3, time_to_complete_sec: 240 } },
        { name: 'outbound_purchase_click', params: { retailer: 'target', list_id: 'abc' } },
        { name: 'purchase_self_reported', params: { retailer: 'walmart', list_id: 'abc', items_count: 1 } },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 5 });
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitorId));
    expect(rows.map((row) => row.name).sort()).toEqual([
      'cta_click',
      'needs_list_created',
      'outbound_purchase_click',
      'page_view',
      'purchase_self_reported',
    ]);
    expect(rows.find((row) => row.name === 'page_view')?.path).toBe('/browse');
    expect(rows.find((row) => row.name === 'cta_click')?.path).toBe('/needslist/abc');
    expect(rows.every((row) => row.userId === null)).toBe(true);
  });

  it('records the user id when signed in', async () => {
    const user = await createSignedInUser(ctx.app);
    const response = await send(
      { visitorId: 'visitor_signedin', path: '/', events: [{ name: 'cta_click', params: { cta_id: 'x' } }] },
      user.cookie,
    );
    expect(response.statusCode).toBe(202);
    const [row] = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, 'visitor_signedin'));
    expect(row?.userId).toBe(user.id);
  });

  it.each([
    ['an unknown event name', { name: 'purchase', params: { cta_id: 'x' } }],
    ['an unknown parameter', { name: 'cta_click', params: { cta_id: 'x', extra: 1 } }],
    ['a missing parameter', { name: 'needs_list_created', params: { list_id: 'abc', items_count: 3 } }],
    [
      'a parameter of the wrong type',
      { name: 'needs_list_created', params: { list_id: 'a', items_count: '3', time_to_complete_sec: 1 } },
    ],
    [
      'a negative count',
      { name: 'purchase_self_reported', params: { retailer: 'x', list_id: 'a', items_count: -1 } },
    ],
    ['another event’s parameters', { name: 'page_view', params: { cta_id: 'x' } }],
    [
      'a page_location that is not a URL',
      { name: 'page_view', params: { page_path: '/', page_location: 'nope' } },
    ],
  ])('rejects %s with 400 and stores nothing', async (_label, event) => {
    const id = `visitor_bad_${Math.random().toString(36).slice(2, 10)}`;
    const response = await send({
      visitorId: id,
      path: '/',
      events: [{ name: 'cta_click', params: { cta_id: 'ok' } }, event],
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, id));
    expect(rows).toHaveLength(0);
  });

  it('rejects an empty batch, an oversized batch, a bad visitor id and unknown top-level fields', async () => {
    const event = { name: 'cta_click', params: { cta_id: 'x' } };
    for (const payload of [
      { visitorId, path: '/', events: [] },
      { visitorId, path: '/', events: Array.from({ length: 51 }, () => event) },
      { visitorId: 'bad id!', path: '/', events: [event] },
      { visitorId, path: '/', events: [event], userId: 'someone-else' },
      { visitorId, path: 'no-slash', events: [event] },
    ]) {
      expect((await send(payload)).statusCode).toBe(400);
    }
  });
});
