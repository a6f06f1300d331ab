import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_VIEWS_JOB, MAIL_OUTBOX_JOB, NOTIFICATION_MAIL_JOB, PLEDGE_EXPIRY_JOB } from './app-jobs';
import { createFixedClock } from './services/clock';
import {
  isSeveralInstancesRun,
  SEVERAL_INSTANCES_SKIP_REASON,
  sendHttp,
  startInstances,
  type TInstances,
} from './test/instances';
import { createPledgeableList, createVerifiedUser } from './test/pledge-test-helpers';
import type { TTestUser } from './test/test-app';

const HOUR_MS = 3_600_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
// Sessions and sign-up links keep the library's own time: the clock starts at the real present.
const clock = createFixedClock(new Date());
let instances: TInstances;
let addressCount = 0;

const contextAt = (index: number) => instances.contextAt(index);
const urlAt = (index: number) => instances.urlAt(index);
// Each user is made from an address of their own: the sign-up limit counts per address.
const user = () => createVerifiedUser(contextAt(0), { remoteAddress: `10.9.1.${++addressCount}` });

function readPublicList(url: string, listId: string, from: string) {
  return sendHttp(url, { path: `/api/lists/${listId}`, from }).then(
    (answer) => JSON.parse(answer.body) as { items: Array<{ quantityReserved: number }> },
  );
}

/** The mails written to any instance's DATA_DIR/mail for one address. */
function countMailsTo(email: string): number {
  return instances.contexts
    .map((context) => path.join(context.config.dataDir, 'mail'))
    .flatMap((folder) => {
      try {
        return readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
      } catch {
        return [];
      }
    })
    .filter((raw) => raw.includes(`To: ${email}`)).length;
}

describe.skipIf(!isSeveralInstancesRun)(
  `background jobs on three instances (${SEVERAL_INSTANCES_SKIP_REASON})`,
  () => {
    beforeAll(async () => {
      instances = await startInstances({ count: 3, clock });
    });
    afterAll(async () => {
      await instances?.close();
    });

    it('does each background job’s work once when every instance runs it at the same moment', async () => {
      const owner = await user();
      const { listId, itemIds } = await createPledgeableList(
        contextAt(0),
        owner,
        Array.from({ length: 3 }, (_, index) => ({ name: `Blanket ${index + 1}`, quantity: 1 })),
        // A story of its own: the same story as another family's list would hold it for review.
        { story: 'A storm took the roof of our bedroom and the blankets and pillows of all four of us.' },
      );
      const donors: TTestUser[] = [await user(), await user()];
      for (const [index, itemId] of itemIds.entries()) {
        const donor = donors[index % 2] as TTestUser;
        const reserved = await sendHttp(instances.proxy.url, {
          method: 'POST',
          path: `/api/lists/${listId}/items/${itemId}/pledges`,
          from: '127.0.0.26',
          cookie: donor.cookie,
          json: { quantity: 1 },
        });
        expect(reserved.status, reserved.body).toBe(201);
      }
      const runEverywhere = (job: string) =>
        Promise.all(instances.contexts.map((context) => context.app.jobs.runNow(job)));
      // Every instance's sender at the same moment: each mail still goes out once.
      const sendMailEverywhere = async () => {
        await Promise.all(instances.contexts.map((context) => context.app.mailer.settle()));
        await runEverywhere(MAIL_OUTBOX_JOB);
      };
      const countNotices = async (type: string) =>
        Number(
          (
            (await contextAt(0).database.db.execute(
              sql`select count(*)::int as n from notifications where type = ${type} and link like ${`%${listId}%`}`,
            )) as unknown as { rows: Array<{ n: number }> }
          ).rows[0]?.n,
        );

      // Reminders: one per reservation, 12 hours before its end.
      clock.advance(60 * HOUR_MS + 60_000);
      await runEverywhere(PLEDGE_EXPIRY_JOB);
      expect(await countNotices('pledge_expiring')).toBe(3);
      // Digests: one mail per donor for what waited.
      clock.advance(10 * 60_000);
      await sendMailEverywhere();
      // Their sign-up mails went out already.
      const before = donors.map((donor) => countMailsTo(donor.email));
      await runEverywhere(NOTIFICATION_MAIL_JOB);
      await sendMailEverywhere();
      expect(donors.map((donor, index) => countMailsTo(donor.email) - (before[index] ?? 0))).toEqual([1, 1]);
      // Expiry: each reservation once, and the quantity free again.
      clock.advance(12 * HOUR_MS);
      await runEverywhere(PLEDGE_EXPIRY_JOB);
      expect(await countNotices('pledge_expired')).toBe(3);
      const list = await readPublicList(urlAt(2), listId, '127.0.0.26');
      expect(list.items.map((item) => item.quantityReserved)).toEqual([0, 0, 0]);

      // Views: each instance counted its own visitors; every flush adds them once.
      const readViewCount = async () => {
        const answer = await sendHttp(urlAt(0), {
          path: `/api/lists/${listId}`,
          from: '127.0.0.26',
          cookie: owner.cookie,
        });
        return (JSON.parse(answer.body) as { viewCount: number }).viewCount;
      };
      await runEverywhere(LIST_VIEWS_JOB);
      const viewsBefore = await readViewCount();
      for (const [index, url] of instances.urls.entries()) {
        for (const visitor of [1, 2]) {
          await sendHttp(url, {
            path: `/api/lists/${listId}`,
            from: `127.0.1.${index * 10 + visitor}`,
            headers: { 'user-agent': BROWSER },
          });
        }
      }
      await runEverywhere(LIST_VIEWS_JOB);
      await runEverywhere(LIST_VIEWS_JOB);
      expect((await readViewCount()) - viewsBefore).toBe(6);
    });
  },
);

describe.skipIf(!isSeveralInstancesRun)(
  `the flood limit on two instances (${SEVERAL_INSTANCES_SKIP_REASON})`,
  () => {
    const FLOOD_MAX = 40;
    let pair: TInstances;
    beforeAll(async () => {
      pair = await startInstances({ count: 2, clock, rateLimits: { globalMax: FLOOD_MAX } });
    });
    afterAll(async () => {
      await pair?.close();
    });

    it('is counted once across instances: one client gets the limit, not the limit per instance', async () => {
      const statuses: number[] = [];
      for (let request = 0; request < FLOOD_MAX * 3; request++) {
        statuses.push((await sendHttp(pair.proxy.url, { path: '/api/health', from: '127.0.0.27' })).status);
      }
      const allowed = statuses.filter((status) => status === 200).length;
      // Counted per instance, two instances would let 2 × 40 through.
      expect(allowed).toBeGreaterThanOrEqual(FLOOD_MAX - 1);
      expect(allowed).toBeLessThanOrEqual(FLOOD_MAX + 1);
      expect(statuses.slice(-FLOOD_MAX).every((status) => status === 429)).toBe(true);
      // Another client is not affected.
      expect((await sendHttp(pair.proxy.url, { path: '/api/health', from: '127.0.0.28' })).status).toBe(200);
    });
  },
);
