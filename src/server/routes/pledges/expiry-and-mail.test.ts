import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_JOB, PLEDGE_EXPIRY_JOB } from '#server/app-jobs';
import { users } from '#server/db/schema/auth';
import { notifications } from '#server/db/schema/notifications';
import { sendNotificationDigests } from '#server/domain/notifications/mail-digest';
import { expireReservations } from '#server/domain/pledges/expiry';
import { createFixedClock } from '#server/services/clock';
import {
  ADDRESS,
  createCaller,
  createPledgeableList,
  createVerifiedUser,
  readItemIds,
} from '#server/test/pledge-test-helpers';
import {
  createTestApp,
  createTestList,
  decodeMailText,
  readMailFilesTo,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';

const HOUR_MS = 3_600_000;
// From the real present: sessions and sign-up links keep the library's own time.
const clock = createFixedClock(new Date());
let ctx: TTestContext;
let owner: TTestUser;
let call: ReturnType<typeof createCaller>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  call = createCaller(ctx);
  owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
});
afterAll(async () => {
  await ctx.close();
});

async function createList(items: Array<{ name: string; quantity: number }>) {
  return createPledgeableList(ctx, owner, items, { title: 'Help after the flood' });
}

async function readTypes(user: TTestUser): Promise<string[]> {
  return ((await call('GET', '/api/notifications', user)).json() as Array<{ type: string }>).map(
    (notice) => notice.type,
  );
}

describe('reservations end by themselves', () => {
  it('reminds the donor 12 hours before, once, then re-opens the quantity after 72 hours', async () => {
    const { listId, itemIds } = await createList([{ name: 'Heater', quantity: 1 }]);
    const donor = await createVerifiedUser(ctx);
    const reservedAt = clock.now().getTime();
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
    ).json();
    expect(pledge.expiresAt).toBe(new Date(reservedAt + 72 * HOUR_MS).toISOString());

    clock.advance(59 * HOUR_MS);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    expect(await readTypes(donor)).not.toContain('pledge_expiring');

    clock.advance(HOUR_MS + 60_000); // 11 h 59 min left
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    expect((await readTypes(donor)).filter((type) => type === 'pledge_expiring')).toHaveLength(1);
    expect((await call('GET', `/api/lists/${listId}`, null)).json().items[0].quantityReserved).toBe(1);

    clock.set(new Date(reservedAt + 72 * HOUR_MS));
    // Over even before the job has run: the address is not shown any more.
    expect((await call('POST', `/api/pledges/${pledge.id}/address`, donor)).statusCode).toBe(409);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    expect((await call('GET', `/api/lists/${listId}`, null)).json().items[0].quantityReserved).toBe(0);
    expect((await call('GET', '/api/pledges', donor)).json().pledges[0]).toMatchObject({
      status: 'expired',
      expiresAt: null,
    });
    expect((await readTypes(donor))[0]).toBe('pledge_expired');
    // Another donor can reserve it now; the first may still report a purchase while it is open.
    const late = await call('POST', `/api/pledges/${pledge.id}/purchase`, donor, { retailer: 'Walmart' });
    expect(late.json()).toMatchObject({ status: 'purchased' });
  });

  it('expires each reservation once when several instances run the job at the same moment', async () => {
    const { listId, itemIds } = await createList(
      Array.from({ length: 6 }, (_, index) => ({ name: `Blanket ${index + 1}`, quantity: 2 })),
    );
    const donors = await Promise.all([createVerifiedUser(ctx), createVerifiedUser(ctx)]);
    for (const itemId of itemIds) {
      for (const donor of donors) {
        await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 });
      }
    }
    clock.advance(73 * HOUR_MS);
    const deps = { db: ctx.database.db, publicCache: ctx.app.publicCache, clock };
    const runs = await Promise.all([
      expireReservations(deps),
      expireReservations(deps),
      expireReservations(deps),
    ]);
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(12);
    for (const donor of donors) {
      expect((await readTypes(donor)).filter((type) => type === 'pledge_expired')).toHaveLength(6);
    }
    const list = (await call('GET', `/api/lists/${listId}`, null)).json();
    expect(list.items.every((item: { quantityReserved: number }) => item.quantityReserved === 0)).toBe(true);
  });
});

describe("the reminder gives the end in the donor's own time zone", () => {
  // Written from the parts, not with the server's formatter: the mail must read this way.
  function formatEnd(at: Date, timeZone: string): string {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(at);
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(at);
    return `${date} at ${time}`;
  }

  it('with the date, the time and the name of the zone sent with the reservation (UTC when unknown)', async () => {
    const { listId, itemIds } = await createList([
      { name: 'Crib', quantity: 1 },
      { name: 'Stroller', quantity: 1 },
      { name: 'High chair', quantity: 1 },
    ]);
    const donor = await createVerifiedUser(ctx);
    const reserve = (itemId: string | undefined, timeZone?: string) =>
      call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, {
        quantity: 1,
        ...(timeZone === undefined ? {} : { timeZone }),
      });
    const inChicago = await reserve(itemIds[0], 'America/Chicago');
    // A zone the server does not know, or none, is no reason to refuse a reservation.
    const unknown = await reserve(itemIds[1], 'Mars/Olympus_Mons');
    const none = await reserve(itemIds[2]);
    expect([inChicago.statusCode, unknown.statusCode, none.statusCode]).toEqual([201, 201, 201]);
    const end = new Date(inChicago.json().expiresAt);

    clock.advance(61 * HOUR_MS);
    await ctx.app.jobs.runNow(PLEDGE_EXPIRY_JOB);
    clock.advance(5 * 60_000);
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    // The mail's bytes are UTF-8 (its quotation marks are curly).
    const text = Buffer.from(
      decodeMailText((await readMailFilesTo(ctx, donor.email)).at(-1) ?? ''),
      'latin1',
    ).toString('utf8');
    expect(text).toMatch(
      new RegExp(
        `Crib for “Help after the flood” ends on ${formatEnd(end, 'America/Chicago')} Central (Standard|Daylight) Time\\.`,
      ),
    );
    for (const name of ['Stroller', 'High chair']) {
      expect(text).toContain(`${name} for “Help after the flood” ends on ${formatEnd(end, 'UTC')} UTC.`);
    }
    expect(text).not.toContain(`${formatEnd(end, 'America/Chicago')} UTC`);
  });

  it('refuses a time zone that is not text or is far too long', async () => {
    const { listId, itemIds } = await createList([{ name: 'Lamp', quantity: 1 }]);
    const donor = await createVerifiedUser(ctx);
    const url = `/api/lists/${listId}/items/${itemIds[0]}/pledges`;
    const notText = await call('POST', url, donor, { quantity: 1, timeZone: 5 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toContain('Time zone must be text');
    const tooLong = await call('POST', url, donor, { quantity: 1, timeZone: 'x'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Time zone must be at most 64 characters');
  });
});

describe('notification mails', () => {
  it('sends one digest per recipient after a few minutes, never two mails for one event', async () => {
    const family = await createVerifiedUser(ctx, { firstName: 'Mina' });
    const listId = await createTestList(
      ctx,
      family,
      {
        title: 'Mina needs school things',
        story: 'Our apartment burned and the children start at a new school next week without anything.',
        shippingAddress: ADDRESS,
      },
      {
        items: [
          { name: 'Backpack', quantity: 1 },
          { name: 'Pencils', quantity: 1 },
          { name: 'Lunch box', quantity: 1 },
        ],
      },
    );
    const itemIds = await readItemIds(ctx, listId);
    const donor = await createVerifiedUser(ctx);
    const before = (await readMailFilesTo(ctx, family.email)).length;
    for (const itemId of itemIds) {
      await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 });
    }
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    expect(await readMailFilesTo(ctx, family.email)).toHaveLength(before);

    clock.advance(5 * 60_000);
    const deps = { db: ctx.database.db, mailer: ctx.app.mailer, clock, appUrl: 'http://localhost:5000' };
    await Promise.all([sendNotificationDigests(deps), sendNotificationDigests(deps)]);
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    const mails = await readMailFilesTo(ctx, family.email);
    expect(mails).toHaveLength(before + 1);
    const text = decodeMailText(mails.at(-1) ?? '');
    expect(text).toContain('Subject: Kindlist: 3 updates on your gifts and lists');
    for (const name of ['Backpack', 'Pencils', 'Lunch box']) expect(text).toContain(`${name} reserved`);
    expect(text).toContain(`/needslist/${listId}#gifts`);
  });

  it('leaves out a reservation that has ended, even before the expiry job has marked it', async () => {
    const family = await createVerifiedUser(ctx, { firstName: 'Lena' });
    const listId = await createTestList(
      ctx,
      family,
      {
        title: 'Warm again this winter',
        story: 'The storm took our furnace and the landlord cannot fix it before January, so we need heat.',
        shippingAddress: ADDRESS,
      },
      { items: [{ name: 'Space heater', quantity: 1 }] },
    );
    const [itemId] = await readItemIds(ctx, listId);
    const donor = await createVerifiedUser(ctx);
    const before = (await readMailFilesTo(ctx, family.email)).length;
    const reserved = await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, {
      quantity: 1,
    });
    expect(reserved.statusCode).toBe(201);
    // The digest waits (an outage, say) past the reservation's 72 hours; the expiry job has not run.
    clock.advance(73 * HOUR_MS);
    const deps = { db: ctx.database.db, mailer: ctx.app.mailer, clock, appUrl: 'http://localhost:5000' };
    expect(await sendNotificationDigests(deps)).toBe(0);
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    const mails = await readMailFilesTo(ctx, family.email);
    expect(mails.slice(before).filter((mail) => decodeMailText(mail).includes('Space heater'))).toEqual([]);
  });

  it("follows the user's mail choices (the in-app notification is made either way)", async () => {
    const family = await createVerifiedUser(ctx);
    await ctx.database.db.update(users).set({ isEmailOnPurchase: false }).where(eq(users.id, family.id));
    const listId = await createTestList(
      ctx,
      family,
      {
        title: 'Quiet family list',
        story: 'We would rather not get mail, but we are grateful for every gift that reaches us here.',
        shippingAddress: ADDRESS,
      },
      { items: [{ name: 'Kettle', quantity: 1 }] },
    );
    const [itemId] = await readItemIds(ctx, listId);
    const donor = await createVerifiedUser(ctx);
    await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 });
    clock.advance(10 * 60_000);
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, family.id));
    expect(rows.find((row) => row.type === 'item_reserved')?.emailState).toBe('none');
    expect((await readMailFilesTo(ctx, family.email)).filter((mail) => mail.includes('Kettle'))).toHaveLength(
      0,
    );
  });
});
