import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/auth';
import { createSignedInUser, createTestList, type TTestContext, type TTestUser } from '#server/test/test-app';
import { ELM_STREET_ADDRESS } from '#shared/test/shipping-addresses';

export const ADDRESS = ELM_STREET_ADDRESS;

/** A signed-in user whose email is confirmed (the pledge routes ask for it). */
export async function createVerifiedUser(
  ctx: TTestContext,
  overrides: Parameters<typeof createSignedInUser>[1] = {},
): Promise<TTestUser> {
  const user = await createSignedInUser(ctx.app, overrides);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

export function createCaller(ctx: TTestContext) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user: TTestUser | null,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The item ids of a list, in the order it shows them. */
export async function readItemIds(ctx: TTestContext, listId: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/lists/${listId}` });
  return (response.json() as { items: Array<{ id: string }> }).items.map((item) => item.id);
}

/** A published list of `owner` with a shipping address and these items; with its item ids in order. */
export async function createPledgeableList(
  ctx: TTestContext,
  owner: TTestUser,
  items: Array<{ name: string; quantity: number }>,
  fields: Record<string, unknown> = {},
): Promise<{ listId: string; itemIds: string[] }> {
  const listId = await createTestList(
    ctx,
    owner,
    { title: 'Help after the fire', shippingAddress: ADDRESS, ...fields },
    { items },
  );
  return { listId, itemIds: await readItemIds(ctx, listId) };
}
