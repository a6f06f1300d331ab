import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_JOB } from '#server/app-jobs';
import { users } from '#server/db/schema/auth';
import { createFixedClock } from '#server/services/clock';
import { readOutboxTo } from '#server/test/outbox';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createTestApp, type TTestContext, type TTestUser } from '#server/test/test-app';

const clock = createFixedClock(new Date());
let ctx: TTestContext;
let call: ReturnType<typeof createCaller>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  call = createCaller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** The digests queued to a user so far (every subject of theirs starts "Kindlist:"), oldest first. */
async function readDigests(user: TTestUser) {
  const mails = await readOutboxTo(ctx, user.email);
  return mails.filter((mail) => mail.subject.startsWith('Kindlist: '));
}

const STORIES = [
  'A storm took the roof off our trailer in May; the children lost their beds and their winter clothes.',
  'The river flooded our street in March and we are sleeping at my sister’s house with nothing of our own.',
  'Our apartment burned on a Tuesday night while we were at work, and the smoke ruined the nursery.',
  'My husband lost his job at the plant, and after the rent there is nothing left for the baby’s things.',
  'A pipe burst over the kitchen during the freeze and everything in the cupboards was soaked and lost.',
];
let listCount = 0;

/** A published list with an address, with a story of its own (a near copy would wait for review). */
function createList(family: TTestUser, items: Array<{ name: string; quantity: number }>) {
  listCount += 1;
  return createPledgeableList(ctx, family, items, {
    title: `Family list number ${listCount}`,
    story: STORIES[listCount - 1],
  });
}

async function sendDigestsNow() {
  clock.advance(5 * 60_000);
  await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
}

async function reserve(donor: TTestUser, listId: string, itemId: string | undefined, quantity: number) {
  const response = await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

describe('the notification digest', () => {
  it('says the plural for two items reserved, in English and in Spanish', async () => {
    const donor = await createVerifiedUser(ctx, { firstName: 'Santa' });
    const familyEn = await createVerifiedUser(ctx, { firstName: 'Mina' });
    const familyEs = await createVerifiedUser(ctx, { firstName: 'Rosa' });
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, familyEs.id));
    for (const family of [familyEn, familyEs]) {
      const { listId, itemIds } = await createList(family, [
        { name: 'Blanket', quantity: 2 },
        { name: 'Pillow', quantity: 1 },
      ]);
      await reserve(donor, listId, itemIds[0], 2);
      await reserve(donor, listId, itemIds[1], 1);
    }
    await sendDigestsNow();

    const [english] = await readDigests(familyEn);
    expect(english?.subject).toBe('Kindlist: 2 updates on your gifts and lists');
    expect(english?.textBody).toContain('Santa reserved 2 × Blanket for');
    expect(english?.textBody).toContain('and has 72 hours to buy them.');
    expect(english?.textBody).toContain('Santa reserved Pillow for');
    expect(english?.textBody).toContain('and has 72 hours to buy it.');

    const [spanish] = await readDigests(familyEs);
    expect(spanish?.subject).toBe('Kindlist: 2 novedades sobre sus regalos y listas');
    expect(spanish?.textBody).toContain('y tiene 72 horas para comprar los 2 artículos.');
    expect(spanish?.textBody).toContain('y tiene 72 horas para comprar el artículo.');
    expect(spanish?.textBody).not.toContain('comprarlo');
  });

  it('does not ask the family to confirm a gift they confirmed before the digest went out', async () => {
    const donor = await createVerifiedUser(ctx, { firstName: 'Pablo' });
    const family = await createVerifiedUser(ctx, { firstName: 'Carmen' });
    const { listId, itemIds } = await createList(family, [
      { name: 'Heater', quantity: 1 },
      { name: 'Kettle', quantity: 1 },
    ]);
    const heater = await reserve(donor, listId, itemIds[0], 1);
    expect(
      (await call('POST', `/api/pledges/${heater}/purchase`, donor, { retailer: 'Target' })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/pledges/${heater}/receive`, family, {})).statusCode).toBe(200);
    await reserve(donor, listId, itemIds[1], 1);
    await sendDigestsNow();

    const digests = await readDigests(family);
    expect(digests).toHaveLength(1);
    const text = digests[0]?.textBody ?? '';
    // Reserved, then bought, then confirmed: neither "has 72 hours to buy it" nor "Confirm it".
    expect(text).not.toMatch(/Heater/);
    expect(text).not.toMatch(/Confirm it when it arrives/);
    expect(text).toContain('Pablo reserved Kettle for');
    expect(digests[0]?.subject).toBe('Kindlist: Kettle reserved');
  });

  it('sends nothing when every notice waiting has been overtaken', async () => {
    const donor = await createVerifiedUser(ctx);
    const family = await createVerifiedUser(ctx);
    const { listId, itemIds } = await createList(family, [{ name: 'Lamp', quantity: 1 }]);
    const lamp = await reserve(donor, listId, itemIds[0], 1);
    expect((await call('POST', `/api/pledges/${lamp}/cancel`, donor, {})).statusCode).toBe(200);
    await sendDigestsNow();
    expect(await readDigests(family)).toHaveLength(0);
  });

  it('gives each notice a link to tap: words in the HTML part, the address alone on its line in the text', async () => {
    const donor = await createVerifiedUser(ctx, { firstName: 'Lena' });
    const family = await createVerifiedUser(ctx, { firstName: 'Ana' });
    const { listId, itemIds } = await createList(family, [
      { name: 'Stroller', quantity: 1 },
      { name: 'Crib', quantity: 1 },
    ]);
    await reserve(donor, listId, itemIds[0], 1);
    await reserve(donor, listId, itemIds[1], 1);
    await sendDigestsNow();

    const [digest] = await readDigests(family);
    const url = `http://localhost:5000/needslist/${listId}#gifts`;
    const anchor = `<a href="${url}" style="color:#0f766e;font-weight:600">Open it on Kindlist</a>`;
    expect(digest?.htmlBody.split(anchor)).toHaveLength(3);
    const lines = digest?.textBody.split('\n') ?? [];
    expect(lines.filter((line) => line === url)).toHaveLength(2);
    expect(digest?.textBody).not.toContain('(http');
  });
});
