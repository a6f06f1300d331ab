import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin';
import { createFixedClock } from '#server/services/clock';
import { createAdminTestApp, type TAdminTestApp } from '#server/test/admin-test-app';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import type { TTestContext, TTestUser } from '#server/test/test-app';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// From the real present: sessions keep the library's own time.
const clock = createFixedClock(new Date());
let ctx: TTestContext;
let owner: TTestUser;
let admin: TTestUser;
let call: TAdminTestApp['call'];

beforeAll(async () => {
  ({ ctx, admin, call } = await createAdminTestApp({ clock }));
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

type TNotice = { type: string; title: string; message: string };
const readNotices = async (user: TTestUser) =>
  (await call('GET', '/api/notifications', user)).json() as TNotice[];
const readItem = async (listId: string) =>
  (await call('GET', `/api/lists/${listId}`, null)).json().items[0] as {
    quantityReserved: number;
    quantityPurchased: number;
  };

/** A list of the family's with one item, and a donor who reported buying `quantity` of it. */
async function createReportedGift(itemName: string, quantity: number, wanted = quantity) {
  const { listId, itemIds } = await createPledgeableList(ctx, owner, [{ name: itemName, quantity: wanted }]);
  const donor = await createVerifiedUser(ctx, { firstName: 'Dana' });
  const pledge = (
    await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity })
  ).json();
  await call('POST', `/api/pledges/${pledge.id}/purchase`, donor, { retailer: 'Walmart' });
  return { listId, itemId: itemIds[0] as string, donor, pledgeId: pledge.id as string };
}

describe('a reported gift that never came', () => {
  it('can be declared by the family after 7 days: the quantity re-opens, the donor is told, the gift keeps why', async () => {
    const { listId, itemId, donor, pledgeId } = await createReportedGift('Crib mattress', 2);
    expect(await readItem(listId)).toMatchObject({ quantityPurchased: 2 });

    const early = await call('POST', `/api/pledges/${pledgeId}/never-came`, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Parcels can take a while: you can say this never came from /);
    expect((await call('POST', `/api/pledges/${pledgeId}/never-came`, donor)).statusCode).toBe(403);

    clock.advance(7 * DAY_MS);
    const ended = await call('POST', `/api/pledges/${pledgeId}/never-came`, owner);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().pledges[0]).toMatchObject({
      id: pledgeId,
      status: 'cancelled',
      endedReason: 'never_came',
      endedAt: clock.now().toISOString(),
    });
    expect(await readItem(listId)).toMatchObject({ quantityReserved: 0, quantityPurchased: 0 });
    expect((await readNotices(donor))[0]).toMatchObject({
      type: 'gift_ended',
      title: 'The family says it never came: Crib mattress',
    });
    const mine = (await call('GET', '/api/pledges', donor)).json().pledges[0];
    expect(mine).toMatchObject({ status: 'cancelled', endedReason: 'never_came' });
    // Ended for good: the donor cannot report it again, nor read the address; another donor can give.
    expect(
      (await call('POST', `/api/pledges/${pledgeId}/purchase`, donor, { retailer: 'Walmart' })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/pledges/${pledgeId}/address`, donor)).statusCode).toBe(409);
    expect((await call('POST', `/api/pledges/${pledgeId}/never-came`, owner)).statusCode).toBe(409);
    const other = await createVerifiedUser(ctx);
    expect(
      (await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, other, { quantity: 2 })).statusCode,
    ).toBe(201);
  });

  it('"Not received yet" tells the donor at most once per gift a day', async () => {
    const { donor, pledgeId } = await createReportedGift('Baby monitor', 1);
    expect((await call('POST', `/api/pledges/${pledgeId}/not-received`, owner)).statusCode).toBe(200);
    const again = await call('POST', `/api/pledges/${pledgeId}/not-received`, owner);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^You already told the donor today that this has not arrived. You can tell them again in about 24 hours/,
    );
    clock.advance(23 * HOUR_MS);
    expect((await call('POST', `/api/pledges/${pledgeId}/not-received`, owner)).statusCode).toBe(429);
    clock.advance(HOUR_MS);
    expect((await call('POST', `/api/pledges/${pledgeId}/not-received`, owner)).statusCode).toBe(200);
    const told = (await readNotices(donor)).filter((notice) => notice.type === 'receipt_not_yet');
    expect(told).toHaveLength(2);
  });
});

describe('our team ends gifts', () => {
  it('lets an admin cancel a gift with a reason: quantity re-opened, both sides told, audit log kept', async () => {
    const { listId, donor, pledgeId } = await createReportedGift('Stroller', 3, 5);
    const url = `/api/admin/pledges/${pledgeId}/cancel`;
    expect((await call('POST', url, owner, { reason: 'Not a real purchase' })).statusCode).toBe(403);
    expect((await call('POST', url, admin, { reason: '' })).json().message).toBe(
      'reason: Give a reason of at least 3 characters',
    );
    clock.advance(60_000);
    const cancelled = await call('POST', url, admin, { reason: 'Fake reports on several lists' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ id: pledgeId, status: 'cancelled', endedReason: 'admin' });
    expect(await readItem(listId)).toMatchObject({ quantityPurchased: 0 });
    expect((await readNotices(owner))[0]).toMatchObject({
      type: 'gift_cancelled',
      message: `Dana reported buying 3 × Stroller for “Help after the fire”, but our team cancelled it, so it is open to other donors again. If it arrives anyway, it is yours to keep.`,
    });
    expect((await readNotices(donor))[0]).toMatchObject({ type: 'gift_ended' });
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, pledgeId));
    expect(entry).toMatchObject({
      action: 'pledge.cancelled',
      targetType: 'pledge',
      reason: 'Fake reports on several lists',
      actorName: 'Ada Admin',
    });
    expect((await call('POST', url, admin, { reason: 'Again' })).statusCode).toBe(409);
    const family = (await call('GET', `/api/lists/${listId}/pledges`, owner)).json();
    expect(family.pledges[0]).toMatchObject({ status: 'cancelled', endedReason: 'admin' });
  });

  it('keeps a received gift: it is history', async () => {
    const { pledgeId } = await createReportedGift('High chair', 1);
    await call('POST', `/api/pledges/${pledgeId}/receive`, owner);
    const refused = await call('POST', `/api/admin/pledges/${pledgeId}/cancel`, admin, {
      reason: 'Checking',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The family confirmed this gift arrived, so it cannot be cancelled.');
  });

  it("ends a suspended donor's reported gifts too: quantities re-open and each family is told", async () => {
    const { listId, donor, pledgeId } = await createReportedGift('Bassinet', 1);
    clock.advance(60_000);
    const suspended = await call('POST', `/api/admin/users/${donor.id}/suspend`, admin, {
      reason: 'Reports purchases that never arrive',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().pledges[0]).toMatchObject({
      id: pledgeId,
      status: 'cancelled',
      endedReason: 'suspended',
    });
    expect(await readItem(listId)).toMatchObject({ quantityPurchased: 0 });
    expect((await readNotices(owner))[0]).toMatchObject({
      type: 'gift_cancelled',
      message: expect.stringContaining(
        "but the donor's account was suspended, so it is open to other donors again",
      ),
    });
  });
});
