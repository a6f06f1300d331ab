// What `npm run bench` measures. A read with `missPaths` is measured twice: at one address on the app
// with its public cache (a hit, after the first request of each 2-second window), and at many
// addresses in turn on a twin of the app whose cache keeps nothing (every request a miss).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { toRows } from '#server/db/client';
import { RESERVATIONS_PER_DAY } from '#shared/pledge-limits';
import { loadBenchEvents } from './admin-stats';
import {
  BENCH_DONORS,
  benchData,
  loadBenchAdmin,
  loadBenchBlogPosts,
  loadBenchLists,
  loadGifts,
  loadOnce,
  type TSetupContext,
} from './bench-data';
import { missPaths } from './miss-paths';
import { loadBenchProducts, PRODUCT_SEARCHES } from './product-search';
import type { THeaders, TLoad } from './run-load';

/** A goal on PostgreSQL and one on PGlite: a share of the bare route's requests/s, and a p99 in ms. */
export type TGoal = { ratio: number; p99Ms?: number };
export type TGoals = { postgres: TGoal; pglite: TGoal };

export type TBenchTarget = TLoad & {
  /** The goal of the load as described (a hit, when the read also has misses). */
  goals: TGoals;
  /** Addresses that each miss the cache, and the goal of those misses. */
  misses?: { paths: () => string[]; goals: TGoals };
  /**
   * Loads the data the target reads (once per run, whichever targets share it), before the check and
   * the warm-up; the headers it returns are added to every request.
   */
  setup?: (context: TSetupContext) => Promise<{ headers?: THeaders } | undefined>;
  headers?: () => THeaders;
};

const HOOKS = path.dirname(fileURLToPath(import.meta.url));

const both = (goal: TGoal): TGoals => ({ postgres: goal, pglite: goal });
const THIRD = both({ ratio: 1 / 3 });
const HIT = both({ ratio: 0.4 });
// The goals for misses; where none was set for a read, the search goal.
const PGLITE_MISS: TGoal = { ratio: 0.04, p99Ms: 150 };
const MISS_15 = { postgres: { ratio: 0.15, p99Ms: 50 }, pglite: PGLITE_MISS };
const MISS_10 = { postgres: { ratio: 0.1, p99Ms: 50 }, pglite: PGLITE_MISS };
const MISS_10_ANY_P99 = { postgres: { ratio: 0.1 }, pglite: PGLITE_MISS };

const loadProductsForBench = loadOnce(async ({ database, sizes }) => {
  await loadBenchProducts(database, sizes.products);
  const rows = toRows<{ id: string }>(
    await database.db.execute(sql`select id from products where is_active order by md5(id) limit 2000`),
  );
  benchData.productIds = rows.map((row) => row.id);
});

const loadAdminStats = loadOnce(async (context) => {
  await loadBenchAdmin(context);
  const loadMs = await loadBenchEvents(context.database, context.sizes.events);
  console.log(`  Loaded the analytics events in ${(loadMs / 1000).toFixed(1)} s`);
});

// BENCH_ONLY (a piece of a name) measures only the matching targets.
export const ALL_TARGETS: TBenchTarget[] = [
  { name: 'GET /api/health', path: '/api/health', expectedStatus: 200, goals: THIRD },
  { name: 'GET /api/auth/user (signed out)', path: '/api/auth/user', expectedStatus: 401, goals: THIRD },
  {
    name: 'GET /api/lists (browse, newest)',
    path: '/api/lists',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.browse, goals: MISS_15 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/lists?q=winter (search)',
    path: '/api/lists?q=winter',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.search, goals: MISS_10 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/lists (category, most urgent, page 3)',
    path: '/api/lists?category=clothing&sort=urgent&page=3',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.category, goals: MISS_15 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/lists?near=Columbus, OH (place search)',
    path: '/api/lists?near=Columbus%2C%20OH',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.place, goals: MISS_10 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/lists/:id (list detail, 10 items)',
    get path() {
      return `/api/lists/${benchData.listId}`;
    },
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.listDetail, goals: MISS_15 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/lists/:id (list detail with gifts)',
    get path() {
      return `/api/lists/${benchData.giftsListId}`;
    },
    expectedStatus: 200,
    goals: HIT,
    setup: loadGifts,
  },
  {
    name: "GET /api/lists/:id/pledges (the family's gifts, signed in)",
    get path() {
      return `/api/lists/${benchData.giftsListId}/pledges`;
    },
    expectedStatus: 200,
    goals: THIRD,
    headers: () => ({ cookie: benchData.ownerCookie }),
    setup: loadGifts,
  },
  {
    name: `POST reserve, then POST cancel (${BENCH_DONORS} donors)`,
    path: '/',
    method: 'POST',
    expectedStatus: 201,
    alsoExpected: [200],
    goals: both({ ratio: 1 / 5 }),
    setupClient: path.join(HOOKS, 'donor-per-connection.cjs'),
    // Each donor reserves more often than a real donor may in a day: the check before measuring shows
    // that the bench's raised limits refuse nothing.
    checkRequests: BENCH_DONORS * 2 * (RESERVATIONS_PER_DAY + 1),
    setup: loadGifts,
    get requests() {
      return [
        {
          method: 'POST',
          path: `/api/lists/${benchData.giftsListId}/items/${benchData.giftsItemId}/pledges`,
          body: '{"quantity":1}',
          onResponse: path.join(HOOKS, 'remember-pledge.cjs'),
        },
        { method: 'POST', setupRequest: path.join(HOOKS, 'cancel-pledge.cjs') },
      ];
    },
  },
  {
    name: "GET /api/users/:id/lists (a family's profile)",
    get path() {
      return `/api/users/${benchData.familyId}/lists`;
    },
    expectedStatus: 200,
    goals: THIRD,
    setup: loadGifts,
  },
  {
    name: 'GET /api/products (product search)',
    path: PRODUCT_SEARCHES[0] ?? '/api/products',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: () => PRODUCT_SEARCHES, goals: MISS_10_ANY_P99 },
    setup: loadProductsForBench,
  },
  {
    name: 'GET /api/products/:id (one product)',
    get path() {
      return `/api/products/${benchData.productIds[0] ?? ''}`;
    },
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.productDetail, goals: MISS_10 },
    setup: loadProductsForBench,
  },
  {
    name: "GET /api/landing (the landing page's data)",
    path: '/api/landing',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: () => ['/api/landing'], goals: MISS_10 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/impact (community impact)',
    path: '/api/impact',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: () => ['/api/impact'], goals: MISS_10 },
    setup: loadBenchLists,
  },
  {
    name: 'GET /api/blog (blog index)',
    path: '/api/blog',
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.blogIndex, goals: MISS_10 },
    setup: loadBenchBlogPosts,
  },
  {
    name: 'GET /api/blog/:slug (a blog post)',
    get path() {
      return `/api/blog/${benchData.blogSlugs[0] ?? ''}`;
    },
    expectedStatus: 200,
    goals: HIT,
    misses: { paths: missPaths.blogPost, goals: MISS_10 },
    setup: loadBenchBlogPosts,
  },
  {
    name: 'GET /api/admin/stats (admin statistics, 7/30/90 days)',
    path: '/api/admin/stats?days=30',
    expectedStatus: 200,
    paths: missPaths.adminStats(),
    // Not a public read: never cached, every request is computed.
    goals: both({ ratio: 0.04 }),
    headers: () => ({ cookie: benchData.adminCookie }),
    setup: loadAdminStats,
  },
];
