import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PLACES_JOB } from '../app-jobs';
import { loadCatalog, readCatalogFile } from '../catalog/load-catalog';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  TEST_ADMIN_EMAIL,
  type TTestContext,
} from '../test/test-app';

// What browsers, proxies and curl get over a real socket: app.inject() sends no Accept-Encoding, and
// answers cut short by a second, empty send only show on the wire. Every public read is asked as a
// cache miss and as a hit, in each encoding, and must decode to the answer sent without compression.

let ctx: TTestContext;
let origin: string;
const ids = { list: '', owner: '', blogSlug: '' };

const STORY =
  'A storm flooded our basement and ruined the furniture, the bedding and most of the kids’ clothes. ';

beforeAll(async () => {
  ctx = await createTestApp({ publicCacheTtlMs: 60_000 });
  await loadCatalog(ctx.database.db, await readCatalogFile(), new Date());
  const owner = await createSignedInUser(ctx.app, { firstName: 'Rosa' });
  ids.owner = owner.id;
  // Enough lists for a full browse page, and one list long enough to be a large answer.
  for (let index = 0; index < 13; index++) {
    ids.list = await createTestList(
      ctx,
      owner,
      {
        title: `Winter clothes for the family, list ${index}`,
        story: STORY.repeat(8),
        category: 'emergency-flood-relief',
        city: 'Denver',
        region: 'CO',
        postalCode: '80202',
      },
      {
        items: Array.from({ length: index === 12 ? 80 : 2 }, (_, item) => ({
          name: `Warm winter coat for a child, size ${item}, waterproof with a hood and lining`,
          quantity: 1 + (item % 3),
        })),
      },
    );
  }
  await ctx.app.jobs.runNow(LIST_PLACES_JOB);

  const admin = await createSignedInUser(ctx.app, { email: TEST_ADMIN_EMAIL });
  const paragraph = 'Families ask for **coats**, boots and blankets first when the cold comes early. ';
  const draft = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/blog',
    headers: { cookie: admin.cookie },
    payload: {
      title: 'What to ask for when winter comes',
      excerpt: 'Coats first.',
      bodyMarkdown: Array.from({ length: 120 }, () => paragraph.repeat(8)).join('\n\n'),
    },
  });
  const post = draft.json() as { id: string; slug: string };
  const published = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/blog/${post.id}/publish`,
    headers: { cookie: admin.cookie },
  });
  expect(published.statusCode, published.body).toBe(200);
  ids.blogSlug = post.slug;

  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

type TAnswer = { status: number; headers: IncomingHttpHeaders; raw: Buffer };

function ask(path: string, acceptEncoding: string | null): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${origin}${path}`,
      { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            raw: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function decode(answer: TAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === undefined || encoding === 'identity') return answer.raw.toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(answer.raw).toString('utf8');
  throw new Error(`unexpected content-encoding ${encoding}`);
}

// Each HTML page has its own style nonce; everything else in it is the same for every request.
const withoutNonce = (html: string) => html.replace(/nonce-[\w+/=-]+|"styleNonce":"[^"]*"/g, 'NONCE');

type TRead = {
  name: string;
  path: () => string;
  kind: 'json' | 'html' | 'xml';
  /** Kept in the public cache and compressed when large enough. */
  isPublicAnswer?: boolean;
  /** The answer is at least this long, so the long-answer path is the one asked. */
  minBytes?: number;
};

const READS: TRead[] = [
  { name: 'browse, newest', path: () => '/api/lists', kind: 'json', isPublicAnswer: true },
  { name: 'browse, page 2', path: () => '/api/lists?page=2', kind: 'json', isPublicAnswer: true },
  { name: 'browse, a search', path: () => '/api/lists?q=winter', kind: 'json', isPublicAnswer: true },
  {
    name: 'browse, a category by urgency',
    path: () => '/api/lists?category=emergency-flood-relief&sort=urgent',
    kind: 'json',
    isPublicAnswer: true,
  },
  {
    name: 'browse, near a place',
    path: () => '/api/lists?near=Denver%2C%20CO',
    kind: 'json',
    isPublicAnswer: true,
  },
  {
    name: "a list's public view",
    path: () => `/api/lists/${ids.list}`,
    kind: 'json',
    isPublicAnswer: true,
    minBytes: 8192,
  },
  {
    name: 'product search',
    path: () => '/api/products?q=winter',
    kind: 'json',
    isPublicAnswer: true,
    minBytes: 8192,
  },
  {
    name: 'product search, a category page',
    path: () => '/api/products?category=baby-items&pageSize=48',
    kind: 'json',
    isPublicAnswer: true,
    minBytes: 8192,
  },
  { name: 'one product', path: () => '/api/products/diapers-size-4', kind: 'json', isPublicAnswer: true },
  { name: "the landing page's data", path: () => '/api/landing', kind: 'json', isPublicAnswer: true },
  { name: 'community impact', path: () => '/api/impact', kind: 'json', isPublicAnswer: true },
  { name: 'the blog', path: () => '/api/blog', kind: 'json', isPublicAnswer: true },
  {
    name: 'a blog post',
    path: () => `/api/blog/${ids.blogSlug}`,
    kind: 'json',
    isPublicAnswer: true,
    minBytes: 65_536,
  },
  { name: 'a public profile', path: () => `/api/users/${ids.owner}`, kind: 'json' },
  { name: "a public profile's lists", path: () => `/api/users/${ids.owner}/lists`, kind: 'json' },
  { name: 'sitemap.xml', path: () => '/sitemap.xml', kind: 'xml' },
  { name: 'the home page', path: () => '/', kind: 'html' },
  { name: 'a topic page', path: () => '/emergency-flood-relief', kind: 'html' },
  { name: 'a list page', path: () => `/needslist/${ids.list}`, kind: 'html' },
  { name: 'a blog post page', path: () => `/blog/${ids.blogSlug}`, kind: 'html' },
  { name: 'the products page', path: () => '/products', kind: 'html' },
];

// Every kept answer goes, so the next read is a miss.
const clearPublicAnswers = () =>
  ctx.app.publicCache.markChanged(['lists', 'browse', 'figures', 'blog', 'products']);

// No header, each encoding alone, and what Chromium sends.
const ACCEPT_ENCODINGS = [null, 'gzip', 'br', 'deflate', 'gzip, deflate, br, zstd'];

describe('public reads over a real socket, in every encoding', () => {
  it('finds the product the reads below ask for', async () => {
    expect((await ask('/api/products/diapers-size-4', null)).status).toBe(200);
  });

  it.each(READS)('$name: a miss and a hit decode to the uncompressed answer', async (read) => {
    const path = read.path();
    const normalise = (text: string) =>
      read.kind === 'json' ? JSON.parse(text) : read.kind === 'html' ? withoutNonce(text) : text;
    clearPublicAnswers();
    const identity = await ask(path, null);
    expect(identity.status, identity.raw.toString()).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.raw.length).toBeGreaterThanOrEqual(read.minBytes ?? 0);
    const expected = normalise(identity.raw.toString('utf8'));

    for (const acceptEncoding of ACCEPT_ENCODINGS) {
      clearPublicAnswers();
      for (const attempt of ['miss', 'hit']) {
        const what = `${path} with ${acceptEncoding ?? 'no Accept-Encoding'}, ${attempt}`;
        const answer = await ask(path, acceptEncoding);
        expect(answer.status, what).toBe(200);
        expect(answer.raw.length, what).toBeGreaterThan(0);
        const length = answer.headers['content-length'];
        if (length !== undefined) expect(Number(length), what).toBe(answer.raw.length);
        const encoding = answer.headers['content-encoding'];
        if (encoding !== undefined) {
          // Only an encoding the client accepts, and one a shared cache keeps apart from the others.
          expect(acceptEncoding?.split(/,\s*/), what).toContain(encoding);
          expect(answer.headers.vary, what).toMatch(/accept-encoding/i);
        }
        // Large public answers and pages do go out compressed, in the encodings the app offers.
        if (read.isPublicAnswer && identity.raw.length >= 1024 && acceptEncoding === 'gzip') {
          expect(encoding, what).toBe('gzip');
        }
        if (acceptEncoding === 'deflate') expect(encoding, what).toBeUndefined();
        expect(normalise(decode(answer)), what).toEqual(expected);
      }
    }
  });
});
