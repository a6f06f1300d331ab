import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEYS_JOB } from '#server/app-jobs';
import { idempotencyKeys } from '#server/db/schema/idempotency';
import { notifications } from '#server/db/schema/notifications';
import { pledges } from '#server/db/schema/pledges';
import { createFixedClock } from '#server/services/clock';
import { KEY_REUSED_MESSAGE } from '#server/services/idempotency';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

const HOUR_MS = 3_600_000;
// From the real present: sessions keep the library's own time.
const clock = createFixedClock(new Date());
let ctx: TTestContext;
let owner: TTestUser;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

const newKey = () => `test-key-${randomBytes(12).toString('hex')}`;

function post(url: string, user: TTestUser, payload: Record<string, unknown>, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: user.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

async function createItem(quantity = 5) {
  const { listId, itemIds } = await createPledgeableList(ctx, owner, [{ name: 'Winter coat', quantity }]);
  const itemId = itemIds[0] ?? '';
  return { listId, itemId, reserveUrl: `/api/lists/${listId}/items/${itemId}/pledges` };
}

const countGifts = async (itemId: string) =>
  (await ctx.database.db.select().from(pledges).where(eq(pledges.itemId, itemId))).length;

describe('a reservation sent with an Idempotency-Key', () => {
  it('is made once when the client retries, and the retry gets the first answer', async () => {
    const { itemId, reserveUrl } = await createItem();
    const donor = await createVerifiedUser(ctx);
    const key = newKey();
    const first = await post(reserveUrl, donor, { quantity: 2 }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await post(reserveUrl, donor, { quantity: 2 }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countGifts(itemId)).toBe(1);
    const list = (await ctx.app.inject({ method: 'GET', url: reserveUrl.replace(/\/items\/.*/, '') })).json();
    expect(list.items[0].quantityReserved).toBe(2);
    // Without a key the same request is a second action.
    expect((await post(reserveUrl, donor, { quantity: 2 })).statusCode).toBe(201);
    expect(await countGifts(itemId)).toBe(2);
  });

  it('makes one gift when retries with one key arrive at once', async () => {
    const { itemId, reserveUrl } = await createItem();
    const donor = await createVerifiedUser(ctx);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(reserveUrl, donor, { quantity: 1 }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await countGifts(itemId)).toBe(1);
  });

  it('refuses the same key with another body or on another write (422), writing nothing', async () => {
    const { itemId, reserveUrl } = await createItem();
    const other = await createItem();
    const donor = await createVerifiedUser(ctx);
    const key = newKey();
    const first = await post(reserveUrl, donor, { quantity: 1 }, key);
    expect(first.statusCode).toBe(201);
    const changed = await post(reserveUrl, donor, { quantity: 2 }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ message: KEY_REUSED_MESSAGE });
    const elsewhere = await post(other.reserveUrl, donor, { quantity: 1 }, key);
    expect(elsewhere.statusCode).toBe(422);
    const purchase = await post(
      `/api/pledges/${first.json().id}/purchase`,
      donor,
      { retailer: 'Target' },
      key,
    );
    expect(purchase.statusCode).toBe(422);
    expect(await countGifts(itemId)).toBe(1);
    expect(await countGifts(other.itemId)).toBe(0);
    const [gift] = await ctx.database.db.select().from(pledges).where(eq(pledges.itemId, itemId));
    expect(gift?.status).toBe('reserved');
  });

  it("is scoped to its user: another donor's same key is their own action", async () => {
    const { itemId, reserveUrl } = await createItem();
    const [ana, ben] = [await createVerifiedUser(ctx), await createVerifiedUser(ctx)];
    const key = newKey();
    const mine = await post(reserveUrl, ana, { quantity: 1 }, key);
    const theirs = await post(reserveUrl, ben, { quantity: 1 }, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await countGifts(itemId)).toBe(2);
  });

  it('keeps nothing for a refused request: its retry is decided again', async () => {
    const { itemId, reserveUrl } = await createItem(1);
    const donor = await createVerifiedUser(ctx);
    const key = newKey();
    expect((await post(reserveUrl, donor, { quantity: 3 }, key)).statusCode).toBe(409);
    const rows = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
    expect((await post(reserveUrl, donor, { quantity: 1 }, key)).statusCode).toBe(201);
    expect(await countGifts(itemId)).toBe(1);
  });

  it.each([
    ['short'],
    ['has spaces in it, sixteen+'],
    ['x'.repeat(129)],
    ['"a-quoted-key-0123456"'],
    ['key/with/slashes/0123'],
  ])('refuses the key %j with a clear 400', async (key) => {
    const { itemId, reserveUrl } = await createItem();
    const donor = await createVerifiedUser(ctx);
    const answer = await post(reserveUrl, donor, { quantity: 1 }, key);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^idempotency-key: Idempotency-Key must be 16 to 128 letters/);
    expect(await countGifts(itemId)).toBe(0);
  });

  it('answers retries for 24 hours by the app clock, then the key names a new action and is purged', async () => {
    const { itemId, reserveUrl } = await createItem();
    const donor = await createVerifiedUser(ctx);
    const key = newKey();
    const first = await post(reserveUrl, donor, { quantity: 1 }, key);
    expect(first.statusCode).toBe(201);
    clock.advance(23 * HOUR_MS);
    await ctx.app.jobs.runNow(IDEMPOTENCY_KEYS_JOB);
    const retry = await post(reserveUrl, donor, { quantity: 1 }, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    clock.advance(HOUR_MS);
    const later = await post(reserveUrl, donor, { quantity: 2 }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await countGifts(itemId)).toBe(2);
    const whereKey = and(eq(idempotencyKeys.userId, donor.id), eq(idempotencyKeys.key, key));
    expect(await ctx.database.db.select().from(idempotencyKeys).where(whereKey)).toHaveLength(1);
    clock.advance(24 * HOUR_MS);
    await ctx.app.jobs.runNow(IDEMPOTENCY_KEYS_JOB);
    expect(await ctx.database.db.select().from(idempotencyKeys).where(whereKey)).toHaveLength(0);
  });
});

describe('"I bought this" sent with an Idempotency-Key', () => {
  it('reports once and tells the family once when retried, alone or at once', async () => {
    const { reserveUrl } = await createItem();
    const donor = await createVerifiedUser(ctx);
    const gift = (await post(reserveUrl, donor, { quantity: 2 })).json();
    const url = `/api/pledges/${gift.id}/purchase`;
    const key = newKey();
    const body = { retailer: 'Target', orderNumber: 'A-1' };
    const answers = await Promise.all([post(url, donor, body, key), post(url, donor, body, key)]);
    const retry = await post(url, donor, body, key);
    for (const answer of [...answers, retry]) expect(answer.statusCode).toBe(200);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(retry.json()).toEqual(answers[0]?.json());
    expect(retry.json()).toMatchObject({ status: 'purchased', retailer: 'Target' });
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.pledgeId, gift.id), eq(notifications.type, 'item_purchased')));
    expect(notices).toHaveLength(1);
    // A new action (a new key) is refused as the write it is.
    expect((await post(url, donor, body, newKey())).statusCode).toBe(409);
  });
});
