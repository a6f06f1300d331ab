import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { needsLists } from '#server/db/schema/needs-lists';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

// The place data cannot be read (a damaged install): a family's city must still be saved.
vi.mock('#server/services/places', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#server/services/places')>()),
  loadPlaces: () => Promise.reject(new Error('place data unreadable')),
}));

let ctx: TTestContext;
let family: TTestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  family = await createSignedInUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

describe('without place data', () => {
  it('saves the city and leaves the list for the place job', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: family.cookie },
      payload: { city: 'Aurora', region: 'CO' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lists/${id}`,
      headers: { cookie: family.cookie },
      payload: { version: 1, city: 'Denver' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().city).toBe('Denver');
    const [row] = await ctx.database.db.select().from(needsLists).where(eq(needsLists.id, id));
    expect(row).toMatchObject({ city: 'Denver', placeVersion: 0, geoLat: null });
  });
});
