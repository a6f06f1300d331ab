import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin';
import { users } from '#server/db/schema/auth';
import { needsLists } from '#server/db/schema/needs-lists';
import { setUpAdminTestApp } from '#server/test/admin-test-app';
import { createCaller, createPledgeableList, createVerifiedUser } from '#server/test/pledge-test-helpers';
import {
  createSignedInUser,
  createTestApp,
  TEST_ADMIN_EMAIL,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';

const SUSPENDED_MESSAGE = 'This account is suspended. Contact us if you think this is a mistake.';

const testApp = setUpAdminTestApp();

type TSummary = {
  id: string;
  name: string;
  email: string;
  userType: 'user' | 'admin';
  suspendedAt: string | null;
  suspendedReason: string;
  listsCount: number;
  pledgesCount: number;
};
type TDetail = TSummary & {
  lists: Array<{ id: string; title: string; status: string; moderationState: string }>;
  pledges: Array<{ id: string; listId: string; listTitle: string; itemName: string; status: string }>;
};

const readAudit = async (targetId: string) =>
  testApp.ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(asc(adminAuditLog.createdAt));
const search = async (query: string) =>
  (await testApp.call('GET', `/api/admin/users?${query}`, testApp.admin)).json() as {
    users: TSummary[];
    total: number;
    page: number;
    pageCount: number;
  };
const readDetail = async (id: string) =>
  (await testApp.call('GET', `/api/admin/users/${id}`, testApp.admin)).json() as TDetail;
const signIn = (user: TTestUser) =>
  testApp.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
  });
const browseIds = async () =>
  ((await testApp.call('GET', '/api/lists', null)).json() as { lists: Array<{ id: string }> }).lists.map(
    (list) => list.id,
  );

let storyCounter = 0;
const STORIES = [
  'A burst pipe soaked the nursery and we lost the crib, the changing table and most baby clothes.',
  'After my divorce the children and I moved into an empty flat with nothing but our suitcases.',
  'The tornado took our roof and the kids need school bags, shoes and blankets before autumn.',
  'I am caring for my grandmother after her stroke and need a walker and a bath seat for her.',
];
function nextStory(): string {
  storyCounter += 1;
  return STORIES[storyCounter % STORIES.length] ?? '';
}

describe('finding users', () => {
  it('finds users by part of their name or email, any case, newest first, with their counts', async () => {
    const older = await createVerifiedUser(testApp.ctx, {
      firstName: 'Zephyrine',
      lastName: 'Okafor',
      email: 'zo-first@example.com',
    });
    const newer = await createVerifiedUser(testApp.ctx, {
      firstName: 'Zephyr',
      lastName: 'Brandt',
      email: 'quill.brandt@example.com',
    });
    await createPledgeableList(testApp.ctx, older, [{ name: 'Crib', quantity: 1 }], {
      title: 'A crib for the baby',
      story: nextStory(),
    });

    const byName = await search('q=zEPHYR');
    expect(byName.users.map((user) => user.id)).toEqual([newer.id, older.id]);
    expect(byName.total).toBe(2);
    expect(byName.users[1]).toMatchObject({
      name: 'Zephyrine Okafor',
      email: 'zo-first@example.com',
      userType: 'user',
      suspendedAt: null,
      listsCount: 1,
      pledgesCount: 0,
    });
    expect((await search('q=Zephyrine%20Okafor')).users.map((user) => user.id)).toEqual([older.id]);
    expect((await search('q=QUILL.BRANDT@')).users.map((user) => user.id)).toEqual([newer.id]);
    // % and _ are searched as themselves, not as patterns matching everyone.
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
    expect((await search('q=zephyr&page=2')).users).toEqual([]);
    // Without words: everyone, newest first.
    const everyone = await search('');
    expect(everyone.users[0]?.id).toBe(newer.id);
    expect(everyone.users.map((user) => user.email)).toContain(TEST_ADMIN_EMAIL);
  });

  it('shows one user with their lists and gifts, and 404 for an unknown one', async () => {
    const family = await createVerifiedUser(testApp.ctx);
    const donor = await createVerifiedUser(testApp.ctx);
    const { listId, itemIds } = await createPledgeableList(
      testApp.ctx,
      family,
      [{ name: 'Walker', quantity: 2 }],
      {
        title: 'A walker for grandmother',
        story: nextStory(),
      },
    );
    const reserved = await testApp.call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, {
      quantity: 1,
    });
    expect(reserved.statusCode).toBe(201);

    const detail = await readDetail(donor.id);
    expect(detail).toMatchObject({ id: donor.id, email: donor.email, pledgesCount: 1, lists: [] });
    expect(detail.pledges).toEqual([
      expect.objectContaining({
        listId,
        listTitle: 'A walker for grandmother',
        itemName: 'Walker',
        quantity: 1,
        status: 'reserved',
      }),
    ]);
    expect((await readDetail(family.id)).lists).toEqual([
      { id: listId, title: 'A walker for grandmother', status: 'active', moderationState: 'ok' },
    ]);
    const unknown = await testApp.call('GET', '/api/admin/users/nobodyHasThisId123', testApp.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This user does not exist');
  });

  it('is for admins only', async () => {
    const member = await createVerifiedUser(testApp.ctx);
    expect((await testApp.call('GET', '/api/admin/users', null)).statusCode).toBe(401);
    expect((await testApp.call('GET', '/api/admin/users', member)).statusCode).toBe(403);
    expect(
      (await testApp.call('POST', `/api/admin/users/${testApp.admin.id}/suspend`, member, { reason: 'Nope' }))
        .statusCode,
    ).toBe(403);
    expect(await readAudit(testApp.admin.id)).toEqual([]);
  });
});

describe('roles', () => {
  it('promotes and demotes a user, never yourself, with one audit entry each', async () => {
    const helper = await createVerifiedUser(testApp.ctx, { firstName: 'Hal', lastName: 'Helper' });
    expect((await testApp.call('GET', '/api/admin/users', helper)).statusCode).toBe(403);

    const promoted = await testApp.call('POST', `/api/admin/users/${helper.id}/role`, testApp.admin, {
      userType: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: helper.id, userType: 'admin' });
    // The same session is an admin's now: the role is read from the database on every request.
    expect((await testApp.call('GET', '/api/admin/users', helper)).statusCode).toBe(200);
    // Asking for the role they already have changes and records nothing.
    expect(
      (await testApp.call('POST', `/api/admin/users/${helper.id}/role`, testApp.admin, { userType: 'admin' }))
        .statusCode,
    ).toBe(200);

    const self = await testApp.call('POST', `/api/admin/users/${helper.id}/role`, helper, {
      userType: 'user',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot change your own role');

    const demoted = await testApp.call('POST', `/api/admin/users/${helper.id}/role`, testApp.admin, {
      userType: 'user',
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().userType).toBe('user');
    expect((await testApp.call('GET', '/api/admin/users', helper)).statusCode).toBe(403);

    const audit = await readAudit(helper.id);
    expect(audit.map((row) => [row.action, row.actorId, row.actorName, row.targetLabel])).toEqual([
      ['user.promoted', testApp.admin.id, 'Ada Admin', 'Hal Helper'],
      ['user.demoted', testApp.admin.id, 'Ada Admin', 'Hal Helper'],
    ]);
    expect(await readAudit(testApp.admin.id)).toEqual([]);
  });
});

describe('suspension', () => {
  it('signs the user out, refuses their sign-in, hides their lists and ends the reservations', async () => {
    const family = await createVerifiedUser(testApp.ctx, { firstName: 'Sam', lastName: 'Suspect' });
    const donor = await createVerifiedUser(testApp.ctx, { firstName: 'Dana' });
    const other = await createVerifiedUser(testApp.ctx);
    const { listId, itemIds } = await createPledgeableList(
      testApp.ctx,
      family,
      [{ name: 'Stroller', quantity: 2 }],
      {
        title: 'A stroller for the twins',
        story: nextStory(),
      },
    );
    const { listId: otherListId, itemIds: otherItemIds } = await createPledgeableList(
      testApp.ctx,
      other,
      [{ name: 'Blanket', quantity: 3 }],
      { title: 'Warm blankets', story: nextStory() },
    );
    // The family has a list hidden by a moderator already: it must stay hidden after the suspension.
    const { listId: moderatedId } = await createPledgeableList(
      testApp.ctx,
      family,
      [{ name: 'Lamp', quantity: 1 }],
      {
        title: 'A reading lamp',
        story: nextStory(),
      },
    );
    await testApp.ctx.database.db
      .update(needsLists)
      .set({ moderationState: 'hidden', moderationReason: 'Spam' })
      .where(eq(needsLists.id, moderatedId));
    expect(
      (await testApp.call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await testApp.call('POST', `/api/lists/${otherListId}/items/${otherItemIds[0]}/pledges`, family, {
          quantity: 2,
        })
      ).statusCode,
    ).toBe(201);
    expect(await browseIds()).toContain(listId);

    const suspended = await testApp.call('POST', `/api/admin/users/${family.id}/suspend`, testApp.admin, {
      reason: '  Asked donors for money outside Kindlist  ',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      id: family.id,
      suspendedReason: 'Asked donors for money outside Kindlist',
    });
    expect(Date.parse(suspended.json().suspendedAt)).not.toBeNaN();

    // Their session is gone, and a new one is refused with a clear answer.
    expect((await testApp.call('GET', '/api/notifications', family)).statusCode).toBe(401);
    expect((await testApp.call('GET', '/api/auth/user', family)).statusCode).toBe(401);
    const again = await signIn(family);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: SUSPENDED_MESSAGE });
    expect(again.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);

    // Their list is gone for everyone else: its page and browse.
    expect((await testApp.call('GET', `/api/lists/${listId}`, donor)).statusCode).toBe(404);
    expect((await testApp.call('GET', `/api/lists/${listId}`, null)).statusCode).toBe(404);
    expect(await browseIds()).not.toContain(listId);

    // The donor's reservation on it ended, and the donor was told.
    const gifts = (await testApp.call('GET', '/api/pledges', donor)).json() as {
      pledges: Array<{ list: { id: string }; status: string }>;
      activeReservations: number;
    };
    expect(gifts.pledges.find((pledge) => pledge.list.id === listId)?.status).toBe('cancelled');
    expect(gifts.activeReservations).toBe(0);
    const notices = (await testApp.call('GET', '/api/notifications', donor)).json() as Array<{
      type: string;
      title: string;
    }>;
    expect(notices[0]).toMatchObject({ type: 'reservation_ended', title: 'Reservation ended: Stroller' });

    // Their own reservation as a donor ended too.
    const detail = await readDetail(family.id);
    expect(detail.pledges.find((pledge) => pledge.listId === otherListId)?.status).toBe('cancelled');
    expect(detail.lists.find((list) => list.id === listId)?.moderationState).toBe('hidden');

    // One audit entry, with the reason; a second suspension is refused and records nothing.
    const repeat = await testApp.call('POST', `/api/admin/users/${family.id}/suspend`, testApp.admin, {
      reason: 'Twice over',
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toBe('This account is already suspended');
    const audit = await readAudit(family.id);
    expect(audit.map((row) => [row.action, row.actorName, row.reason])).toEqual([
      ['user.suspended', 'Ada Admin', 'Asked donors for money outside Kindlist'],
    ]);

    // Unsuspended: they sign in again and their list is back, not the one a moderator hid.
    const unsuspended = await testApp.call('POST', `/api/admin/users/${family.id}/unsuspend`, testApp.admin);
    expect(unsuspended.statusCode).toBe(200);
    expect(unsuspended.json()).toMatchObject({ suspendedAt: null, suspendedReason: '' });
    expect((await signIn(family)).statusCode).toBe(200);
    expect((await testApp.call('GET', `/api/lists/${listId}`, null)).statusCode).toBe(200);
    expect(await browseIds()).toContain(listId);
    expect((await testApp.call('GET', `/api/lists/${moderatedId}`, null)).statusCode).toBe(404);
    const [moderated] = await testApp.ctx.database.db
      .select({ reason: needsLists.moderationReason, isHiddenWithOwner: needsLists.isHiddenWithOwner })
      .from(needsLists)
      .where(eq(needsLists.id, moderatedId));
    expect(moderated).toEqual({ reason: 'Spam', isHiddenWithOwner: false });

    const notSuspended = await testApp.call('POST', `/api/admin/users/${family.id}/unsuspend`, testApp.admin);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().message).toBe('This account is not suspended');
    expect((await readAudit(family.id)).map((row) => row.action)).toEqual([
      'user.suspended',
      'user.unsuspended',
    ]);
  });

  it('never suspends yourself; another testApp.admin can be suspended', async () => {
    const self = await testApp.call('POST', `/api/admin/users/${testApp.admin.id}/suspend`, testApp.admin, {
      reason: 'Testing myself',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot suspend your own account');
    expect(await readAudit(testApp.admin.id)).toEqual([]);

    const colleague = await createVerifiedUser(testApp.ctx);
    await testApp.call('POST', `/api/admin/users/${colleague.id}/role`, testApp.admin, { userType: 'admin' });
    const suspended = await testApp.call('POST', `/api/admin/users/${colleague.id}/suspend`, testApp.admin, {
      reason: 'Account taken over',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await testApp.call('GET', '/api/admin/users', colleague)).statusCode).toBe(401);
    expect((await signIn(colleague)).statusCode).toBe(403);
  });

  it('refuses bad input with a message and records nothing', async () => {
    const target = await createVerifiedUser(testApp.ctx);
    const cases: Array<[string, unknown, RegExp]> = [
      [`/api/admin/users/${target.id}/suspend`, {}, /reason/i],
      [`/api/admin/users/${target.id}/suspend`, { reason: '' }, /at least 3 characters/],
      [`/api/admin/users/${target.id}/suspend`, { reason: '   ' }, /at least 3 characters/],
      [`/api/admin/users/${target.id}/suspend`, { reason: 'x'.repeat(501) }, /at most 500/],
      [`/api/admin/users/${target.id}/suspend`, { reason: 'Fine reason', extra: 1 }, /extra/],
      [`/api/admin/users/${target.id}/suspend`, { reason: 'Bad\u0000reason' }, /.+/],
      [`/api/admin/users/${target.id}/role`, { userType: 'owner' }, /userType/],
      [`/api/admin/users/${target.id}/role`, { userType: 'admin', also: true }, /also/],
      [`/api/admin/users/${target.id}/unsuspend`, { reason: 'Not taken' }, /reason/],
      ['/api/admin/users/not%20an%20id!/suspend', { reason: 'Fine reason' }, /not a user id/],
    ];
    for (const [url, payload, message] of cases) {
      const response = await testApp.call('POST', url, testApp.admin, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    for (const query of [`q=${'a'.repeat(101)}`, 'page=0', 'page=abc', 'sort=name']) {
      const response = await testApp.call('GET', `/api/admin/users?${query}`, testApp.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const unknown = await testApp.call('POST', '/api/admin/users/nobodyHasThisId123/suspend', testApp.admin, {
      reason: 'Fine reason',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await readAudit(target.id)).toEqual([]);
    expect(await readAudit('nobodyHasThisId123')).toEqual([]);
    const [row] = await testApp.ctx.database.db
      .select({ suspendedAt: users.suspendedAt, userType: users.userType })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row).toEqual({ suspendedAt: null, userType: 'user' });
  });
});

describe('two admins acting on each other at once', () => {
  async function withTwoAdmins(
    run: (context: TTestContext, first: TTestUser, second: TTestUser) => Promise<void>,
  ): Promise<void> {
    const context = await createTestApp();
    try {
      const first = await createSignedInUser(context.app, { email: TEST_ADMIN_EMAIL });
      const second = await createVerifiedUser(context);
      const promoted = await createCaller(context)('POST', `/api/admin/users/${second.id}/role`, first, {
        userType: 'admin',
      });
      expect(promoted.statusCode).toBe(200);
      await run(context, first, second);
    } finally {
      await context.close();
    }
  }

  const countActiveAdmins = async (context: TTestContext) =>
    (await context.database.db.select().from(users).where(eq(users.userType, 'admin'))).filter(
      (user) => user.suspendedAt === null,
    ).length;

  it('demoting each other leaves one admin', async () => {
    await withTwoAdmins(async (context, first, second) => {
      const send = createCaller(context);
      const answers = await Promise.all([
        send('POST', `/api/admin/users/${second.id}/role`, first, { userType: 'user' }),
        send('POST', `/api/admin/users/${first.id}/role`, second, { userType: 'user' }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await countActiveAdmins(context)).toBe(1);
      const entries = await context.database.db.select().from(adminAuditLog);
      expect(entries.filter((entry) => entry.action === 'user.demoted')).toHaveLength(1);
    });
  });

  it('suspending each other leaves one active admin', async () => {
    await withTwoAdmins(async (context, first, second) => {
      const send = createCaller(context);
      const answers = await Promise.all([
        send('POST', `/api/admin/users/${second.id}/suspend`, first, { reason: 'Suspicious activity' }),
        send('POST', `/api/admin/users/${first.id}/suspend`, second, { reason: 'Suspicious activity' }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await countActiveAdmins(context)).toBe(1);
      const entries = await context.database.db.select().from(adminAuditLog);
      expect(entries.filter((entry) => entry.action === 'user.suspended')).toHaveLength(1);
    });
  });
});
