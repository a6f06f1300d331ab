// The data of `npm run bench`: lists and items straight into the database, a family whose list has
// gifts on it (made through the API), blog posts and an admin.
import { sql } from 'drizzle-orm';
import type { TKindlistApp } from '#server/app';
import type { TConfig } from '#server/config';
import { createAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabaseHandle } from '#server/db/client';
import { placeWaitingLists } from '#server/domain/needs-lists/list-places';
import { BLOG_SEED_POSTS } from '#server/seed/blog-seed-posts';
import { loadPlaces } from '#server/services/places';
import { TOPIC_SLUGS } from '#shared/routes';
import { MAPLE_AVENUE_ADDRESS } from '#shared/test/shipping-addresses';

/** How much data the bench loads: BENCH_LISTS, BENCH_PRODUCTS and BENCH_EVENTS, or their defaults. */
export type TBenchSizes = { lists: number; products: number; events: number };

function readCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

export function readBenchSizes(): TBenchSizes {
  return {
    lists: readCount('BENCH_LISTS', 10_000),
    products: readCount('BENCH_PRODUCTS', 100_000),
    events: readCount('BENCH_EVENTS', 1_000_000),
  };
}

export type TSetupContext = {
  app: TKindlistApp;
  database: TDatabaseHandle;
  /** The app's configuration (its AUTH_SECRET seals the lists' addresses). */
  config: TConfig;
  sizes: TBenchSizes;
};

/**
 * A loader that runs once per bench run however many targets need its data: every target names the
 * data it reads, so that BENCH_ONLY can pick any of them.
 */
export function loadOnce(load: (context: TSetupContext) => Promise<void>) {
  const loaded = new WeakMap<TSetupContext, Promise<void>>();
  return async (context: TSetupContext): Promise<undefined> => {
    let loading = loaded.get(context);
    if (!loading) {
      loading = load(context);
      loaded.set(context, loading);
    }
    await loading;
    return undefined;
  };
}

const ITEMS_PER_LIST = 10;
/** What the setup made, for the targets' addresses and headers. */
export const benchData = {
  listId: '',
  listIds: [] as string[],
  giftsListId: '',
  giftsItemId: '',
  ownerCookie: '',
  familyId: '',
  donorIds: [] as string[],
  adminCookie: '',
  blogSlugs: [] as string[],
  productIds: [] as string[],
};

/**
 * Loads BENCH_LISTS published lists with ITEMS_PER_LIST items each (10,000 / 100,000 by default)
 * straight into the database, spread over categories, urgencies, regions and dates, with the search
 * text the app keeps and a complete shipping address (a list takes gifts only with one); then
 * refreshes the planner's statistics.
 */
export const loadBenchLists = loadOnce(async ({ database, config, sizes }) => {
  const started = performance.now();
  const db = database.db;
  const lists = sizes.lists;
  // One sealed address for all (each is read with the app's own key, as if the family had typed it).
  const sealedAddress = createAddressCipher(config.authSecret).encrypt(JSON.stringify(MAPLE_AVENUE_ADDRESS));
  await db.execute(sql`insert into users (id, name, email, email_verified, first_name, last_name)
    values ('bench-owner', 'Bench Owner', 'bench@bench.invalid', true, 'Bench', 'Owner') on conflict do nothing`);
  await db.execute(sql`
    insert into needs_lists (id, owner_id, title, story, category, urgency, city, region, postal_code,
      needed_by, status, visibility, published_at, created_at, shipping_address_encrypted, has_shipping_address)
    select 'bench' || lpad(n::text, 11, '0'), 'bench-owner',
      (array['Winter clothes','School supplies','A crib','Groceries','Kitchen basics','Bedding'])[1 + n % 6]
        || ' for family ' || n,
      'After the ' || (array['fire','flood','storm','layoff','move'])[1 + n % 5]
        || ' we lost most of what we had. Our two children need help with everyday things while we rebuild. List '
        || n || '.',
      (array[${sql.raw(TOPIC_SLUGS.map((slug) => `'${slug}'`).join(','))}])[1 + n % ${TOPIC_SLUGS.length}],
      (array['low','medium','high','urgent'])[1 + n % 4],
      'City ' || (n % 500), (array['OH','TX','CA','NY','FL','IL','PA','GA'])[1 + n % 8], lpad((n % 99999)::text, 5, '0'),
      case when n % 3 = 0 then current_date + (n % 90) else null end,
      'active', 'public', now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval,
      ${sealedAddress}, true
    from generate_series(1, ${lists}) as n`);
  await db.execute(sql`
    insert into list_items (list_id, name, quantity, priority, price_cents, retailer, product_url, position,
      quantity_purchased, quantity_received)
    select 'bench' || lpad(n::text, 11, '0'),
      (array['Winter coat','Backpack','Diapers','Rice','Blanket','Shoes','Towels','Notebook','Formula','Soap'])[1 + i]
        || ' ' || i,
      1 + (n + i) % 4, 1 + (n + i) % 5, 999 + i * 100, 'Target', 'https://www.target.com/s?searchTerm=item', i,
      case when (n + i) % 7 = 0 then 1 else 0 end, case when (n + i) % 7 = 0 then 1 else 0 end
    from generate_series(1, ${lists}) as n, generate_series(0, ${ITEMS_PER_LIST - 1}) as i`);
  await db.execute(sql`
    update needs_lists l set
      quantity_wanted = s.wanted, quantity_received = s.received, items_count = s.items,
      search_document = concat_ws(' ', l.title, l.title, l.story, l.city, l.region, s.names)
    from (select list_id, sum(quantity) as wanted, sum(quantity_received) as received, count(*) as items,
            string_agg(name, ' ') as names from list_items group by list_id) s
    where s.list_id = l.id`);
  // Placed now, as the place job would (their cities are made up: each is placed by its ZIP3 area).
  await placeWaitingLists(db, loadPlaces);
  await db.execute(sql`analyze`);
  const toListId = (n: number) => `bench${String(n).padStart(11, '0')}`;
  benchData.listId = toListId(Math.max(1, Math.floor(lists / 2)));
  // Every list once, in an order that jumps around the table (7919 is prime, so it never repeats early).
  benchData.listIds = Array.from({ length: lists }, (_, k) => toListId(1 + ((k * 7919) % lists)));
  console.log(
    `  Loaded ${lists.toLocaleString('en-US')} lists and ${(lists * ITEMS_PER_LIST).toLocaleString('en-US')} items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});

export const BENCH_DONORS = 32;

/** Signs a user up and in through the API (the bench raises the sign-in limit) and confirms their email. */
export async function createBenchUser(
  { app, database }: TSetupContext,
  index: number,
): Promise<{ id: string; cookie: string }> {
  const user = {
    email: `bench-user-${index}@bench.invalid`,
    password: 'bench password 1234',
    firstName: `Donor${index}`,
    lastName: 'Bench',
  };
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: user });
  if (signUp.statusCode !== 201) throw new Error(`bench sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`bench sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const { id } = signIn.json() as { id: string };
  await database.db.execute(sql`update users set email_verified = true where id = ${id}`);
  return { id, cookie: signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

/**
 * A list of a signed-in family (10 items, a shipping address) on which 32 donors reserve, buy and
 * receive gifts through the API; then those 32 donors' cookies go to the reserve-then-cancel target
 * (one donor per connection).
 */
export const loadGifts = loadOnce(async (context) => {
  const family = await createBenchUser(context, 0);
  benchData.ownerCookie = family.cookie;
  benchData.familyId = family.id;
  const { app } = context;
  const send = async (url: string, cookie: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload: payload ?? {} });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string; items?: Array<{ id: string }> };
  };
  const list = await send('/api/lists', family.cookie, {
    title: 'Bench family with gifts',
    story: 'A family whose list has many gifts on it: reserved, bought and received, for the benchmark.',
    category: 'clothing',
    city: 'Dayton',
    region: 'OH',
    shippingAddress: MAPLE_AVENUE_ADDRESS,
  });
  for (let index = 0; index < 10; index += 1) {
    await send(`/api/lists/${list.id}/items`, family.cookie, {
      name: `Bench item ${index}`,
      quantity: index === 0 ? 999 : 20,
    });
  }
  const published = await send(`/api/lists/${list.id}/publish`, family.cookie);
  benchData.giftsListId = list.id;
  const itemIds = (published.items ?? []).map((item) => item.id);
  benchData.giftsItemId = itemIds[0] ?? '';
  const cookies: string[] = [];
  for (let index = 1; index <= BENCH_DONORS; index += 1) {
    const donor = await createBenchUser(context, index);
    cookies.push(donor.cookie);
    benchData.donorIds.push(donor.id);
    const itemId = itemIds[1 + (index % 9)] ?? '';
    const pledge = await send(`/api/lists/${list.id}/items/${itemId}/pledges`, donor.cookie, { quantity: 1 });
    if (index % 3 !== 0)
      await send(`/api/pledges/${pledge.id}/purchase`, donor.cookie, { retailer: 'Target' });
    if (index % 3 === 1) await send(`/api/pledges/${pledge.id}/receive`, family.cookie);
  }
  // Read by the autocannon worker (donor-per-connection.cjs), which starts with this environment.
  process.env.BENCH_DONOR_COOKIES = cookies.join('\n');
});

export const BENCH_POSTS = 200;

/** BENCH_POSTS published posts, the seeded posts' bodies in turn, one a day back from today. */
export const loadBenchBlogPosts = loadOnce(async ({ database }) => {
  const values = Array.from({ length: BENCH_POSTS }, (_, index) => {
    const post = BLOG_SEED_POSTS[index % BLOG_SEED_POSTS.length];
    if (!post) throw new Error('no seed posts');
    const slug = `${post.slug}-${index}`;
    benchData.blogSlugs.push(slug);
    // Each its own text, so that no post's rendering is reused for another.
    const body = `${post.bodyMarkdown}\n\nBenchmark copy ${index}.`;
    return sql`(${slug}, ${`${post.title} (${index})`}, ${post.excerpt}, ${body}, ${post.coverAlt},
      'published', now() - ${index} * interval '1 day')`;
  });
  await database.db.execute(sql`insert into blog_posts (slug, title, excerpt, body_markdown, cover_alt, status, published_at)
    values ${sql.join(values, sql`, `)}`);
});

/** An admin with a confirmed email, signed in: their cookie reads /api/admin/stats. */
export const loadBenchAdmin = loadOnce(async (context) => {
  const admin = await createBenchUser(context, 99);
  await context.database.db.execute(sql`update users set user_type = 'admin' where id = ${admin.id}`);
  benchData.adminCookie = admin.cookie;
});
