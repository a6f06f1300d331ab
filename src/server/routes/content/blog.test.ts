import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/content';
import { BLOG_SEED_POSTS } from '#server/seed/blog-seed-posts';
import { seedBlogPosts } from '#server/seed/seed-blog-posts';
import { createTestApp, readStoredUpload, type TTestContext } from '#server/test/test-app';
import { BLOG_PAGE_SIZE } from '#shared/schemas/blog';

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
    // An admin deleting a seeded post does not see it come back at the next start.
    const [first] = BLOG_SEED_POSTS;
    await ctx.database.db.delete(blogPosts).where(eq(blogPosts.slug, first?.slug ?? ''));
    expect(await seedBlogPosts(ctx.database.db, ctx.app.fileStorage, new Date())).toEqual({
      isCreated: false,
    });
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
