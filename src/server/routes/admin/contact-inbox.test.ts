import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin';
import { setUpAdminTestApp } from '#server/test/admin-test-app';
import { createVerifiedUser } from '#server/test/pledge-test-helpers';

const testApp = setUpAdminTestApp();

type TMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: string;
  handledAt: string | null;
  handledBy: { id: string; name: string } | null;
};
type TInbox = { messages: TMessage[]; page: number; pageCount: number; total: number };

let senderCounter = 0;
/** A message sent through the public contact form, each from its own address (the form is rate-limited). */
async function sendContactMessage(subject: string): Promise<void> {
  senderCounter += 1;
  const response = await testApp.ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.0.0.${senderCounter}`,
    payload: {
      name: `Sender ${senderCounter}`,
      email: `sender${senderCounter}@example.com`,
      subject,
      message: 'Hello, I have a question about how Kindlist checks the lists.',
    },
  });
  expect(response.statusCode).toBe(201);
}

const readInbox = async (query: string) =>
  (await testApp.call('GET', `/api/admin/contact-messages?${query}`, testApp.admin)).json() as TInbox;
const readAudit = async (targetId: string) =>
  testApp.ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('contact inbox', () => {
  it('lists messages newest first, marks one handled once, and files it under handled', async () => {
    await sendContactMessage('First question');
    await sendContactMessage('Second question');
    await sendContactMessage('Third question');

    const open = await readInbox('');
    expect(open.messages.map((message) => message.subject)).toEqual([
      'Third question',
      'Second question',
      'First question',
    ]);
    expect(open).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(open.messages[0]).toMatchObject({
      name: 'Sender 3',
      email: 'sender3@example.com',
      userId: null,
      handledAt: null,
      handledBy: null,
    });

    const second = open.messages[1] as TMessage;
    const handled = await testApp.call(
      'POST',
      `/api/admin/contact-messages/${second.id}/handled`,
      testApp.admin,
    );
    expect(handled.statusCode).toBe(200);
    const first = handled.json() as TMessage;
    expect(first).toMatchObject({ id: second.id, handledBy: { id: testApp.admin.id, name: 'Ada Admin' } });
    expect(Date.parse(first.handledAt ?? '')).not.toBeNaN();

    // Again: the same answer, unchanged, and no second audit entry.
    const again = await testApp.call(
      'POST',
      `/api/admin/contact-messages/${second.id}/handled`,
      testApp.admin,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const audit = await readAudit(second.id);
    expect(audit.map((row) => [row.action, row.targetType, row.actorName, row.targetLabel])).toEqual([
      ['contact.handled', 'contact-message', 'Ada Admin', 'Second question'],
    ]);

    expect((await readInbox('status=open')).messages.map((message) => message.id)).not.toContain(second.id);
    expect((await readInbox('status=handled')).messages.map((message) => message.id)).toEqual([second.id]);
    const all = await readInbox('status=all&page=1');
    expect(all.total).toBe(3);
    expect(all.messages.map((message) => message.subject)).toEqual([
      'Third question',
      'Second question',
      'First question',
    ]);
    expect((await readInbox('status=all&page=2')).messages).toEqual([]);
  });

  it('records one handling when two admins mark a message at once', async () => {
    await sendContactMessage('Question for two admins');
    const colleague = await createVerifiedUser(testApp.ctx, { firstName: 'Cleo', lastName: 'Colleague' });
    expect(
      (
        await testApp.call('POST', `/api/admin/users/${colleague.id}/role`, testApp.admin, {
          userType: 'admin',
        })
      ).statusCode,
    ).toBe(200);
    const target = (await readInbox('')).messages.find(
      (message) => message.subject === 'Question for two admins',
    ) as TMessage;
    const url = `/api/admin/contact-messages/${target.id}/handled`;
    const answers = await Promise.all([
      testApp.call('POST', url, testApp.admin),
      testApp.call('POST', url, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Both are told who was first.
    expect(answers[0]?.json().handledBy).toEqual(answers[1]?.json().handledBy);
    expect(await readAudit(target.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown message and 400 for bad input, recording nothing', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await testApp.call(
      'POST',
      `/api/admin/contact-messages/${unknownId}/handled`,
      testApp.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This message does not exist');
    expect(await readAudit(unknownId)).toEqual([]);

    const badId = await testApp.call('POST', '/api/admin/contact-messages/42/handled', testApp.admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/not a message id/);

    const withBody = await testApp.call(
      'POST',
      `/api/admin/contact-messages/${unknownId}/handled`,
      testApp.admin,
      {
        note: 'answered by phone',
      },
    );
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().message).toMatch(/note/);

    for (const [query, message] of [
      ['status=closed', /Choose 'open', 'handled' or 'all'/],
      ['page=0', /at least 1/],
      ['page=1.5', /whole number/],
      ['box=inbox', /box/],
    ] as const) {
      const response = await testApp.call('GET', `/api/admin/contact-messages?${query}`, testApp.admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('is for admins only', async () => {
    const member = await createVerifiedUser(testApp.ctx);
    expect((await testApp.call('GET', '/api/admin/contact-messages', null)).statusCode).toBe(401);
    expect((await testApp.call('GET', '/api/admin/contact-messages', member)).statusCode).toBe(403);
    const some = (await readInbox('status=all')).messages[0] as TMessage;
    const forbidden = await testApp.call('POST', `/api/admin/contact-messages/${some.id}/handled`, member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only Kindlist admins can do this');
  });
});
