import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_JOB } from '#server/app-jobs';
import { users } from '#server/db/schema/auth';
import { notifications } from '#server/db/schema/notifications';
import { createFixedClock } from '#server/services/clock';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import {
  createTestApp,
  decodeMailText,
  readMailFilesTo,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';

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

const readFamilyText = async (family: TTestUser, listId: string) =>
  JSON.stringify((await call('GET', '/api/notifications', family)).json()) +
  JSON.stringify((await call('GET', `/api/lists/${listId}/pledges`, family)).json());

/** A family (their own mail choices: every gift mailed) and a list of theirs, each with its own story. */
async function createFamilyList(title: string, itemName: string, story: string) {
  const family = await createVerifiedUser(ctx, { firstName: 'Mina' });
  const { listId, itemIds } = await createPledgeableList(ctx, family, [{ name: itemName, quantity: 1 }], {
    title,
    story,
  });
  return { family, listId, itemId: itemIds[0] as string };
}

describe("a donor's name in the family's notices and mail", () => {
  it('is decided when read and mailed: a renamed donor who turns anonymous is never named, and nothing else is rewritten', async () => {
    const { family, listId, itemId } = await createFamilyList(
      "Santa's little helpers",
      'Sled',
      'The river flooded our street in March and the children lost every toy and winter thing they had.',
    );
    const donor = await createVerifiedUser(ctx, { firstName: 'Santa', lastName: 'Klaus' });
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 })
    ).json();
    expect(await readFamilyText(family, listId)).toContain('Santa reserved Sled');
    // The donor changes their public name and shows their full name, then buys anonymously.
    await ctx.database.db
      .update(users)
      .set({ firstName: 'Nick', isFullNameShown: true })
      .where(eq(users.id, donor.id));
    expect(await readFamilyText(family, listId)).toContain('Nick Klaus reserved Sled');
    await call('POST', `/api/pledges/${pledge.id}/purchase`, donor, {
      retailer: 'Target',
      isAnonymous: true,
    });

    const text = await readFamilyText(family, listId);
    expect(text).toContain("An anonymous donor reserved Sled for “Santa's little helpers”");
    expect(text).toContain('An anonymous donor bought Sled');
    for (const name of ['Nick', 'Klaus', 'Santa reserved', 'Santa bought']) expect(text).not.toContain(name);

    // The digest mailed after the choice names nobody either, and keeps the list's own title (the
    // reservation, bought since, is left out of it).
    clock.advance(5 * 60_000);
    await ctx.app.jobs.runNow(NOTIFICATION_MAIL_JOB);
    const mails = await readMailFilesTo(ctx, family.email);
    const mail = decodeMailText(mails.at(-1) ?? '');
    expect(mail).toContain('An anonymous donor bought Sled');
    expect(mail).not.toContain('reserved Sled');
    expect(mail).toContain("Santa's little helpers");
    expect(mail).not.toContain('Nick');
    expect(mail).not.toContain('Santa reserved');
    // The stored text never held the name.
    const stored = await ctx.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, family.id));
    expect(JSON.stringify(stored)).not.toMatch(/Santa reserved|Nick|Klaus/);
  });

  it('names "An anonymous donor" once the donor closed their account, without rewriting any text', async () => {
    const { family, listId, itemId } = await createFamilyList(
      'Warm beds for Pat and Sam',
      'Blanket',
      'A kitchen fire forced us out of our apartment; we start again in a shelter with two small boys.',
    );
    const donor = await createVerifiedUser(ctx, { firstName: 'Pat' });
    const pledge = (
      await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 })
    ).json();
    await call('POST', `/api/pledges/${pledge.id}/purchase`, donor, { retailer: 'Target' });
    expect(await readFamilyText(family, listId)).toContain('Pat bought Blanket');
    const deleted = await call('POST', '/api/account/delete', donor, {
      confirmation: 'DELETE',
      password: donor.password,
    });
    expect(deleted.statusCode).toBe(200);
    const text = await readFamilyText(family, listId);
    expect(text).toContain('An anonymous donor bought Blanket for “Warm beds for Pat and Sam”');
    expect(text).not.toContain('Pat bought');
  });

  it('were moved out of the stored text by migration 0021 where the text still began with the name', async () => {
    const { family, listId, itemId } = await createFamilyList(
      'Shoes for school',
      'Shoes',
      'Our trailer burned down in August; the twins start school soon and have only sandals left.',
    );
    const kept = await createVerifiedUser(ctx, { firstName: 'Robin' });
    const renamed = await createVerifiedUser(ctx, { firstName: 'Alex' });
    const pledges = [];
    for (const donor of [kept, renamed]) {
      pledges.push(
        (await call('POST', `/api/lists/${listId}/items/${itemId}/pledges`, donor, { quantity: 1 })).json(),
      );
      await call('POST', `/api/pledges/${pledges.at(-1).id}/cancel`, donor);
    }
    // As notices were stored before: the name as it was, written into the text.
    for (const [pledge, name] of [
      [pledges[0], 'Robin'],
      [pledges[1], 'Alexandra'],
    ] as const) {
      await ctx.database.db
        .update(notifications)
        .set({ message: sql`${`${name} `} || ${notifications.message}`, hasDonorPrefix: false })
        .where(eq(notifications.pledgeId, pledge.id));
    }
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../../../drizzle/0021_giving-limits-and-donor-names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.includes('UPDATE "notifications"')) await ctx.database.db.execute(sql.raw(statement));
    }
    await ctx.database.db.update(users).set({ firstName: 'Robyn' }).where(eq(users.id, kept.id));
    const text = await readFamilyText(family, listId);
    // Robin's notice now follows their name as it is; Alex's, whose old name is unknown, keeps its text.
    expect(text).toContain('Robyn reserved Shoes');
    expect(text).toContain('Alexandra reserved Shoes');
    expect(text).not.toContain('Robin reserved');
  });
});
