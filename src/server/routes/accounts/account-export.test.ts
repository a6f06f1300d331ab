import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  createCaller,
  createPledgeableList,
  createVerifiedUser,
} from '#server/test/pledge-test-helpers';
import { createSignedInUser, createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

let ctx: TTestContext;
let call: ReturnType<typeof createCaller>;
let family: TTestUser;
let otherFamily: TTestUser;
let donor: TTestUser;
let anonymousDonor: TTestUser;
let reporter: TTestUser;
let listId: string;
let otherListId: string;

const OTHER_ADDRESS = { ...ADDRESS, name: 'Kim Park', line1: '77 Hidden Lane', postalCode: '45403' };

async function expectOk<TResponse extends { statusCode: number; body: string }>(response: TResponse) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function readExport(user: TTestUser) {
  const response = await call('GET', '/api/account/export', user);
  expect(response.statusCode).toBe(200);
  return { body: response.body, data: response.json() };
}

beforeAll(async () => {
  ctx = await createTestApp();
  call = createCaller(ctx);
  family = await createVerifiedUser(ctx, { firstName: 'Farah', lastName: 'Okafor' });
  otherFamily = await createVerifiedUser(ctx, { firstName: 'Kim', lastName: 'Park' });
  donor = await createVerifiedUser(ctx, { firstName: 'Dmitri', lastName: 'Volkov' });
  anonymousDonor = await createVerifiedUser(ctx, { firstName: 'Anouk', lastName: 'Zeldenrust' });
  reporter = await createSignedInUser(ctx.app, { firstName: 'Reinhold', lastName: 'Quist' });
  const list = await createPledgeableList(ctx, family, [
    { name: 'Crib', quantity: 1 },
    { name: 'Blanket', quantity: 2 },
  ]);
  listId = list.listId;
  const [crib, blanket] = list.itemIds;
  const other = await createPledgeableList(ctx, otherFamily, [{ name: 'Stroller', quantity: 1 }], {
    title: 'A stroller for the twins',
    story: 'The twins outgrew the old stroller the week the car broke down, and the bus stop is a mile away.',
    shippingAddress: OTHER_ADDRESS,
  });
  otherListId = other.listId;

  // The donor gives in their name, sees the address, buys, and is thanked; sees another family's
  // address too, reports that list and writes to the team.
  const gift = (
    await expectOk(
      await call('POST', `/api/lists/${listId}/items/${crib}/pledges`, donor, {
        quantity: 1,
        timeZone: 'America/Chicago',
      }),
    )
  ).json();
  await expectOk(await call('POST', `/api/pledges/${gift.id}/address`, donor));
  await expectOk(
    await call('POST', `/api/pledges/${gift.id}/purchase`, donor, {
      retailer: 'Target',
      orderNumber: 'ORD-5521',
      message: 'Hope the baby sleeps well',
    }),
  );
  await expectOk(await call('POST', `/api/pledges/${gift.id}/receive`, family));
  await expectOk(
    await call('POST', `/api/pledges/${gift.id}/thank-you`, family, { message: 'Thank you so much, Dmitri' }),
  );
  const stroller = (
    await expectOk(
      await call('POST', `/api/lists/${otherListId}/items/${other.itemIds[0]}/pledges`, donor, {
        quantity: 1,
      }),
    )
  ).json();
  await expectOk(await call('POST', `/api/pledges/${stroller.id}/address`, donor));
  await expectOk(
    await call('POST', `/api/lists/${otherListId}/reports`, donor, {
      reason: 'other',
      details: 'The photos look like a shop catalogue',
    }),
  );
  await expectOk(
    await call('POST', '/api/contact', donor, {
      name: 'Dmitri',
      email: donor.email,
      subject: 'About my gift',
      message: 'Can I change the store I bought the crib from?',
    }),
  );

  // Another donor gives anonymously, sees the address, buys and is thanked; someone reports the list.
  const hidden = (
    await expectOk(
      await call('POST', `/api/lists/${listId}/items/${blanket}/pledges`, anonymousDonor, {
        quantity: 2,
        isAnonymous: true,
      }),
    )
  ).json();
  await expectOk(await call('POST', `/api/pledges/${hidden.id}/address`, anonymousDonor));
  await expectOk(
    await call('POST', `/api/pledges/${hidden.id}/purchase`, anonymousDonor, { retailer: 'Walmart' }),
  );
  await expectOk(
    await call('POST', `/api/pledges/${hidden.id}/thank-you`, family, { message: 'Thanks, kind stranger' }),
  );
  await expectOk(await call('POST', `/api/lists/${listId}/reports`, reporter, { reason: 'duplicate' }));
});
afterAll(async () => {
  await ctx.close();
});

describe('the account export of a donor', () => {
  it('holds their gifts, the thanks they got, the addresses they saw, their messages and reports', async () => {
    const { data } = await readExport(donor);
    expect(data.giftsGiven).toHaveLength(2);
    const crib = data.giftsGiven.find((gift: { item: { name: string } }) => gift.item.name === 'Crib');
    expect(crib).toMatchObject({
      list: { id: listId, title: 'Help after the fire', ownerName: 'Farah' },
      quantity: 1,
      status: 'received',
      isAnonymous: false,
      retailer: 'Target',
      orderNumber: 'ORD-5521',
      message: 'Hope the baby sleeps well',
      thankYou: { message: 'Thank you so much, Dmitri' },
    });
    for (const date of [crib.reservedAt, crib.purchasedAt, crib.receivedAt]) expect(date).toMatch(/^\d{4}-/);
    expect(data.addressRevealsMade).toEqual([
      expect.objectContaining({ list: { id: listId, title: 'Help after the fire' }, item: 'Crib' }),
      expect.objectContaining({
        list: { id: otherListId, title: 'A stroller for the twins' },
        item: 'Stroller',
      }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        subject: 'About my gift',
        message: 'Can I change the store I bought the crib from?',
        email: donor.email,
        handledAt: null,
      }),
    ]);
    expect(data.reportsMade).toEqual([
      expect.objectContaining({
        list: { id: otherListId, title: 'A stroller for the twins' },
        reason: 'other',
        details: 'The photos look like a shop catalogue',
        status: 'open',
      }),
    ]);
    expect(data.giftsReceived).toEqual([]);
    // The zone their reminder is given in, and the limits that stopped them (none here).
    expect(crib.timeZone).toBe('America/Chicago');
    expect(data.givingLimitsMet).toEqual([]);
  });

  it('holds the giving limits that stopped them, as the admins see them', async () => {
    const stopped = await createVerifiedUser(ctx, { firstName: 'Lin' });
    const shelter = await createVerifiedUser(ctx, { firstName: 'Ines' });
    const { listId: manyId, itemIds } = await createPledgeableList(
      ctx,
      shelter,
      Array.from({ length: 7 }, (_, index) => ({ name: `Towel ${index + 1}`, quantity: 1 })),
      {
        title: 'Towels for the shelter',
        story:
          'Forty people sleep in the gym since the river rose, and the showers have no towels at all yet.',
      },
    );
    for (const itemId of itemIds) {
      await call('POST', `/api/lists/${manyId}/items/${itemId}/pledges`, stopped, { quantity: 1 });
    }
    const { data } = await readExport(stopped);
    expect(data.givingLimitsMet).toEqual([
      expect.objectContaining({
        limit: 'open_gifts_per_list',
        count: 1,
        day: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
  });

  it("holds none of the families' addresses, nor anyone else's identity", async () => {
    const { body } = await readExport(donor);
    for (const secret of [
      ADDRESS.line1,
      OTHER_ADDRESS.line1,
      family.email,
      otherFamily.email,
      'Okafor',
      anonymousDonor.id,
      'Anouk',
      reporter.id,
      'Reinhold',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('holds an anonymous gift as given anonymously, with the thanks for it', async () => {
    const { data, body } = await readExport(anonymousDonor);
    expect(data.giftsGiven).toEqual([
      expect.objectContaining({
        isAnonymous: true,
        quantity: 2,
        status: 'purchased',
        retailer: 'Walmart',
        thankYou: expect.objectContaining({ message: 'Thanks, kind stranger' }),
      }),
    ]);
    expect(data.addressRevealsMade).toHaveLength(1);
    expect(body).not.toContain(ADDRESS.line1);
  });
});

describe('the account export of a family', () => {
  it('holds the gifts to their list and who saw its address as they see them, and the thanks they sent', async () => {
    const { data } = await readExport(family);
    expect(data.giftsReceived).toHaveLength(1);
    const [received] = data.giftsReceived;
    expect(received.list).toEqual({ id: listId, title: 'Help after the fire' });
    const byItem = Object.fromEntries(
      received.gifts.map((gift: { item: { name: string } }) => [gift.item.name, gift]),
    );
    expect(byItem.Crib).toMatchObject({
      donorName: 'Dmitri',
      status: 'received',
      thankYou: { message: 'Thank you so much, Dmitri' },
    });
    expect(byItem.Blanket).toMatchObject({
      donorName: 'An anonymous donor',
      status: 'purchased',
      thankYou: { message: 'Thanks, kind stranger' },
    });
    expect(received.addressReveals.map((reveal: { donorName: string }) => reveal.donorName).sort()).toEqual([
      'An anonymous donor',
      'Dmitri',
    ]);
    // Notices name a donor as the family reads them, an anonymous one never.
    const messages = data.notifications.map((notice: { message: string }) => notice.message);
    expect(messages).toContain('Dmitri reserved Crib for “Help after the fire” and has 72 hours to buy it.');
    expect(messages).toContain(
      'An anonymous donor reserved 2 × Blanket for “Help after the fire” and has 72 hours to buy them.',
    );
    expect(data.reportsMade).toEqual([]);
  });

  it("holds no hidden donor's identity, no donor's full name or email, no other family's address, nor who reported them", async () => {
    const { body } = await readExport(family);
    for (const secret of [
      'Anouk',
      'Zeldenrust',
      anonymousDonor.id,
      anonymousDonor.email,
      'Volkov',
      donor.email,
      donor.id,
      OTHER_ADDRESS.line1,
      otherFamily.email,
      'Reinhold',
      reporter.id,
      reporter.email,
    ]) {
      expect(body).not.toContain(secret);
    }
  });
});
