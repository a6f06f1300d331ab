import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, createTestList, type TTestContext, type TTestUser } from '#server/test/test-app';

let ctx: TTestContext;
let owner: TTestUser;
let call: ReturnType<typeof createCaller>;

beforeAll(async () => {
  ctx = await createTestApp();
  call = createCaller(ctx);
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

async function createList(items: Array<{ name: string; quantity: number }>) {
  return createPledgeableList(ctx, owner, items);
}

describe('reserving an item', () => {
  it('lets exactly 3 of 50 donors racing for an item wanting 3 reserve it; the other 47 get a clear 409', async () => {
    const { listId, itemIds } = await createList([{ name: 'Winter coat', quantity: 3 }]);
    const donors: TTestUser[] = [];
    for (let index = 0; index < 50; index += 1) donors.push(await createVerifiedUser(ctx));
    const answers = await Promise.all(
      donors.map((donor) =>
        call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const answer of answers.filter((response) => response.statusCode === 409)) {
      expect(answer.json().message).toMatch(/Another donor has just taken the last of this item/);
    }
    const list = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(list.items[0]).toMatchObject({ quantity: 3, quantityReserved: 3, quantityPurchased: 0 });
    expect(list.progress).toMatchObject({ wanted: 3, reserved: 3, purchased: 0, received: 0 });
  });

  it('never gives more than wanted when donors ask for several at once', async () => {
    const { listId, itemIds } = await createList([{ name: 'Towels', quantity: 5 }]);
    const donors: TTestUser[] = [];
    for (let index = 0; index < 12; index += 1) donors.push(await createVerifiedUser(ctx));
    const answers = await Promise.all(
      donors.map((donor, index) =>
        call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
          quantity: (index % 3) + 1,
        }),
      ),
    );
    const reserved = answers
      .filter((answer) => answer.statusCode === 201)
      .reduce((sum, answer) => sum + answer.json().quantity, 0);
    expect(reserved).toBeLessThanOrEqual(5);
    const list = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(list.items[0].quantityReserved).toBe(reserved);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });

  it('refuses a quantity above what is still needed, saying how many are', async () => {
    const { listId, itemIds } = await createList([{ name: 'Blankets', quantity: 2 }]);
    const donor = await createVerifiedUser(ctx);
    const response = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 3,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('quantity: Only 2 are still needed. Reserve 2 or fewer.');
  });

  it.each([
    [{}, 400, 'quantity: Quantity must be a whole number'],
    [{ quantity: 0 }, 400, 'quantity: Quantity must be at least 1'],
    [{ quantity: 1.5 }, 400, 'quantity: Quantity must be a whole number'],
    [{ quantity: '1' }, 400, 'quantity: Quantity must be a whole number'],
    [{ quantity: 1, donorId: 'x' }, 400, 'body: Unrecognized key: "donorId"'],
    [{ quantity: 1, isAnonymous: 'yes' }, 400, 'isAnonymous: Say whether to stay anonymous (true or false)'],
  ])('refuses the body %j', async (payload, status, message) => {
    const { listId, itemIds } = await createList([{ name: 'Soap', quantity: 2 }]);
    const donor = await createVerifiedUser(ctx);
    const response = await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('asks a signed-out visitor to sign in and refuses the owner', async () => {
    const { listId, itemIds } = await createList([{ name: 'Shoes', quantity: 2 }]);
    const url = `/api/lists/${listId}/items/${itemIds[0]}/pledges`;
    expect((await call('POST', url, null, { quantity: 1 })).statusCode).toBe(401);
    const own = await call('POST', url, owner, { quantity: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('This is your own list: you cannot give to it.');
  });

  it('answers 404 for an item of another list, an unknown item, a draft or a private list', async () => {
    const first = await createList([{ name: 'Pillow', quantity: 1 }]);
    const second = await createList([{ name: 'Lamp', quantity: 1 }]);
    const donor = await createVerifiedUser(ctx);
    const crossed = await call(
      'POST',
      `/api/lists/${first.listId}/items/${second.itemIds[0]}/pledges`,
      donor,
      {
        quantity: 1,
      },
    );
    expect(crossed.statusCode).toBe(404);
    const unknown = await call(
      'POST',
      `/api/lists/${first.listId}/items/00000000-0000-4000-8000-000000000000/pledges`,
      donor,
      { quantity: 1 },
    );
    expect(unknown.statusCode).toBe(404);
    const draftId = await createTestList(ctx, owner, { title: 'A draft list' }, { isPublished: false });
    const [draftItem] = await readItemIdsAsOwner(draftId);
    expect(
      (await call('POST', `/api/lists/${draftId}/items/${draftItem}/pledges`, donor, { quantity: 1 }))
        .statusCode,
    ).toBe(404);
    const privateId = await createTestList(ctx, owner, { title: 'A private list', visibility: 'private' });
    const [privateItem] = await readItemIdsAsOwner(privateId);
    expect(
      (await call('POST', `/api/lists/${privateId}/items/${privateItem}/pledges`, donor, { quantity: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it(`holds a donor to ${10} active reservations at once, even when they ask for more at the same moment`, async () => {
    // Three lists: one donor holds at most 6 open gifts on one list.
    const lists = [
      await createList(
        Array.from({ length: 5 }, (_, index) => ({ name: `Thing ${index + 1}`, quantity: 1 })),
      ),
      await createList(Array.from({ length: 5 }, (_, index) => ({ name: `Cup ${index + 1}`, quantity: 1 }))),
      await createList(Array.from({ length: 4 }, (_, index) => ({ name: `Book ${index + 1}`, quantity: 1 }))),
    ];
    const targets = lists.flatMap(({ listId, itemIds }) => itemIds.map((itemId) => ({ listId, itemId })));
    const donor = await createVerifiedUser(ctx);
    const answers = await Promise.all(
      targets.map(({ listId, itemId }) =>
        call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toMatch(/You already hold 10 reservations/);
    const mine = (await call('GET', '/api/pledges', donor)).json();
    expect(mine).toMatchObject({ activeReservations: 10, maxActiveReservations: 10 });
    // Cancelling one frees a place.
    const cancelled = mine.pledges[0];
    await call('POST', `/api/pledges/${cancelled.id}/cancel`, donor);
    expect(
      (
        await call('POST', `/api/lists/${cancelled.list.id}/items/${cancelled.item.id}/pledges`, donor, {
          quantity: 1,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses lowering an item below what donors took, or removing it; raising it is fine', async () => {
    const { listId, itemIds } = await createList([
      { name: 'Diapers', quantity: 4 },
      { name: 'Wipes', quantity: 1 },
    ]);
    const donor = await createVerifiedUser(ctx);
    await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 3 });
    const lowered = await call('PATCH', `/api/lists/${listId}/items/${itemIds[0]}`, owner, { quantity: 2 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().message).toBe(
      'quantity: Donors have already reserved or bought 3 of this item, so the quantity cannot be less than 3.',
    );
    const removed = await call('DELETE', `/api/lists/${listId}/items/${itemIds[0]}`, owner);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/Donors have reserved or bought this item/);
    expect(
      (await call('PATCH', `/api/lists/${listId}/items/${itemIds[0]}`, owner, { quantity: 3 })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/lists/${listId}/items/${itemIds[0]}`, owner, { quantity: 6 })).statusCode,
    ).toBe(200);
  });

  it("never fails a donor's reservation or the family's action on that donor's gift because they met", async () => {
    // Two lists of the family's, so the donor stays within the open gifts one list allows them.
    const lists = [
      await createList([
        { name: 'Bread', quantity: 999 },
        { name: 'Milk', quantity: 999 },
      ]),
      await createList([
        { name: 'Rice', quantity: 999 },
        { name: 'Beans', quantity: 999 },
      ]),
    ];
    const donor = await createVerifiedUser(ctx);
    const bought: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const { listId, itemIds } = lists[index % 2] as (typeof lists)[number];
      const pledge = (
        await call('POST', `/api/lists/${listId}/items/${itemIds[1]}/pledges`, donor, { quantity: 1 })
      ).json();
      await call('POST', `/api/pledges/${pledge.id}/purchase`, donor, { retailer: 'Target' });
      bought.push(pledge.id as string);
    }
    const answers = await Promise.all([
      ...bought.map((id) => call('POST', `/api/pledges/${id}/not-received`, owner)),
      ...bought.map((_, index) => {
        const { listId, itemIds } = lists[index % 2] as (typeof lists)[number];
        return call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 });
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...bought.map(() => 200),
      ...bought.map(() => 201),
    ]);
  });
});

async function readItemIdsAsOwner(listId: string): Promise<string[]> {
  const response = await call('GET', `/api/lists/${listId}`, owner);
  return (response.json() as { items: Array<{ id: string }> }).items.map((item) => item.id);
}
