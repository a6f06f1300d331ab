import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRows } from '../db/client';
import { ADDRESS, createCaller, createPledgeableList, createVerifiedUser } from '../test/pledge-test-helpers';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  TEST_ADMIN_EMAIL,
  type TTestContext,
} from '../test/test-app';
import { createFixedClock } from './clock';

const DAY_MS = 86_400_000;
const SERVER_SOURCE_DIR = path.resolve(import.meta.dirname, '..');

// better-auth stamps and checks its own rows (sessions, sign-in methods, link tokens) against its own
// clock; they are the library's bookkeeping, not times the app writes.
const LIBRARY_TABLES = new Set(['sessions', 'accounts', 'verifications']);

// Wall-clock reads allowed outside the clock, each for a reason the rule cannot see.
const WALL_CLOCK_EXCEPTIONS = new Map<string, string>([
  ['services/clock.ts', 'the system clock itself'],
  [
    'routes/accounts/account-credentials-routes.ts',
    "compares a session's age with better-auth's own stamp of it",
  ],
]);

const WALL_CLOCK_PATTERNS = [
  { name: 'new Date()', pattern: /new Date\(\)/ },
  { name: 'Date.now()', pattern: /\bDate\.now\(/ },
  { name: 'SQL now()', pattern: /(?<![.\w])now\(\)/ },
  { name: 'SQL current_timestamp', pattern: /\bcurrent_timestamp\b|\blocaltimestamp\b|\bclock_timestamp\(/i },
];

function listServerSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : listServerSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the app writes time only from its clock', () => {
  it('reads the wall clock nowhere in the server but the clock (and the listed exceptions)', () => {
    const found: string[] = [];
    const unusedExceptions = new Set(WALL_CLOCK_EXCEPTIONS.keys());
    for (const file of listServerSources(SERVER_SOURCE_DIR)) {
      const relative = path.relative(SERVER_SOURCE_DIR, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      const hits = WALL_CLOCK_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
      if (hits.length === 0) continue;
      if (WALL_CLOCK_EXCEPTIONS.has(relative)) unusedExceptions.delete(relative);
      else found.push(`${relative}: ${hits.join(', ')}`);
    }
    expect(found).toEqual([]);
    // An exception whose reason has gone is removed, so the list never hides a new use.
    expect([...unusedExceptions]).toEqual([]);
  });

  describe('with the clock a year behind the real date', () => {
    const start = new Date(Date.now() - 400 * DAY_MS);
    const clock = createFixedClock(start);
    let ctx: TTestContext;

    beforeAll(async () => {
      ctx = await createTestApp({ clock });
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('stamps every row a journey writes with the clock, never with the real date', async () => {
      const call = createCaller(ctx);
      const owner = await createVerifiedUser(ctx, { firstName: 'Rosa' });
      const donor = await createVerifiedUser(ctx, { firstName: 'Dana' });
      const admin = await createSignedInUser(ctx.app, { email: TEST_ADMIN_EMAIL });
      const { listId, itemIds } = await createPledgeableList(ctx, owner, [
        { name: 'Winter coat', quantity: 1 },
        { name: 'Rain boots', quantity: 1 },
      ]);
      const expectOk = (response: { statusCode: number; body: string }) =>
        expect(response.statusCode, response.body).toBeLessThan(300);
      expectOk(await call('PATCH', `/api/lists/${listId}/items/${itemIds[1]}`, owner, { quantity: 2 }));
      const photo = await sharp({
        create: { width: 128, height: 128, channels: 3, background: { r: 200, g: 80, b: 40 } },
      })
        .png()
        .toBuffer();
      const upload = buildMultipart('photo', { name: 'home.png', type: 'image/png', data: photo });
      expectOk(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/lists/${listId}/photos`,
          payload: upload.payload,
          headers: { ...upload.headers, cookie: owner.cookie },
        }),
      );
      const coat = (
        await call('POST', `/api/lists/${listId}/items/${itemIds[0]}/pledges`, donor, { quantity: 1 })
      ).json() as { id: string };
      expect((await call('POST', `/api/pledges/${coat.id}/address`, donor)).json().address).toEqual(ADDRESS);
      expectOk(await call('POST', `/api/pledges/${coat.id}/purchase`, donor, { retailer: 'Target' }));
      expectOk(await call('POST', `/api/pledges/${coat.id}/not-received`, owner));
      expectOk(await call('POST', `/api/pledges/${coat.id}/receive`, owner));
      expectOk(await call('POST', `/api/pledges/${coat.id}/thank-you`, owner, { message: 'Thank you!' }));
      const boots = (
        await call('POST', `/api/lists/${listId}/items/${itemIds[1]}/pledges`, donor, { quantity: 1 })
      ).json() as { id: string };
      expectOk(await call('POST', `/api/pledges/${boots.id}/cancel`, donor));
      expectOk(
        await call('POST', `/api/lists/${listId}/reports`, donor, { reason: 'other', details: 'Test' }),
      );
      expectOk(await call('PATCH', '/api/account/settings', donor, { isEmailOnPurchase: false }));
      expectOk(
        await call('POST', '/api/contact', null, {
          name: 'Sam',
          email: 'sam@example.com',
          subject: 'Hello',
          message: 'A question about giving.',
        }),
      );
      expectOk(
        await call('POST', '/api/analytics/events', null, {
          visitorId: 'visitor_1234abcd',
          path: '/browse',
          events: [{ name: 'cta_click', params: { cta_id: 'landing-create' } }],
        }),
      );
      expectOk(
        await call('POST', `/api/admin/lists/${listId}/verify`, admin, { note: 'We called the family.' }),
      );
      expectOk(await call('POST', '/api/admin/blog', admin, { title: 'News from the team' }));
      clock.advance(80 * 3_600_000);
      await ctx.app.jobs.runNow('pledge-expiry');
      await ctx.app.jobs.runNow('notification-mail');
      expectOk(await call('POST', `/api/lists/${listId}/archive`, owner));

      // Any stamp near the real date came from somewhere other than the clock.
      const columns = toRows<{ table_name: string; column_name: string }>(
        await ctx.database.db.execute(sql`
          select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type like 'timestamp%'
          order by 1, 2`),
      ).filter((column) => !LIBRARY_TABLES.has(column.table_name));
      expect(columns.length).toBeGreaterThan(20);
      const realDateCutoff = new Date(Date.now() - 30 * DAY_MS).toISOString();
      const stamped: string[] = [];
      const fromRealDate: string[] = [];
      for (const { table_name: table, column_name: column } of columns) {
        const [row] = toRows<{ total: number; recent: number }>(
          await ctx.database.db.execute(
            sql`select count(${sql.identifier(column)})::int as total,
              count(*) filter (where ${sql.identifier(column)} > ${realDateCutoff}::timestamptz)::int as recent
              from ${sql.identifier(table)}`,
          ),
        );
        if ((row?.total ?? 0) > 0) stamped.push(`${table}.${column}`);
        if ((row?.recent ?? 0) > 0) fromRealDate.push(`${table}.${column}`);
      }
      // The journey reached the tables it is meant to check.
      expect(stamped).toEqual(
        expect.arrayContaining([
          'users.created_at',
          'needs_lists.published_at',
          'list_items.updated_at',
          'list_photos.created_at',
          'pledges.received_at',
          'address_reveals.revealed_at',
          'thank_you_notes.created_at',
          'notifications.created_at',
          'list_reports.created_at',
          'contact_messages.created_at',
          'analytics_events.created_at',
          'admin_audit_log.created_at',
          'blog_posts.created_at',
        ]),
      );
      expect(fromRealDate).toEqual([]);
    });
  });
});
