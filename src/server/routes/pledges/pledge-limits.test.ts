import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '#server/services/clock';
import { createAdminTestApp, type TAdminTestApp } from '#server/test/admin-test-app';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import type { TTestContext, TTestUser } from '#server/test/test-app';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
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

/** Lists of the one family, each with `items` items wanting `quantity`. */
async function createLists(count: number, items = 1, quantity = 50) {
  const lists: Array<{ listId: string; itemIds: string[] }> = [];
  for (let index = 0; index < count; index += 1) {
    lists.push(
      await createPledgeableList(
        ctx,
        owner,
        Array.from({ length: items }, (_, item) => ({ name: `Thing ${item + 1}`, quantity })),
      ),
    );
  }
  return lists;
}

const reserve = (donor: TTestUser, list: { listId: string; itemIds: string[] }, quantity = 1, item = 0) =>
  call('POST', `/api/lists/${list.listId}/items/${list.itemIds[item]}/pledges`, donor, { quantity });
const report = (donor: TTestUser, pledgeId: string) =>
  call('POST', `/api/pledges/${pledgeId}/purchase`, donor, { retailer: 'Target' });
const readQueue = async () =>
  (await call('GET', '/api/admin/moderation', admin)).json() as {
    limitedDonors: Array<{ id: string; limitHits: Array<{ limit: string; count: number }> }>;
  };

describe('open gifts are capped per list and overall', () => {
  it('stops the reserve → "I bought this" loop at 6 gifts on a list, and shows the donor to the admins', async () => {
    const [list] = await createLists(1);
    if (!list) throw new Error('no list');
    const donor = await createVerifiedUser(ctx);
    const statuses: number[] = [];
    let refusal = '';
    for (let cycle = 0; cycle < 15; cycle += 1) {
      const reserved = await reserve(donor, list, 3);
      statuses.push(reserved.statusCode);
      if (reserved.statusCode !== 201) {
        refusal = reserved.json().message;
        continue;
      }
      expect((await report(donor, reserved.json().id)).statusCode).toBe(200);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.slice(6).every((status) => status === 409)).toBe(true);
    expect(refusal).toBe(
      'You already have 6 gifts on this list that are reserved, or bought and not yet confirmed by the family: 6 is the most one donor can hold on a list. When the family confirms one, or you cancel a reservation, you can take another here.',
    );
    const item = (await call('GET', `/api/lists/${list.listId}`, null)).json().items[0];
    expect(item).toMatchObject({ quantityPurchased: 18, quantityReserved: 0 });
    expect((await readQueue()).limitedDonors.find((entry) => entry.id === donor.id)?.limitHits).toEqual([
      expect.objectContaining({ limit: 'open_gifts_per_list', count: 9 }),
    ]);
    // The family confirms one: a place is free again.
    const mine = (await call('GET', '/api/pledges', donor)).json().pledges;
    await call('POST', `/api/pledges/${mine[0].id}/receive`, owner);
    expect((await reserve(donor, list, 1)).statusCode).toBe(201);
  });

  it('caps reports at 10 a day and open gifts at 20 overall; a report stops counting after 30 days', async () => {
    const lists = await createLists(5);
    const donor = await createVerifiedUser(ctx);
    const give = async (index: number) => {
      const reserved = await reserve(donor, lists[index % lists.length] ?? { listId: '', itemIds: [] });
      expect(reserved.statusCode, reserved.body).toBe(201);
      return reserved.json().id as string;
    };
    for (let index = 0; index < 10; index += 1) {
      expect((await report(donor, await give(index))).statusCode).toBe(200);
      clock.advance(MINUTE_MS);
    }
    const eleventh = await give(10);
    const refused = await report(donor, eleventh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have reported 10 purchases in the last 24 hours, the most one donor can report in a day. You can report this one in about 24 hours \(at .+ UTC\)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    clock.advance(DAY_MS);
    expect((await report(donor, eleventh)).statusCode).toBe(200);
    for (let index = 11; index < 19; index += 1) {
      expect((await report(donor, await give(index))).statusCode).toBe(200);
    }
    await give(19); // 19 reported and 1 reserved: 20 open gifts
    const full = await reserve(donor, lists[0] ?? { listId: '', itemIds: [] });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(
      /^You already have 20 gifts that are reserved, or bought and not yet confirmed/,
    );

    clock.advance(30 * DAY_MS);
    expect((await reserve(donor, lists[0] ?? { listId: '', itemIds: [] })).statusCode).toBe(201);
  });

  it('lets only one of two reservations at once take the last place on a list', async () => {
    const [list] = await createLists(1, 8, 1);
    if (!list) throw new Error('no list');
    const donor = await createVerifiedUser(ctx);
    for (let item = 0; item < 5; item += 1)
      expect((await reserve(donor, list, 1, item)).statusCode).toBe(201);
    const answers = await Promise.all([reserve(donor, list, 1, 5), reserve(donor, list, 1, 6)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('reservations and address reveals are limited per donor per day', () => {
  it('allows 20 reservations in any 24 hours, cancelled ones included', async () => {
    const [list] = await createLists(1);
    if (!list) throw new Error('no list');
    const donor = await createVerifiedUser(ctx);
    for (let index = 0; index < 20; index += 1) {
      const reserved = await reserve(donor, list);
      expect(reserved.statusCode).toBe(201);
      await call('POST', `/api/pledges/${reserved.json().id}/cancel`, donor);
      clock.advance(MINUTE_MS);
    }
    const refused = await reserve(donor, list);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have made 20 reservations in the last 24 hours, the most one donor can make in a day. You can reserve again in about 24 hours/,
    );
    clock.advance(DAY_MS - 20 * MINUTE_MS + 1);
    expect((await reserve(donor, list)).statusCode).toBe(201);
  });

  it('stops the reserve → see the address → cancel loop: a wait after cancelling, 5 families a day, the family told', async () => {
    const lists = await createLists(6);
    const donor = await createVerifiedUser(ctx, { firstName: 'Quinn' });
    const seeAddress = async (index: number) => {
      const reserved = await reserve(donor, lists[index] ?? { listId: '', itemIds: [] });
      expect(reserved.statusCode).toBe(201);
      const seen = await call('POST', `/api/pledges/${reserved.json().id}/address`, donor);
      await call('POST', `/api/pledges/${reserved.json().id}/cancel`, donor);
      return seen;
    };
    expect((await seeAddress(0)).statusCode).toBe(200);
    const notices = (await call('GET', '/api/notifications', owner)).json() as Array<{ type: string }>;
    expect(notices.find((notice) => notice.type === 'address_seen_then_cancelled')).toMatchObject({
      type: 'address_seen_then_cancelled',
      message: expect.stringMatching(
        /^Quinn saw your shipping address on .+ UTC, then cancelled their reservation/,
      ),
    });
    const cooling = await seeAddress(1);
    expect(cooling.statusCode).toBe(429);
    expect(cooling.json().message).toMatch(
      /^You cancelled a reservation after seeing a family's address. To keep families safe, you can see another address in 30 minutes/,
    );
    expect(JSON.stringify(cooling.json())).not.toContain('Elm Street');
    for (let index = 1; index < 5; index += 1) {
      clock.advance(31 * MINUTE_MS);
      expect((await seeAddress(index)).statusCode).toBe(200);
    }
    clock.advance(31 * MINUTE_MS);
    const sixth = await seeAddress(5);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^You have seen the shipping addresses of 5 families in the last 24 hours, the most one donor can see in a day/,
    );
    // An address already seen today stays open to them.
    expect((await seeAddress(4)).statusCode).toBe(200);
    const hits = (await readQueue()).limitedDonors.find((entry) => entry.id === donor.id)?.limitHits ?? [];
    expect(hits.map((hit) => hit.limit).sort()).toEqual(['address_lists_per_day', 'reveal_cooldown']);
  });

  it('lets only one of two reveals at once be the fifth family of the day', async () => {
    const lists = await createLists(6);
    const donor = await createVerifiedUser(ctx);
    const pledgeIds: string[] = [];
    for (const list of lists) pledgeIds.push((await reserve(donor, list)).json().id);
    for (const pledgeId of pledgeIds.slice(0, 4)) {
      expect((await call('POST', `/api/pledges/${pledgeId}/address`, donor)).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      pledgeIds.slice(4).map((pledgeId) => call('POST', `/api/pledges/${pledgeId}/address`, donor)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
  });

  it('shows the address for 14 days after a report, not until the family confirms', async () => {
    const [list] = await createLists(1);
    if (!list) throw new Error('no list');
    const donor = await createVerifiedUser(ctx);
    const pledgeId = (await reserve(donor, list)).json().id;
    await report(donor, pledgeId);
    clock.advance(14 * DAY_MS - MINUTE_MS);
    expect((await call('POST', `/api/pledges/${pledgeId}/address`, donor)).statusCode).toBe(200);
    clock.advance(MINUTE_MS);
    const closed = await call('POST', `/api/pledges/${pledgeId}/address`, donor);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The address is shown for 14 days after you report buying a gift/);
  });
});
