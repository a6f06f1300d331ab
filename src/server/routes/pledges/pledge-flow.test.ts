import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  createCaller,
  createPledgeableList,
  createVerifiedUser,
  readItemIds,
} from '#server/test/pledge-test-helpers';
import { createTestApp, createTestList, type TTestContext, type TTestUser } from '#server/test/test-app';

let ctx: TTestContext;
let owner: TTestUser;
let call: ReturnType<typeof createCaller>;

beforeAll(async () => {
  ctx = await createTestApp();
  call = createCaller(ctx);
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa', email: `rosa-${Date.now()}@example.com` });
});
afterAll(async () => {
  await ctx.close();
});

async function createList(
  items: Array<{ name: string; quantity: number }>,
  fields: Record<string, unknown> = {},
) {
  return createPledgeableList(ctx, owner, items, fields);
}

async function readNotifications(user: TTestUser) {
  return (await call('GET', '/api/notifications', user)).json() as Array<{
    type: string;
    title: string;
    message: string;
    link: string | null;
  }>;
}

describe('the donor path and the family side', () => {
  it('reserve → address → I bought this → received → thank-you → fulfilled, each side told', async () => {
    const { listId, itemIds } = await createList([
      { name: 'Winter coat', quantity: 2 },
      { name: 'Rain boots', quantity: 1 },
    ]);
    const donor = await createVerifiedUser(ctx, { firstName: 'Dana', lastName: 'Giver' });
    const coat = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 2,
    });
    expect(coat.statusCode).toBe(201);
    expect(coat.json()).toMatchObject({
      status: 'reserved',
      quantity: 2,
      list: { id: listId, title: 'Help after the fire', ownerName: 'Rosa' },
      item: { name: 'Winter coat' },
    });
    const reservedHours =
      (Date.parse(coat.json().expiresAt) - Date.parse(coat.json().reservedAt)) / 3_600_000;
    expect(reservedHours).toBe(72);
    expect((await readNotifications(owner))[0]).toMatchObject({
      type: 'item_reserved',
      message: 'Dana reserved 2 × Winter coat for “Help after the fire” and has 72 hours to buy them.',
      link: `/needslist/${listId}#gifts`,
    });

    const address = await call('POST', `/api/pledges/${coat.json().id}/address`, donor);
    expect(address.json()).toEqual({ address: ADDRESS, missing: [] });

    const bought = await call('POST', `/api/pledges/${coat.json().id}/purchase`, donor, {
      retailer: 'Target',
      orderNumber: 'TGT-123',
      message: 'Stay warm!',
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ status: 'purchased', retailer: 'Target', expiresAt: null });
    expect((await readNotifications(owner))[0]).toMatchObject({ type: 'item_purchased' });

    const boots = await call('POST', `/api/lists/${listId}/items/${itemIds[1]}/pledges`, donor, {
      quantity: 1,
      isAnonymous: true,
    });
    await call('POST', `/api/pledges/${boots.json().id}/address`, donor);

    const family = (await call('GET', `/api/lists/${listId}/pledges`, owner)).json();
    expect(family.pledges.map((pledge: { donorName: string }) => pledge.donorName).sort()).toEqual([
      'An anonymous donor',
      'Dana',
    ]);
    expect(family.addressReveals.map((reveal: { donorName: string }) => reveal.donorName)).toEqual([
      'An anonymous donor',
      'Dana',
    ]);
    // The anonymous gift carries neither the donor's name nor their email anywhere in the family's answers.
    const familyText = JSON.stringify(family) + JSON.stringify(await readNotifications(owner));
    expect(familyText).not.toContain(donor.email);
    expect(familyText).not.toContain('Giver');

    const list = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(list.progress).toEqual({ wanted: 3, reserved: 1, purchased: 2, received: 0 });

    const notYet = await call('POST', `/api/pledges/${coat.json().id}/not-received`, owner);
    expect(notYet.statusCode).toBe(200);
    expect((await readNotifications(donor))[0]).toMatchObject({
      type: 'receipt_not_yet',
      link: `/needslist/${listId}#your-gifts`,
    });

    await call('POST', `/api/pledges/${coat.json().id}/receive`, owner);
    expect((await readNotifications(donor))[0]).toMatchObject({ type: 'item_received' });
    expect((await call('GET', `/api/lists/${listId}`, null)).json()).toMatchObject({
      status: 'active',
      progress: { wanted: 3, reserved: 1, purchased: 2, received: 2 },
    });
    // The family may confirm a gift the donor forgot to report.
    await call('POST', `/api/pledges/${boots.json().id}/receive`, owner);
    const fulfilled = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(fulfilled).toMatchObject({ status: 'fulfilled', progress: { wanted: 3, received: 3 } });
    expect((await readNotifications(owner))[0]).toMatchObject({ type: 'list_fulfilled' });

    const thanks = await call('POST', `/api/pledges/${boots.json().id}/thank-you`, owner, {
      message: 'Thank you so much, the boots fit!',
    });
    expect(thanks.statusCode).toBe(200);
    const [note] = await readNotifications(donor);
    expect(note).toMatchObject({
      type: 'thank_you_received',
      message: 'The family of “Help after the fire” wrote: “Thank you so much, the boots fit!”',
    });
    const mine = (await call('GET', '/api/pledges', donor)).json();
    expect(
      mine.pledges.find((pledge: { id: string }) => pledge.id === boots.json().id).thankYou,
    ).toMatchObject({
      message: 'Thank you so much, the boots fit!',
    });
    const again = await call('POST', `/api/pledges/${boots.json().id}/thank-you`, owner, {
      message: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already thanked this donor for this gift.');
    // Fulfilled: nothing is left to reserve.
    const other = await createVerifiedUser(ctx);
    const late = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, other, {
      quantity: 1,
    });
    expect(late.statusCode).toBe(409);
  });

  it('shows the address to nobody without an active gift on that list, and asks the family for an incomplete one', async () => {
    const { listId, itemIds } = await createList([{ name: 'Crib sheets', quantity: 2 }]);
    const donor = await createVerifiedUser(ctx);
    const stranger = await createVerifiedUser(ctx);
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
    ).json();
    // The family clears its address after the reservation (moving, say).
    const own = (await call('GET', `/api/lists/${listId}`, owner)).json();
    const cleared = await call('PATCH', `/api/lists/${listId}`, owner, {
      version: own.version,
      shippingAddress: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await call('POST', `/api/pledges/${pledge.id}/address`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/pledges/${pledge.id}/address`, null)).statusCode).toBe(401);
    const first = await call('POST', `/api/pledges/${pledge.id}/address`, donor);
    expect(first.json()).toEqual({ address: null, missing: ['the whole shipping address'] });
    await call('POST', `/api/pledges/${pledge.id}/address`, donor);
    const asks = (await readNotifications(owner)).filter((notice) => notice.type === 'address_incomplete');
    expect(asks).toHaveLength(1);
    expect(asks[0]?.link).toBe(`/edit-wishlist/${listId}`);
    // Once the gift is cancelled, the address is not shown any more.
    await call('POST', `/api/pledges/${pledge.id}/cancel`, donor);
    const after = await call('POST', `/api/pledges/${pledge.id}/address`, donor);
    expect(after.statusCode).toBe(409);
    expect(JSON.stringify(after.json())).not.toContain('Dayton');
  });

  it('lets only the donor act on their gift and only the family confirm or thank', async () => {
    const { listId, itemIds } = await createList([{ name: 'Toothbrushes', quantity: 4 }]);
    const donor = await createVerifiedUser(ctx);
    const intruder = await createVerifiedUser(ctx);
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 2 })
    ).json();
    for (const action of ['cancel', 'address']) {
      expect((await call('POST', `/api/pledges/${pledge.id}/${action}`, intruder)).statusCode).toBe(404);
      expect((await call('POST', `/api/pledges/${pledge.id}/${action}`, owner)).statusCode).toBe(404);
    }
    expect(
      (await call('POST', `/api/pledges/${pledge.id}/purchase`, intruder, { retailer: 'Walmart' }))
        .statusCode,
    ).toBe(404);
    for (const action of ['receive', 'not-received']) {
      expect((await call('POST', `/api/pledges/${pledge.id}/${action}`, intruder)).statusCode).toBe(403);
      expect((await call('POST', `/api/pledges/${pledge.id}/${action}`, donor)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/lists/${listId}/pledges`, donor)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/pledges/${pledge.id}/thank-you`, intruder, { message: 'Hi' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/pledges', intruder)).json().pledges).toEqual([]);
  });

  it('reports fewer than reserved (the rest re-opens) and refuses more, bad bodies and a second report', async () => {
    const { listId, itemIds } = await createList([{ name: 'Socks', quantity: 5 }]);
    const donor = await createVerifiedUser(ctx);
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 3 })
    ).json();
    const url = `/api/pledges/${pledge.id}/purchase`;
    for (const [payload, message] of [
      [{}, 'retailer: Store is required'],
      [{ retailer: '   ' }, 'retailer: Store is required'],
      [
        { retailer: 'Target', quantity: 4 },
        'quantity: You reserved 3; report at most 3 (reserve more first).',
      ],
      [{ retailer: 'x'.repeat(101) }, 'retailer: Store must be at most 100 characters'],
      [
        { retailer: 'Target', message: 'x'.repeat(1001) },
        'message: Message to the family must be at most 1000 characters',
      ],
      [{ retailer: 'Target', status: 'received' }, 'body: Unrecognized key: "status"'],
    ] as const) {
      const response = await call('POST', url, donor, payload);
      expect([400, 409], JSON.stringify(payload)).toContain(response.statusCode);
      expect(response.json().message).toBe(message);
    }
    const bought = await call('POST', url, donor, { retailer: 'Walmart', quantity: 2 });
    expect(bought.json()).toMatchObject({ status: 'purchased', quantity: 2 });
    expect((await call('GET', `/api/lists/${listId}`, null)).json().items[0]).toMatchObject({
      quantityReserved: 0,
      quantityPurchased: 2,
    });
    const second = await call('POST', url, donor, { retailer: 'Walmart' });
    expect(second.statusCode).toBe(409);
    expect((await call('POST', `/api/pledges/${pledge.id}/cancel`, donor)).json().message).toBe(
      'You already reported buying this, so it cannot be cancelled.',
    );
  });

  it('ends open reservations when the family archives the list, and tells the donors', async () => {
    const { listId, itemIds } = await createList([{ name: 'Lamp', quantity: 2 }]);
    const donor = await createVerifiedUser(ctx);
    const buyer = await createVerifiedUser(ctx);
    const reserved = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
    ).json();
    const bought = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, buyer, { quantity: 1 })
    ).json();
    await call('POST', `/api/pledges/${bought.id}/purchase`, buyer, { retailer: 'Amazon' });
    expect((await call('POST', `/api/lists/${listId}/archive`, owner)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/pledges', donor)).json().pledges[0];
    expect(mine).toMatchObject({ id: reserved.id, status: 'cancelled' });
    expect((await readNotifications(donor))[0]).toMatchObject({
      type: 'reservation_ended',
      message: expect.stringContaining('because the family archived the list'),
    });
    // A bought gift stays, and can still be confirmed.
    expect((await call('POST', `/api/pledges/${bought.id}/receive`, owner)).statusCode).toBe(200);
  });

  it("ends a closing account's reservations (quantities re-open) and keeps its bought gifts without a name", async () => {
    const { listId, itemIds } = await createList([
      { name: 'Kettle', quantity: 1 },
      { name: 'Mugs', quantity: 1 },
    ]);
    const leaving = await createVerifiedUser(ctx, { firstName: 'Leaving' });
    await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, leaving, { quantity: 1 });
    const mugs = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[1]}/pledges`, leaving, { quantity: 1 })
    ).json();
    await call('POST', `/api/pledges/${mugs.id}/purchase`, leaving, { retailer: 'Target' });
    const deleted = await call('POST', '/api/account/delete', leaving, {
      confirmation: 'DELETE',
      password: leaving.password,
    });
    expect(deleted.statusCode).toBe(200);
    const list = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(list.items.map((item: { quantityReserved: number }) => item.quantityReserved)).toEqual([0, 0]);
    const family = (await call('GET', `/api/lists/${listId}/pledges`, owner)).json();
    expect(family.pledges).toHaveLength(1);
    expect(family.pledges[0]).toMatchObject({ donorName: 'An anonymous donor', status: 'purchased' });
    const thanks = await call('POST', `/api/pledges/${mugs.id}/thank-you`, owner, { message: 'Thanks!' });
    expect(thanks.statusCode).toBe(409);
  });

  it('tells donors when the family closes their account, and refuses gifts on example lists', async () => {
    const family = await createVerifiedUser(ctx);
    const listId = await createTestList(
      ctx,
      family,
      {
        title: 'A family that leaves',
        // Its own story: a copy of another family's would hold the list for review (and refuse gifts).
        story: 'We moved out of a flooded apartment and need a table to eat and do homework at again.',
        shippingAddress: ADDRESS,
      },
      { items: [{ name: 'Table', quantity: 1 }] },
    );
    const [itemId] = await readItemIds(ctx, listId);
    const donor = await createVerifiedUser(ctx);
    expect(
      (await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 })).statusCode,
    ).toBe(201);
    const closed = await call('POST', '/api/account/delete', family, {
      confirmation: 'DELETE',
      password: family.password,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await readNotifications(donor))[0]).toMatchObject({
      type: 'reservation_ended',
      message: expect.stringContaining('because the family closed their account'),
    });
    expect((await call('GET', '/api/pledges', donor)).json().pledges).toEqual([]);

    const demo = await createList([{ name: 'Example item', quantity: 1 }]);
    const { needsLists } = await import('#server/db/schema/needs-lists');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(needsLists).set({ isDemo: true }).where(eq(needsLists.id, demo.listId));
    const refused = await call('POST', `/api/lists/${demo.listId}/items/${demo.itemIds[0]}/pledges`, donor, {
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/example list/);
  });

  it('takes the name out of everything the family has about a gift when the donor turns anonymous on reporting it', async () => {
    const { listId, itemIds } = await createList([{ name: 'Space heater', quantity: 1 }]);
    const donor = await createVerifiedUser(ctx, { firstName: 'Zebulon', lastName: 'Quist' });
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
    ).json();
    expect(JSON.stringify(await readNotifications(owner))).toContain('Zebulon');
    await call('POST', `/api/pledges/${pledge.id}/purchase`, donor, {
      retailer: 'Target',
      isAnonymous: true,
    });
    const familyText =
      JSON.stringify(await readNotifications(owner)) +
      JSON.stringify((await call('GET', `/api/lists/${listId}/pledges`, owner)).json());
    expect(familyText).not.toContain('Zebulon');
    expect(familyText).toContain('An anonymous donor reserved Space heater');
  });

  it('ends open reservations when the family makes the list private, and tells the donors', async () => {
    const { listId, itemIds } = await createList([{ name: 'Cot', quantity: 1 }]);
    const donor = await createVerifiedUser(ctx);
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
    ).json();
    const version = (await call('GET', `/api/lists/${listId}`, owner)).json().version;
    expect(
      (await call('PATCH', `/api/lists/${listId}`, owner, { visibility: 'private', version })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/pledges', donor)).json().pledges[0]).toMatchObject({
      id: pledge.id,
      status: 'cancelled',
    });
    expect((await readNotifications(donor))[0]?.message).toContain(
      'because the family made the list private',
    );
  });
});
