import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLEDGE_EXPIRY_JOB } from '#server/app-jobs';
import { needsLists } from '#server/db/schema/needs-lists';
import { pledges } from '#server/db/schema/pledges';
import { NO_ADDRESS_YET_MESSAGE } from '#server/domain/pledges/reserve';
import { createFixedClock } from '#server/services/clock';
import {
  ADDRESS,
  createCaller,
  createPledgeableList,
  createVerifiedUser,
} from '#server/test/pledge-test-helpers';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  findLink,
  readMailFilesTo,
  type TTestContext,
  type TTestUser,
  toCookieHeader,
} from '#server/test/test-app';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const LINK = /http:\/\/localhost:5000\/api\/auth\/verify-email\?token=[^\s"<]+/;
const clock = createFixedClock(new Date());
let ctx: TTestContext;
let owner: TTestUser;
let call: ReturnType<typeof createCaller>;
let addressCounter = 0;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  call = createCaller(ctx);
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

/** A new account, signed in, whose email is not confirmed, asking from its own network and browser. */
async function createNewDonor(firstName = 'Nia') {
  addressCounter += 1;
  const remoteAddress = `198.51.100.${addressCounter}`;
  return { ...(await createSignedInUser(ctx.app, { firstName, remoteAddress })), remoteAddress };
}

function reserve(
  listId: string,
  itemId: string,
  donor: TTestUser & { remoteAddress?: string },
  options: { deviceCookie?: string; remoteAddress?: string } = {},
) {
  const cookie = [donor.cookie, options.deviceCookie].filter(Boolean).join('; ');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/lists/${listId}/items/${itemId}/pledges`,
    headers: { cookie },
    payload: { quantity: 1 },
    remoteAddress: options.remoteAddress ?? donor.remoteAddress ?? '127.0.0.1',
  });
}

async function readFamilyNoticeTypes(): Promise<string[]> {
  const response = await call('GET', '/api/notifications', owner);
  return (response.json() as Array<{ type: string }>).map((notice) => notice.type);
}

describe('a donor whose email is not confirmed yet', () => {
  it('holds an item for 30 minutes, sees no address, and keeps it 72 hours once the email is confirmed', async () => {
    const { listId, itemIds } = await createPledgeableList(ctx, owner, [
      { name: 'Space heater', quantity: 1 },
    ]);
    const donor = await createNewDonor();
    const noticesBefore = (await readFamilyNoticeTypes()).length;
    const held = await reserve(listId, itemIds[0] ?? '', donor);
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      status: 'reserved',
      isShortHold: true,
      expiresAt: new Date(clock.now().getTime() + 30 * MINUTE_MS).toISOString(),
    });
    // Others see it taken; the family is not told of a hold that may never become a gift.
    expect((await call('GET', `/api/lists/${listId}`, null)).json().items[0].quantityReserved).toBe(1);
    expect(await readFamilyNoticeTypes()).toHaveLength(noticesBefore);
    const pledgeId = held.json().id as string;
    for (const path of ['address', 'purchase']) {
      const refused = await call(
        'POST',
        `/api/pledges/${pledgeId}/${path}`,
        donor,
        path === 'purchase' ? { retailer: 'Target' } : undefined,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Confirm your email address first/);
    }
    // No reminder for a 30-minute hold.
    clock.advance(20 * MINUTE_MS);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    expect(
      ((await call('GET', '/api/notifications', donor)).json() as Array<{ type: string }>).map((n) => n.type),
    ).not.toContain('pledge_expiring');

    const [mail] = await readMailFilesTo(ctx, donor.email);
    const link = new URL(findLink(mail ?? '', LINK));
    // Opened in the browser that is signed in: it stays signed in.
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { cookie: donor.cookie },
    });
    donor.cookie = toCookieHeader(opened);
    const mine = (await call('GET', '/api/pledges', donor)).json().pledges[0];
    expect(mine).toMatchObject({
      id: pledgeId,
      isShortHold: false,
      expiresAt: new Date(clock.now().getTime() + 72 * HOUR_MS).toISOString(),
    });
    expect((await readFamilyNoticeTypes())[0]).toBe('item_reserved');
    expect((await call('POST', `/api/pledges/${pledgeId}/address`, donor)).json()).toEqual({
      address: ADDRESS,
      missing: [],
    });
  });

  it('loses the hold after 30 minutes without confirming, and is told why', async () => {
    const { listId, itemIds } = await createPledgeableList(ctx, owner, [
      { name: 'Crib sheets', quantity: 1 },
    ]);
    const donor = await createNewDonor();
    expect((await reserve(listId, itemIds[0] ?? '', donor)).statusCode).toBe(201);
    clock.advance(31 * MINUTE_MS);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    expect((await call('GET', `/api/lists/${listId}`, null)).json().items[0].quantityReserved).toBe(0);
    const [notice] = (await call('GET', '/api/notifications', donor)).json() as Array<{ message: string }>;
    expect(notice?.message).toMatch(/30-minute hold .* ended because your email address was not confirmed/);
    // An ended hold keeps nothing of where it came from.
    const [ended] = await ctx.database.db.select().from(pledges).where(eq(pledges.donorId, donor.id));
    expect(ended).toMatchObject({ status: 'expired', holdNetwork: null, holdDevice: null }); // Ended, it is still no way to the address: nothing is reported or shown before the email is confirmed.
    for (const path of ['purchase', 'address']) {
      const refused = await call(
        'POST',
        `/api/pledges/${ended?.id}/${path}`,
        donor,
        path === 'purchase' ? { retailer: 'Target' } : undefined,
      );
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message).toMatch(/^Confirm your email address first/);
    }
    expect((await call('GET', `/api/lists/${listId}`, null)).json().items[0].quantityPurchased).toBe(0);
  });

  it('holds one piece, 2 holds per account in all, 2 per browser and 4 per network at once across accounts', async () => {
    const { listId, itemIds } = await createPledgeableList(
      ctx,
      owner,
      Array.from({ length: 6 }, (_, index) => ({ name: `Towel ${index + 1}`, quantity: 9 })),
    );
    const item = (index: number) => itemIds[index] ?? '';
    const first = await createNewDonor();
    // One piece per hold.
    const many = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items/${item(0)}/pledges`,
      headers: { cookie: first.cookie },
      payload: { quantity: 2 },
      remoteAddress: first.remoteAddress,
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/^quantity: Until your email address is confirmed you can hold 1/);
    expect((await reserve(listId, item(0), first)).statusCode).toBe(201);
    expect((await reserve(listId, item(1), first)).statusCode).toBe(201);
    const third = await reserve(listId, item(2), first);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/Until your email address is confirmed you can hold 2 items/);
    // Two in all, not two at a time: holds that ran out free no place.
    clock.advance(31 * MINUTE_MS);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    expect((await reserve(listId, item(2), first)).statusCode).toBe(409);

    // A second throwaway account in the same browser (its device cookie) gets nothing more.
    const deviceCookie = (await reserve(listId, item(3), await createNewDonor())).cookies.find(
      (cookie) => cookie.name === 'kindlist.device',
    );
    expect(deviceCookie).toBeDefined();
    const sameBrowser = `kindlist.device=${deviceCookie?.value}`;
    const second = await createNewDonor();
    expect((await reserve(listId, item(3), second, { deviceCookie: sameBrowser })).statusCode).toBe(201);
    const refused = await reserve(listId, item(4), await createNewDonor(), { deviceCookie: sameBrowser });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();

    // One network: four holds across four accounts and browsers, then two more asking at once get none.
    const network = '203.0.113.50';
    for (let count = 0; count < 4; count += 1) {
      const donor = await createNewDonor();
      expect((await reserve(listId, item(5), donor, { remoteAddress: network })).statusCode).toBe(201);
    }
    const racing = await Promise.all([createNewDonor(), createNewDonor()]);
    const answers = await Promise.all(
      racing.map((donor) => reserve(listId, item(4), donor, { remoteAddress: network })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429]);
    // A confirmed donor on that network is not held back by it.
    const confirmed = await createVerifiedUser(ctx);
    expect((await reserve(listId, item(4), confirmed, { remoteAddress: network })).statusCode).toBe(201);
  });

  it('counts two new accounts asking at once from one network one at a time', async () => {
    const { listId, itemIds } = await createPledgeableList(ctx, owner, [{ name: 'Blankets', quantity: 9 }]);
    const network = '203.0.113.77';
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await reserve(listId, itemIds[0] ?? '', await createNewDonor(), { remoteAddress: network }))
          .statusCode,
      ).toBe(201);
    }
    const racing = await Promise.all([createNewDonor(), createNewDonor()]);
    const answers = await Promise.all(
      racing.map((donor) => reserve(listId, itemIds[0] ?? '', donor, { remoteAddress: network })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
  });
});

describe('a list without a complete shipping address', () => {
  it('says so and takes no reservations until the family adds one', async () => {
    const listId = await createTestList(ctx, owner, { title: 'Help after the storm' });
    const list = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(list.hasShippingAddress).toBe(false);
    const donor = await createVerifiedUser(ctx);
    const refused = await call('POST', `/api/lists/${listId}/items/${list.items[0].id}/pledges`, donor, {
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NO_ADDRESS_YET_MESSAGE);

    const own = (await call('GET', `/api/lists/${listId}`, owner)).json();
    const half = await call('PATCH', `/api/lists/${listId}`, owner, {
      version: own.version,
      shippingAddress: { ...ADDRESS, postalCode: '' },
    });
    expect(half.statusCode).toBe(200);
    expect((await call('GET', `/api/lists/${listId}`, null)).json().hasShippingAddress).toBe(false);
    // A list saved before the flag existed may say ready over a half-typed address: the address decides.
    await ctx.database.db
      .update(needsLists)
      .set({ hasShippingAddress: true })
      .where(eq(needsLists.id, listId));
    const stale = await call('POST', `/api/lists/${listId}/items/${list.items[0].id}/pledges`, donor, {
      quantity: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(NO_ADDRESS_YET_MESSAGE);
    await call('PATCH', `/api/lists/${listId}`, owner, {
      version: half.json().version,
      shippingAddress: ADDRESS,
    });
    expect((await call('GET', `/api/lists/${listId}`, null)).json().hasShippingAddress).toBe(true);
    const reserved = await call('POST', `/api/lists/${listId}/items/${list.items[0].id}/pledges`, donor, {
      quantity: 1,
    });
    expect(reserved.statusCode).toBe(201);
  });
});
