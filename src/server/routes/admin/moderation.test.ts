import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { setUpAdminTestApp } from '#server/test/admin-test-app';
import { createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import { createSignedInUser, createTestList, type TTestUser } from '#server/test/test-app';

const testApp = setUpAdminTestApp();

type TQueue = Record<
  'reported' | 'held' | 'fromNewAccounts' | 'hidden',
  Array<{
    id: string;
    openReports: Array<{ id: string; reason: string; reporterName: string }>;
    moderationReason: string;
  }>
>;

const readQueue = async () =>
  (await testApp.call('GET', '/api/admin/moderation', testApp.admin)).json() as TQueue;
const readAudit = async (targetId: string) =>
  testApp.ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(asc(adminAuditLog.createdAt));
const readNotifications = async (user: TTestUser) =>
  (await testApp.call('GET', '/api/notifications', user)).json() as Array<{
    type: string;
    title: string;
    message: string;
  }>;

let storyCounter = 0;
const STORIES = [
  'A kitchen fire left our apartment without pots, plates or a working stove for the winter months.',
  'Our baby arrived early and we need formula, newborn diapers and a safe crib within the week.',
  'Flood water ruined the ground floor and the children lost their beds, books and warm clothes.',
  'My father is recovering from surgery at home and needs a shower chair and a reading lamp.',
  'We moved across the country for a new job and arrived with two suitcases and three children.',
];
function nextStory(): string {
  storyCounter += 1;
  return STORIES[storyCounter % STORIES.length] ?? '';
}

describe('moderation', () => {
  it('takes a reported list down with a reason, tells the family and the donor, and can restore it', async () => {
    const owner = await createVerifiedUser(testApp.ctx);
    const donor = await createVerifiedUser(testApp.ctx, { firstName: 'Dana' });
    const reporter = await createVerifiedUser(testApp.ctx, { firstName: 'Riley' });
    const { listId, itemIds } = await createPledgeableList(
      testApp.ctx,
      owner,
      [{ name: 'Winter coat', quantity: 2 }],
      {
        title: 'Coats for the winter',
        story: nextStory(),
      },
    );
    const reserved = await testApp.call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 1,
    });
    expect(reserved.statusCode).toBe(201);
    await testApp.call('POST', `/api/lists/${listId}/reports`, reporter, {
      reason: 'scam',
      details: 'The same story is on another site.',
    });

    const queue = await readQueue();
    const entry = queue.reported.find((list) => list.id === listId);
    // Shown once, where it needs attention first.
    expect(queue.fromNewAccounts.map((list) => list.id)).not.toContain(listId);
    expect(entry?.openReports).toEqual([
      expect.objectContaining({ reason: 'scam', reporterName: expect.stringContaining('Riley') }),
    ]);

    const hidden = await testApp.call('POST', `/api/admin/lists/${listId}/hide`, testApp.admin, {
      reason: 'Copied from a fundraiser elsewhere',
    });
    expect(hidden.statusCode).toBe(200);
    // Gone for everyone else, from its page and from browse.
    expect((await testApp.call('GET', `/api/lists/${listId}`, donor)).statusCode).toBe(404);
    const browse = (await testApp.call('GET', '/api/lists', null)).json() as { lists: Array<{ id: string }> };
    expect(browse.lists.map((list) => list.id)).not.toContain(listId);
    // The family sees why, in the list and in a notification.
    const own = (await testApp.call('GET', `/api/lists/${listId}`, owner)).json() as {
      moderation: { state: string; reason: string };
    };
    expect(own.moderation).toMatchObject({ state: 'hidden', reason: 'Copied from a fundraiser elsewhere' });
    expect((await readNotifications(owner))[0]).toMatchObject({
      type: 'list_hidden',
      message: expect.stringContaining('Copied from a fundraiser elsewhere'),
    });
    // The donor's reservation ended and they were told not to buy it.
    const gifts = (await testApp.call('GET', '/api/pledges', donor)).json() as {
      pledges: Array<{ status: string }>;
    };
    expect(gifts.pledges[0]?.status).toBe('cancelled');
    expect((await readNotifications(donor))[0]).toMatchObject({ type: 'reservation_ended' });
    // The report is closed, and the list waits under "hidden".
    const after = await readQueue();
    expect(after.reported.map((list) => list.id)).not.toContain(listId);
    expect(after.hidden.map((list) => list.id)).toContain(listId);
    expect(
      (await testApp.call('POST', `/api/admin/lists/${listId}/hide`, testApp.admin, { reason: 'Again' }))
        .statusCode,
    ).toBe(409);

    expect((await testApp.call('POST', `/api/admin/lists/${listId}/restore`, testApp.admin)).statusCode).toBe(
      200,
    );
    expect((await testApp.call('GET', `/api/lists/${listId}`, donor)).statusCode).toBe(200);
    const audit = await readAudit(listId);
    expect(audit.map((row) => [row.action, row.actorName, row.reason])).toEqual([
      ['list.hidden', 'Ada Admin', 'Copied from a fundraiser elsewhere'],
      ['list.restored', 'Ada Admin', ''],
    ]);
  });

  it('verifies a list with a note donors see, and can take the badge away', async () => {
    const owner = await createVerifiedUser(testApp.ctx);
    const listId = await createTestList(testApp.ctx, owner, { title: 'Verified list', story: nextStory() });
    const verified = await testApp.call('POST', `/api/admin/lists/${listId}/verify`, testApp.admin, {
      note: 'Called the family and saw the fire department report',
    });
    expect(verified.statusCode).toBe(200);
    const view = (await testApp.call('GET', `/api/lists/${listId}`, null)).json() as {
      isVerified: boolean;
      verification: { verifiedAt: string; note: string } | null;
    };
    expect(view.isVerified).toBe(true);
    expect(view.verification?.note).toBe('Called the family and saw the fire department report');
    expect(Date.parse(view.verification?.verifiedAt ?? '')).not.toBeNaN();
    expect((await readNotifications(owner))[0]).toMatchObject({ type: 'list_verified' });

    expect(
      (
        await testApp.call('POST', `/api/admin/lists/${listId}/unverify`, testApp.admin, {
          reason: 'Verified the wrong list',
        })
      ).statusCode,
    ).toBe(200);
    const after = (await testApp.call('GET', `/api/lists/${listId}`, null)).json() as {
      isVerified: boolean;
      verification: unknown;
    };
    expect(after).toMatchObject({ isVerified: false, verification: null });
    expect(
      (await testApp.call('POST', `/api/admin/lists/${listId}/unverify`, testApp.admin, { reason: 'Again' }))
        .statusCode,
    ).toBe(409);
  });

  it('releases a list the copycat check held, and dismisses a report once', async () => {
    const owner = await createVerifiedUser(testApp.ctx);
    const reporter = await createVerifiedUser(testApp.ctx);
    const listId = await createTestList(testApp.ctx, owner, { title: 'Held list', story: nextStory() });
    await testApp.ctx.database.db
      .update(needsLists)
      .set({ isFlagged: true, moderationReason: 'Waiting for review: a close copy' })
      .where(eq(needsLists.id, listId));
    expect((await readQueue()).held.map((list) => list.id)).toContain(listId);
    expect((await testApp.call('POST', `/api/admin/lists/${listId}/release`, testApp.admin)).statusCode).toBe(
      200,
    );
    const browse = (await testApp.call('GET', '/api/lists', null)).json() as { lists: Array<{ id: string }> };
    expect(browse.lists.map((list) => list.id)).toContain(listId);
    expect((await testApp.call('POST', `/api/admin/lists/${listId}/release`, testApp.admin)).statusCode).toBe(
      409,
    );

    await testApp.call('POST', `/api/lists/${listId}/reports`, reporter, {
      reason: 'other',
      details: 'Not sure about it',
    });
    const reportId =
      (await readQueue()).reported.find((list) => list.id === listId)?.openReports[0]?.id ?? '';
    const url = `/api/admin/reports/${reportId}/dismiss`;
    expect(
      (await testApp.call('POST', url, testApp.admin, { reason: 'Looked fine after a call' })).statusCode,
    ).toBe(200);
    expect((await testApp.call('POST', url, testApp.admin, { reason: 'Twice' })).statusCode).toBe(409);
    expect((await testApp.call('GET', `/api/lists/${listId}`, null)).statusCode).toBe(200);
    const unknown = '/api/admin/reports/00000000-0000-4000-8000-000000000000/dismiss';
    expect((await testApp.call('POST', unknown, testApp.admin, { reason: 'Nothing' })).statusCode).toBe(404);
  });

  it('hides a list hidden with its suspended owner for its own sake: it stays hidden when the owner returns', async () => {
    const owner = await createVerifiedUser(testApp.ctx);
    const listId = await createTestList(testApp.ctx, owner, {
      title: 'Hidden with its owner',
      story: nextStory(),
    });
    const suspend = await testApp.call('POST', `/api/admin/users/${owner.id}/suspend`, testApp.admin, {
      reason: 'Many fake lists',
    });
    expect(suspend.statusCode).toBe(200);
    expect((await testApp.call('GET', `/api/lists/${listId}`, null)).statusCode).toBe(404);
    const hidden = await testApp.call('POST', `/api/admin/lists/${listId}/hide`, testApp.admin, {
      reason: 'Fake story',
    });
    expect(hidden.statusCode).toBe(200);
    expect(
      (await testApp.call('POST', `/api/admin/users/${owner.id}/unsuspend`, testApp.admin)).statusCode,
    ).toBe(200);
    expect((await testApp.call('GET', `/api/lists/${listId}`, null)).statusCode).toBe(404);
    expect((await readQueue()).hidden.find((list) => list.id === listId)?.moderationReason).toBe(
      'Fake story',
    );
  });

  it('refuses bad input with a message, and writes no audit entry for a refused action', async () => {
    const owner = await createVerifiedUser(testApp.ctx);
    const listId = await createTestList(testApp.ctx, owner, { title: 'Bad input list', story: nextStory() });
    const draft = await createTestList(testApp.ctx, owner, { title: 'A draft' }, { isPublished: false });
    for (const [url, payload, status] of [
      [`/api/admin/lists/${listId}/hide`, {}, 400],
      [`/api/admin/lists/${listId}/hide`, { reason: 'no' }, 400],
      [`/api/admin/lists/${listId}/hide`, { reason: 'x'.repeat(501) }, 400],
      [`/api/admin/lists/${listId}/hide`, { reason: 'Fine reason', extra: true }, 400],
      [`/api/admin/lists/${listId}/hide`, { reason: 42 }, 400],
      [`/api/admin/lists/${listId}/restore`, {}, 409],
      ['/api/admin/lists/not-an-id!/hide', { reason: 'Fine reason' }, 400],
      ['/api/admin/lists/zzzzzzzzzzzzzzzz/hide', { reason: 'Fine reason' }, 404],
      [`/api/admin/lists/${draft}/hide`, { reason: 'Fine reason' }, 404],
      ['/api/admin/reports/not-a-uuid/dismiss', { reason: 'Fine reason' }, 400],
    ] as const) {
      const response = await testApp.call('POST', url, testApp.admin, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(typeof (response.json() as { message: unknown }).message).toBe('string');
    }
    expect(await readAudit(listId)).toEqual([]);
  });

  it('is for admins only', async () => {
    const user = await createVerifiedUser(testApp.ctx);
    const listId = await createTestList(testApp.ctx, user, {
      title: 'Not yours to hide',
      story: nextStory(),
    });
    const asUser = await testApp.call('POST', `/api/admin/lists/${listId}/hide`, user, {
      reason: 'I do not like it',
    });
    expect(asUser.statusCode).toBe(403);
    expect((await testApp.call('GET', '/api/admin/moderation', null)).statusCode).toBe(401);
    // An testApp.admin whose address is not confirmed (whoever signed up first with a listed address) is kept out.
    const unconfirmed = await createSignedInUser(testApp.ctx.app);
    await testApp.ctx.database.db
      .update(users)
      .set({ userType: 'admin' })
      .where(eq(users.id, unconfirmed.id));
    const refused = await testApp.call('GET', '/api/admin/moderation', unconfirmed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Confirm your email address first/);
    expect((await testApp.call('GET', `/api/lists/${listId}`, null)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('is read by filter, newest first, and cannot be changed or removed by any route or statement', async () => {
    const owner = await createVerifiedUser(testApp.ctx);
    const listId = await createTestList(testApp.ctx, owner, { title: 'Audited list', story: nextStory() });
    await testApp.call('POST', `/api/admin/lists/${listId}/verify`, testApp.admin, {
      note: 'Met the family at the shelter',
    });
    await testApp.call('POST', `/api/admin/lists/${listId}/unverify`, testApp.admin, {
      reason: 'Wrong family',
    });
    const page = (
      await testApp.call('GET', `/api/admin/audit-log?targetType=list&targetId=${listId}`, testApp.admin)
    ).json() as {
      entries: Array<{ id: string; action: string; reason: string }>;
      hasMore: boolean;
    };
    expect(page.entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['list.unverified', 'Wrong family'],
      ['list.verified', 'Met the family at the shelter'],
    ]);
    const older = (
      await testApp.call(
        'GET',
        `/api/admin/audit-log?targetId=${listId}&before=${page.entries[0]?.id}`,
        testApp.admin,
      )
    ).json() as {
      entries: Array<{ action: string }>;
    };
    expect(older.entries.map((entry) => entry.action)).toEqual(['list.verified']);
    expect(
      (await testApp.call('GET', '/api/admin/audit-log?targetType=planet', testApp.admin)).statusCode,
    ).toBe(400);

    const entryUrl = `/api/admin/audit-log/${page.entries[0]?.id}`;
    for (const method of ['PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit-log', entryUrl]) {
        expect((await testApp.call(method, url, testApp.admin, {})).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const spec = testApp.ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const auditMethods = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/audit-log'))
      .flatMap(([, methods]) => Object.keys(methods));
    expect(auditMethods).toEqual(['get']);
    for (const statement of [
      sql`update admin_audit_log set reason = 'rewritten'`,
      sql`delete from admin_audit_log`,
      sql`truncate admin_audit_log`,
    ]) {
      await expect(testApp.ctx.database.db.execute(statement)).rejects.toThrow();
    }
    expect((await readAudit(listId)).map((row) => row.reason)).toEqual([
      'Met the family at the shelter',
      'Wrong family',
    ]);
  });
});
