import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems } from './db/schema/needs-lists';
import { createFixedClock } from './services/clock';
import { PUBLIC_CACHE_LISTENER_NAME } from './services/public-cache-notices';
import {
  isSeveralInstancesRun,
  readCookieHeader,
  SEVERAL_INSTANCES_SKIP_REASON,
  sendHttp,
  startInstances,
  type TInstances,
} from './test/instances';
import { createPledgeableList, createVerifiedUser } from './test/pledge-test-helpers';
import { createSignedInUser, TEST_ADMIN_EMAIL, TEST_PASSWORD } from './test/test-app';

const AUTH_MAX = 5;
// Sessions and sign-up links keep the library's own time: the clock starts at the real present.
const clock = createFixedClock(new Date());
let instances: TInstances;
let addressCount = 0;

const contextAt = (index: number) => instances.contextAt(index);
const urlAt = (index: number) => instances.urlAt(index);

// Each user is made from an address of their own: the sign-in limit counts per address.
const nextSetupAddress = () => `10.9.0.${++addressCount}`;
const user = (overrides: Parameters<typeof createSignedInUser>[1] = {}) =>
  createVerifiedUser(contextAt(0), { remoteAddress: nextSetupAddress(), ...overrides });

function readPublicList(url: string, listId: string, from: string) {
  return sendHttp(url, { path: `/api/lists/${listId}`, from }).then(
    (answer) => JSON.parse(answer.body) as { items: Array<{ name: string; quantityReserved: number }> },
  );
}

// Said in the run's output, not only in the skipped suites' names (with TEST_DATABASE_URL set, the
// embedded-database run skips them too: they run in the PostgreSQL run).
if (!process.env.TEST_DATABASE_URL)
  console.info(`several-instances*.test.ts skipped: ${SEVERAL_INSTANCES_SKIP_REASON}`);

describe.skipIf(!isSeveralInstancesRun)(
  `three instances on one PostgreSQL (${SEVERAL_INSTANCES_SKIP_REASON})`,
  () => {
    beforeAll(async () => {
      instances = await startInstances({ count: 3, clock, rateLimits: { authMax: AUTH_MAX } });
    });
    afterAll(async () => {
      await instances?.close();
    });

    it('keeps a session made through one instance on every other', async () => {
      const member = await user();
      const signIn = await sendHttp(instances.proxy.url, {
        method: 'POST',
        path: '/api/auth/sign-in',
        from: '127.0.0.21',
        json: { email: member.email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      for (const url of instances.urls) {
        const me = await sendHttp(url, {
          path: '/api/auth/user',
          from: '127.0.0.21',
          cookie: readCookieHeader(signIn),
        });
        expect(me.status).toBe(200);
        expect(JSON.parse(me.body)).toMatchObject({ id: member.id });
      }
    });

    it('ends a suspended member’s sessions on every instance at once', async () => {
      const admin = await createSignedInUser(contextAt(0).app, {
        email: TEST_ADMIN_EMAIL,
        remoteAddress: nextSetupAddress(),
      });
      const member = await user();
      const readMe = (url: string) =>
        sendHttp(url, { path: '/api/auth/user', from: '127.0.0.22', cookie: member.cookie });
      for (const url of instances.urls) expect((await readMe(url)).status).toBe(200);
      const suspended = await sendHttp(urlAt(1), {
        method: 'POST',
        path: `/api/admin/users/${member.id}/suspend`,
        from: '127.0.0.22',
        cookie: admin.cookie,
        json: { reason: 'Spam' },
      });
      expect(suspended.status).toBe(200);
      for (const url of instances.urls) expect((await readMe(url)).status).toBe(401);
    });

    it('shows a write through one instance in the others’ public answers at once, and keeps other lists cached', async () => {
      const owner = await user();
      const changed = await createPledgeableList(contextAt(0), owner, [{ name: 'Heater', quantity: 2 }]);
      const other = await createPledgeableList(contextAt(0), owner, [{ name: 'Kettle', quantity: 1 }]);
      const [second, third] = [urlAt(1), urlAt(2)];
      // Both lists' public answers are now cached (for a minute) on the second and third instance.
      for (const url of [second, third]) {
        expect((await readPublicList(url, changed.listId, '127.0.0.23')).items[0]?.quantityReserved).toBe(0);
        expect((await readPublicList(url, other.listId, '127.0.0.23')).items[0]?.name).toBe('Kettle');
      }
      // Changed behind the app's back: only a cleared cache would show it.
      await contextAt(0)
        .database.db.update(listItems)
        .set({ name: 'Kettle (renamed)' })
        .where(eq(listItems.id, other.itemIds[0] as string));

      const donor = await user();
      const reserved = await sendHttp(urlAt(0), {
        method: 'POST',
        path: `/api/lists/${changed.listId}/items/${changed.itemIds[0]}/pledges`,
        from: '127.0.0.23',
        cookie: donor.cookie,
        json: { quantity: 1 },
      });
      expect(reserved.status).toBe(201);
      const started = performance.now();
      for (const url of [second, third]) {
        // The notice travels through PostgreSQL: allowed a few milliseconds, never the cache's minute.
        let answer = await readPublicList(url, changed.listId, '127.0.0.23');
        while (answer.items[0]?.quantityReserved !== 1 && performance.now() - started < 500) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          answer = await readPublicList(url, changed.listId, '127.0.0.23');
        }
        expect(answer.items[0]?.quantityReserved).toBe(1);
        expect((await readPublicList(url, other.listId, '127.0.0.23')).items[0]?.name).toBe('Kettle');
      }
    });

    it('drops every cached answer of an instance that lost its notices, once it listens again', async () => {
      const owner = await user();
      const { itemIds, listId } = await createPledgeableList(
        contextAt(0),
        owner,
        [{ name: 'Lamp', quantity: 1 }],
        {
          story:
            'The power went out for a week and the lamps, the fridge and the stove were ruined by the surge.',
        },
      );
      for (const url of instances.urls) {
        expect((await readPublicList(url, listId, '127.0.0.29')).items[0]?.name).toBe('Lamp');
      }
      const { db } = contextAt(0).database;
      // Every instance's listening connection is cut; a change made meanwhile tells nobody.
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${PUBLIC_CACHE_LISTENER_NAME} and datname = current_database()`,
      );
      await db
        .update(listItems)
        .set({ name: 'Desk lamp' })
        .where(eq(listItems.id, itemIds[0] as string));
      const started = performance.now();
      for (const url of instances.urls) {
        let name = (await readPublicList(url, listId, '127.0.0.29')).items[0]?.name;
        while (name !== 'Desk lamp' && performance.now() - started < 5000) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          name = (await readPublicList(url, listId, '127.0.0.29')).items[0]?.name;
        }
        expect(name).toBe('Desk lamp');
      }
    });

    it('counts the sign-in limit once across instances', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < AUTH_MAX + 3; attempt++) {
        const answer = await sendHttp(instances.proxy.url, {
          method: 'POST',
          path: '/api/auth/sign-in',
          from: '127.0.0.24',
          json: { email: 'nobody@example.com', password: 'wrong password here' },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    });

    it('holds a donor’s giving limit across instances, even for reservations sent at the same moment', async () => {
      const owner = await user();
      const { listId, itemIds } = await createPledgeableList(
        contextAt(0),
        owner,
        Array.from({ length: 8 }, (_, index) => ({ name: `Towel ${index + 1}`, quantity: 1 })),
        {
          story: 'Our basement flooded twice this spring and the towels, sheets and rugs could not be saved.',
        },
      );
      const donor = await user();
      const answers = await Promise.all(
        itemIds.map((itemId) =>
          sendHttp(instances.proxy.url, {
            method: 'POST',
            path: `/api/lists/${listId}/items/${itemId}/pledges`,
            from: '127.0.0.30',
            cookie: donor.cookie,
            json: { quantity: 1 },
          }),
        ),
      );
      // At most 6 open gifts per donor and list, whichever instance each request reached.
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6);
    });

    it('counts the contact form’s limit once across instances', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        const answer = await sendHttp(instances.proxy.url, {
          method: 'POST',
          path: '/api/contact',
          from: '127.0.0.25',
          json: {
            name: 'Rosa Martinez',
            email: `rosa${attempt}@example.com`,
            subject: 'A question about reservations',
            message: 'Hello, how long does a donor keep an item reserved before it is free again?',
          },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });
  },
);
