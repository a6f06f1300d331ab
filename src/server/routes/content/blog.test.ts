import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/content';
import { BLOG_SEED_POSTS, BLOG_SEED_POSTS_BY_LANGUAGE } from '#server/seed/blog-seed-posts';
import { seedBlogPosts } from '#server/seed/seed-blog-posts';
import {
  describeLanguageHeaders,
  readVary,
  SAYS_IT_DEPENDS_ON_LANGUAGE,
} from '#server/test/language-headers';
import { createTestApp, readStoredUpload, type TTestContext } from '#server/test/test-app';
import { LANGUAGE_COOKIE, type TLocale } from '#shared/i18n/locales';
import { BLOG_PAGE_SIZE, type TBlogPost } from '#shared/schemas/blog';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_URL: 'https://kindlist.example' } });
});
afterAll(async () => {
  await ctx.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
let postCounter = 0;

async function insertPost(fields: Partial<typeof blogPosts.$inferInsert> = {}): Promise<string> {
  postCounter += 1;
  const slug = fields.slug ?? `post-number-${postCounter}`;
  await ctx.database.db.insert(blogPosts).values({
    slug,
    title: `Post number ${postCounter}`,
    excerpt: `What post ${postCounter} is about.`,
    bodyMarkdown: 'Some **useful** words.',
    status: 'published',
    publishedAt: new Date(Date.now() - postCounter * DAY_MS),
    ...fields,
  });
  return slug;
}

type TListAnswer = { posts: Array<{ slug: string; publishedAt: string }>; page: number; pageCount: number };

/** A request from a reader whose pages are in `language` (the page sets the language cookie). */
function readAs(language: TLocale, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
}

async function readPost(slug: string): Promise<TBlogPost> {
  return (await ctx.app.inject({ method: 'GET', url: `/api/blog/${slug}` })).json() as TBlogPost;
}

describe('the blog', () => {
  it('seeds the team posts with their covers once, into a blog that never had a post', async () => {
    expect(await seedBlogPosts(ctx.database.db, ctx.app.fileStorage, new Date())).toEqual({
      isCreated: true,
    });
    const answer = (await ctx.app.inject({ method: 'GET', url: '/api/blog' })).json() as TListAnswer & {
      posts: Array<{ coverImageUrl: string; title: string }>;
    };
    expect(answer.posts.map((post) => post.slug)).toEqual(BLOG_SEED_POSTS.map((post) => post.slug));
    for (const post of answer.posts) {
      expect(await readStoredUpload(ctx, post.coverImageUrl), post.coverImageUrl).not.toBeNull();
      const cover = await ctx.app.inject({ method: 'GET', url: post.coverImageUrl });
      expect(cover.headers['content-type']).toBe('image/webp');
    }
    // A Spanish reader's blog has the Spanish versions, each linked to its English post and back.
    const spanish = (await readAs('es', '/api/blog')).json() as TListAnswer;
    const spanishSeeds = BLOG_SEED_POSTS_BY_LANGUAGE.es;
    expect(spanish.posts.map((post) => post.slug)).toEqual(spanishSeeds.map((post) => post.slug));
    for (const [index, seed] of spanishSeeds.entries()) {
      const english = BLOG_SEED_POSTS[index]?.slug ?? '';
      const post = await readPost(seed.slug);
      expect(post.language).toBe('es');
      expect(post.authorName).toBe('El equipo de Kindlist');
      expect(post.translations).toEqual([{ language: 'en', slug: english }]);
      expect((await readPost(english)).translations).toEqual([{ language: 'es', slug: seed.slug }]);
    }
    // An admin deleting a seeded post does not see it come back at the next start.
    const [first] = BLOG_SEED_POSTS;
    await ctx.database.db.delete(blogPosts).where(eq(blogPosts.slug, first?.slug ?? ''));
    expect(await seedBlogPosts(ctx.database.db, ctx.app.fileStorage, new Date())).toEqual({
      isCreated: false,
    });
    await ctx.database.db.delete(blogPosts);
  });

  it('gives a blog seeded before posts had languages the Spanish posts, linked to its English ones', async () => {
    await seedBlogPosts(ctx.database.db, ctx.app.fileStorage, new Date());
    await ctx.database.db.delete(blogPosts).where(eq(blogPosts.language, 'es'));
    await ctx.database.db.update(blogPosts).set({ translationKey: null });
    expect(await seedBlogPosts(ctx.database.db, ctx.app.fileStorage, new Date())).toEqual({
      isCreated: true,
    });
    const [english] = BLOG_SEED_POSTS;
    const [spanish] = BLOG_SEED_POSTS_BY_LANGUAGE.es;
    expect((await readPost(english?.slug ?? '')).translations).toEqual([
      { language: 'es', slug: spanish?.slug },
    ]);
    await ctx.database.db.delete(blogPosts);
  });

  it("lists the posts of the reader's language, each language kept apart in the public cache", async () => {
    const englishSlug = await insertPost({ slug: 'winter-coats' });
    const spanishSlug = await insertPost({ slug: 'abrigos-de-invierno', language: 'es' });
    const readSlugs = async (language: TLocale) =>
      ((await readAs(language, '/api/blog?page=1')).json() as TListAnswer).posts.map((post) => post.slug);
    // Asked in turn at the same address: a kept answer in one language never reaches the other.
    for (let round = 0; round < 2; round += 1) {
      expect(await readSlugs('en')).toEqual([englishSlug]);
      expect(await readSlugs('es')).toEqual([spanishSlug]);
    }
    // Without a cookie, the browser's language chooses.
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/blog?page=1',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect((byHeader.json() as TListAnswer).posts.map((post) => post.slug)).toEqual([spanishSlug]);
    // A post is answered whatever the reader's language, marked with its own.
    expect(((await readAs('en', `/api/blog/${spanishSlug}`)).json() as TBlogPost).language).toBe('es');
    await ctx.database.db.delete(blogPosts);
  });

  it('says that its list depends on the language, so that no shared cache mixes languages, kept or not', async () => {
    // As deployed: answers kept in the public cache, whose hits must say so too.
    const cached = await createTestApp({ publicCacheTtlMs: 60_000 });
    try {
      await seedBlogPosts(cached.database.db, cached.app.fileStorage, new Date());
      const requests: Array<Record<string, string>> = [
        { cookie: `${LANGUAGE_COOKIE}=es` },
        { cookie: `${LANGUAGE_COOKIE}=en` },
        { 'accept-language': 'es-MX,es;q=0.9' },
        {},
        { 'accept-encoding': 'gzip', 'accept-language': 'es' },
      ];
      for (const attempt of ['miss', 'hit']) {
        for (const headers of requests) {
          const answer = await cached.app.inject({ method: 'GET', url: '/api/blog', headers });
          const what = `${attempt} ${JSON.stringify(headers)}`;
          expect(answer.statusCode, what).toBe(200);
          expect(describeLanguageHeaders(answer.headers), what).toEqual(SAYS_IT_DEPENDS_ON_LANGUAGE);
          if (answer.headers['content-encoding'])
            expect(readVary(answer.headers), what).toContain('accept-encoding');
        }
      }
      // A post is the same in every language it is asked in: it says nothing of the sort.
      const [seed] = BLOG_SEED_POSTS;
      const post = await cached.app.inject({ method: 'GET', url: `/api/blog/${seed?.slug}` });
      expect(post.statusCode).toBe(200);
      expect(describeLanguageHeaders(post.headers).vary).toEqual([]);
      // Its refusal is written in the reader's language, and says so.
      const missing = await cached.app.inject({
        method: 'GET',
        url: '/api/blog/no-such-post',
        headers: { 'accept-language': 'es' },
      });
      expect(missing.statusCode).toBe(404);
      expect(describeLanguageHeaders(missing.headers)).toEqual(SAYS_IT_DEPENDS_ON_LANGUAGE);
    } finally {
      await cached.close();
    }
  });

  it('links a post to its published translation, never to a draft or a post without a key', async () => {
    const english = await insertPost({ translationKey: 'moving-day' });
    const spanish = await insertPost({ translationKey: 'moving-day', language: 'es' });
    const lonely = await insertPost({ translationKey: 'alone' });
    const draftTwin = await insertPost({
      translationKey: 'alone',
      language: 'es',
      status: 'draft',
      publishedAt: null,
    });
    const unkeyed = await insertPost();
    const unkeyedSpanish = await insertPost({ language: 'es' });
    expect((await readPost(english)).translations).toEqual([{ language: 'es', slug: spanish }]);
    expect((await readPost(spanish)).translations).toEqual([{ language: 'en', slug: english }]);
    expect((await readPost(lonely)).translations).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blog/${draftTwin}` })).statusCode).toBe(404);
    expect((await readPost(unkeyed)).translations).toEqual([]);
    expect((await readPost(unkeyedSpanish)).translations).toEqual([]);
    await ctx.database.db.delete(blogPosts);
  });

  it('lists published posts newest first in pages, never a draft', async () => {
    const draft = await insertPost({ status: 'draft', publishedAt: null });
    const slugs: string[] = [];
    for (let index = 0; index < BLOG_PAGE_SIZE + 2; index += 1) slugs.push(await insertPost());
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/blog' })).json() as TListAnswer;
    expect(first.page).toBe(1);
    expect(first.pageCount).toBe(2);
    expect(first.posts.map((post) => post.slug)).toEqual(slugs.slice(0, BLOG_PAGE_SIZE));
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/blog?page=2' })).json() as TListAnswer;
    expect(second.posts.map((post) => post.slug)).toEqual(slugs.slice(BLOG_PAGE_SIZE));
    expect([...first.posts, ...second.posts].map((post) => post.slug)).not.toContain(draft);
    const past = (await ctx.app.inject({ method: 'GET', url: '/api/blog?page=3' })).json() as TListAnswer;
    expect(past.posts).toEqual([]);
  });

  it('refuses a bad page or an unknown parameter with a message', async () => {
    for (const url of [
      '/api/blog?page=0',
      '/api/blog?page=abc',
      '/api/blog?page=1.5',
      '/api/blog?sort=old',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as { message: string }).message, url).not.toBe('');
    }
  });

  it('answers one published post with its Markdown rendered, and 404 for a draft or an unknown slug', async () => {
    const slug = await insertPost({ bodyMarkdown: '## Before you start\n\nA [guide](/faq) for *you*.' });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { html: string }).html).toBe(
      '<h2>Before you start</h2>\n<p>A <a href="/faq" rel="noopener noreferrer">guide</a> for <em>you</em>.</p>\n',
    );
    const draft = await insertPost({ status: 'draft', publishedAt: null });
    for (const missing of [draft, 'no-such-post']) {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/blog/${missing}` });
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.json()).toEqual({ message: 'This blog post does not exist or is not published' });
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/blog/Not_A_Slug' });
    expect(bad.statusCode).toBe(400);
  });

  it('renders a post with a script payload inert', async () => {
    const slug = await insertPost({
      bodyMarkdown: [
        '<script>alert("x")</script>',
        '<img src="x" onerror="alert(1)">',
        '[click](javascript:alert(1)) [also](JAVASCRIPT:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '<a href="https://example.org" onclick="alert(1)">raw link</a>',
        '<iframe src="https://example.org"></iframe><style>body{display:none}</style>',
        '![pixel](javascript:alert(1)) ![ok](https://example.org/a.png)',
        '[safe](https://example.org/page)',
      ].join('\n\n'),
    });
    const { html } = (await ctx.app.inject({ method: 'GET', url: `/api/blog/${slug}` })).json() as {
      html: string;
    };
    // No element, no handler, no script address: what is left of the payload is text.
    expect(html).not.toMatch(/<(script|iframe|style)/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(html).not.toMatch(/(href|src)="(javascript|data):/i);
    // Raw HTML is shown as text, so the reader sees what was written.
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer">safe</a>');
    expect(html).toContain('<img src="https://example.org/a.png" alt="ok" />');
    for (const link of html.match(/<a [^>]*>/g) ?? []) expect(link).toContain('rel="noopener noreferrer"');
  });

  it('serves a post page with its own title, description, canonical address and Open Graph tags', async () => {
    const slug = await insertPost({
      title: 'Rebuilding "after" <the> fire',
      excerpt: 'What to ask for & when.',
      coverImageUrl: '/uploads/blog-covers/cover.webp',
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/blog/${slug}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Rebuilding &quot;after&quot; &lt;the&gt; fire · Kindlist</title>');
    expect(html).toContain('<meta name="description" content="What to ask for &amp; when.">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:image" content="https://kindlist.example/uploads/blog-covers/cover.webp">',
    );
    expect(html).toContain(`<link rel="canonical" href="https://kindlist.example/blog/${slug}">`);
    expect(html).toContain(`<link rel="preload" href="/api/blog/${slug}" as="fetch"`);
    // The cover is what the page shows first: the browser fetches it with the HTML.
    expect(html).toContain(
      '<link rel="preload" href="/uploads/blog-covers/cover.webp" as="image" fetchpriority="high">',
    );
  });

  it('answers 404 with the not-found page for a draft or unknown post', async () => {
    const draft = await insertPost({ status: 'draft', publishedAt: null, title: 'Secret draft' });
    for (const missing of [draft, 'no-such-post', 'Not_A_Slug']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/blog/${missing}` });
      expect(response.statusCode, missing).toBe(404);
      expect(response.body).toContain('<title>Page not found · Kindlist</title>');
      expect(response.body).not.toContain('Secret draft');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it("gives the blog's later pages their own canonical address", async () => {
    for (const [url, canonical] of [
      ['/blog', 'https://kindlist.example/blog'],
      ['/blog?page=1', 'https://kindlist.example/blog'],
      ['/blog?page=2', 'https://kindlist.example/blog?page=2'],
      ['/blog?page=x&utm_source=mail', 'https://kindlist.example/blog'],
    ]) {
      const html = (await ctx.app.inject({ method: 'GET', url: url ?? '' })).body;
      expect(html, url).toContain(`<link rel="canonical" href="${canonical}">`);
    }
  });

  it('puts published posts in the sitemap, never a draft', async () => {
    const published = await insertPost();
    const draft = await insertPost({ status: 'draft', publishedAt: null });
    const xml = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>https://kindlist.example/blog/${published}</loc><lastmod>`);
    expect(xml).not.toContain(draft);
  });
});
