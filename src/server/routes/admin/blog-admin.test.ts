import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin';
import { blogPosts } from '#server/db/schema/content';
import { createAdminTestApp, signInTestAdmin } from '#server/test/admin-test-app';
import {
  buildMultipart,
  createSignedInUser,
  createTestApp,
  readStoredUpload,
  type TTestContext,
  type TTestUser,
} from '#server/test/test-app';
import { BLOG_SLUG_CONFLICT_MESSAGE } from '#shared/schemas/blog-admin';

type TAdminPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
  coverAlt: string;
  authorName: string;
  status: 'draft' | 'published';
  language: 'en' | 'es';
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
type TPublicList = { posts: Array<{ slug: string; title: string }> };

let ctx: TTestContext;
let admin: TTestUser;
let member: TTestUser;

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  member = await createSignedInUser(ctx.app, { firstName: 'Mo' });
});
afterAll(async () => {
  await ctx.close();
});

function call(
  context: TTestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TTestUser | null,
  payload?: unknown,
) {
  return context.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  call(ctx, method, url, admin, payload);

let titleCounter = 0;
async function createDraft(
  fields: Record<string, unknown> = {},
  context: TTestContext = ctx,
  user: TTestUser = admin,
): Promise<TAdminPost> {
  titleCounter += 1;
  const response = await call(context, 'POST', '/api/admin/blog', user, {
    title: `Winter help number ${titleCounter}`,
    excerpt: 'What to ask for when the cold comes.',
    bodyMarkdown: 'Ask for **coats** first.',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TAdminPost;
}

const readAudit = async (postId: string) =>
  (
    await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, postId))
      .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id))
  ).map((entry) => [entry.action, entry.actorName, entry.targetType]);

const readPublicSlugs = async (context: TTestContext = ctx) =>
  ((await context.app.inject({ method: 'GET', url: '/api/blog' })).json() as TPublicList).posts.map(
    (post) => post.slug,
  );

describe('the admin blog editor', () => {
  it('creates a draft with an address made from its title, which the blog does not show', async () => {
    const response = await asAdmin('POST', '/api/admin/blog', {
      title: "  Après l'incendie: 5 things to ask for  ",
      excerpt: 'A short guide.',
      bodyMarkdown: '## First\n\nThe basics.',
      coverAlt: '',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json() as TAdminPost;
    expect(post).toMatchObject({
      slug: 'apres-l-incendie-5-things-to-ask-for',
      title: "Après l'incendie: 5 things to ask for",
      status: 'draft',
      publishedAt: null,
      authorName: 'Ada Admin',
      coverImageUrl: null,
    });
    expect(await readPublicSlugs()).not.toContain(post.slug);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/blog/${post.slug}` })).statusCode).toBe(404);

    const read = await asAdmin('GET', `/api/admin/blog/${post.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(post);
    const list = (await asAdmin('GET', '/api/admin/blog')).json() as { posts: TAdminPost[] };
    expect(list.posts[0]).toMatchObject({ id: post.id, status: 'draft' });
    expect(list.posts[0]).not.toHaveProperty('bodyMarkdown');
    expect(await readAudit(post.id)).toEqual([['blog.created', 'Ada Admin', 'blog-post']]);
  });

  it('publishes a post to the blog at once, takes it down again and keeps its first date', async () => {
    const post = await createDraft();
    const published = await asAdmin('POST', `/api/admin/blog/${post.id}/publish`);
    expect(published.statusCode).toBe(200);
    const first = published.json() as TAdminPost;
    expect(first.status).toBe('published');
    expect(first.publishedAt).not.toBeNull();
    expect(await readPublicSlugs()).toContain(post.slug);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect((page.json() as { html: string }).html).toBe('<p>Ask for <strong>coats</strong> first.</p>\n');
    expect((await ctx.app.inject({ method: 'GET', url: `/blog/${post.slug}` })).statusCode).toBe(200);

    const again = await asAdmin('POST', `/api/admin/blog/${post.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This post is already published' });

    const unpublished = await asAdmin('POST', `/api/admin/blog/${post.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ status: 'draft', publishedAt: first.publishedAt });
    expect(await readPublicSlugs()).not.toContain(post.slug);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/admin/blog/${post.id}/unpublish`)).statusCode).toBe(409);

    const republished = (await asAdmin('POST', `/api/admin/blog/${post.id}/publish`)).json() as TAdminPost;
    expect(republished.publishedAt).toBe(first.publishedAt);
    expect(await readAudit(post.id)).toEqual([
      ['blog.created', 'Ada Admin', 'blog-post'],
      ['blog.published', 'Ada Admin', 'blog-post'],
      ['blog.unpublished', 'Ada Admin', 'blog-post'],
      ['blog.published', 'Ada Admin', 'blog-post'],
    ]);
  });

  it('refuses to publish a post with no body', async () => {
    const post = await createDraft({ bodyMarkdown: '  \n ' });
    const response = await asAdmin('POST', `/api/admin/blog/${post.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'bodyMarkdown: Write the post before publishing it' });
    expect(await readAudit(post.id)).toEqual([['blog.created', 'Ada Admin', 'blog-post']]);
  });

  it('edits a post and its address, and refuses an address another post has with 409', async () => {
    const first = await createDraft({ slug: 'first-address' });
    const second = await createDraft();
    const edited = await asAdmin('PATCH', `/api/admin/blog/${second.id}`, {
      title: 'A better title',
      slug: 'a-better-address',
      bodyMarkdown: 'New words.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'A better title',
      slug: 'a-better-address',
      bodyMarkdown: 'New words.',
      excerpt: second.excerpt,
    });

    for (const attempt of [
      () => asAdmin('PATCH', `/api/admin/blog/${second.id}`, { slug: 'first-address' }),
      () => asAdmin('POST', '/api/admin/blog', { title: 'Another', slug: 'first-address' }),
      // An address made from the title is checked the same way.
      () => asAdmin('POST', '/api/admin/blog', { title: 'First address' }),
    ]) {
      const response = await attempt();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: BLOG_SLUG_CONFLICT_MESSAGE });
    }
    expect(((await asAdmin('GET', `/api/admin/blog/${second.id}`)).json() as TAdminPost).slug).toBe(
      'a-better-address',
    );
    // Refused writes leave no trace in the audit log.
    expect(await readAudit(second.id)).toEqual([
      ['blog.created', 'Ada Admin', 'blog-post'],
      ['blog.updated', 'Ada Admin', 'blog-post'],
    ]);
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'blog.updated'));
    expect(entry?.details).toMatchObject({
      fields: ['title', 'slug', 'bodyMarkdown'],
      slug: { from: second.slug, to: 'a-better-address' },
    });
    expect(first.slug).toBe('first-address');
  });

  it('keeps the language a post is written in: English unless the admin chooses Spanish', async () => {
    const english = await createDraft();
    expect(english.language).toBe('en');
    const spanish = await createDraft({ title: 'Después del incendio', language: 'es' });
    expect(spanish).toMatchObject({ slug: 'despues-del-incendio', language: 'es' });
    expect((await asAdmin('GET', `/api/admin/blog/${spanish.id}`)).json()).toMatchObject({ language: 'es' });
    const list = (await asAdmin('GET', '/api/admin/blog')).json() as { posts: TAdminPost[] };
    expect(list.posts.find((post) => post.id === spanish.id)).toMatchObject({ language: 'es' });
    expect(list.posts.find((post) => post.id === english.id)).toMatchObject({ language: 'en' });
    expect(list.posts[0]).not.toHaveProperty('translationKey');

    const edited = await asAdmin('PATCH', `/api/admin/blog/${english.id}`, { language: 'es' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ language: 'es', title: english.title, slug: english.slug });
    const [stored] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, english.id));
    expect(stored?.language).toBe('es');
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, english.id))
      .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id))
      .offset(1);
    expect(entry).toMatchObject({ action: 'blog.updated', details: { fields: ['language'] } });
    const back = await asAdmin('PATCH', `/api/admin/blog/${english.id}`, { language: 'en' });
    expect(back.json()).toMatchObject({ language: 'en' });
  });

  it('refuses a language other than English or Spanish with 400, and changes nothing', async () => {
    const post = await createDraft({ language: 'es' });
    for (const [method, url, payload] of [
      ['POST', '/api/admin/blog', { title: 'Bonjour', language: 'fr' }],
      ['POST', '/api/admin/blog', { title: 'Hola', language: 'ES' }],
      ['POST', '/api/admin/blog', { title: 'Hola', language: 'es-MX' }],
      ['POST', '/api/admin/blog', { title: 'Hola', language: null }],
      ['PATCH', `/api/admin/blog/${post.id}`, { language: 'pt' }],
      ['PATCH', `/api/admin/blog/${post.id}`, { language: '' }],
      ['PATCH', `/api/admin/blog/${post.id}`, { title: 'Changed', language: 1 }],
    ] as const) {
      const response = await asAdmin(method, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/^language: /);
    }
    expect((await asAdmin('GET', `/api/admin/blog/${post.id}`)).json()).toMatchObject({
      language: 'es',
      title: post.title,
    });
    const titles = ((await asAdmin('GET', '/api/admin/blog')).json() as { posts: TAdminPost[] }).posts.map(
      (entry) => entry.title,
    );
    expect(titles).not.toContain('Bonjour');
    expect(titles).not.toContain('Hola');
    expect(await readAudit(post.id)).toEqual([['blog.created', 'Ada Admin', 'blog-post']]);
  });

  it('gives a title without Latin letters an address of its own', async () => {
    const post = await createDraft({ title: '家族のために' });
    expect(post.slug).toMatch(/^post-[0-9a-f]{8}$/);
  });

  it('deletes a post, its cover file and its place on the blog', async () => {
    const post = await createDraft();
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const upload = buildMultipart('photo', { name: 'cover.png', type: 'image/png', data: png });
    const covered = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/blog/${post.id}/cover`,
        headers: { ...upload.headers, cookie: admin.cookie },
        payload: upload.payload,
      })
    ).json() as TAdminPost;
    await asAdmin('POST', `/api/admin/blog/${post.id}/publish`);
    expect(await readPublicSlugs()).toContain(post.slug);
    const coverUrl = covered.coverImageUrl ?? '';
    expect(await readStoredUpload(ctx, coverUrl)).not.toBeNull();

    const deleted = await asAdmin('DELETE', `/api/admin/blog/${post.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await readStoredUpload(ctx, coverUrl)).toBeNull();
    expect(await readPublicSlugs()).not.toContain(post.slug);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/admin/blog/${post.id}`],
      ['DELETE', `/api/admin/blog/${post.id}`],
      ['PATCH', `/api/admin/blog/${post.id}`],
      ['POST', `/api/admin/blog/${post.id}/publish`],
    ] as const) {
      const response = await asAdmin(method, url, method === 'PATCH' ? { title: 'x' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'This blog post does not exist' });
    }
    expect(await readAudit(post.id)).toEqual([
      ['blog.created', 'Ada Admin', 'blog-post'],
      ['blog.cover-changed', 'Ada Admin', 'blog-post'],
      ['blog.published', 'Ada Admin', 'blog-post'],
      ['blog.deleted', 'Ada Admin', 'blog-post'],
    ]);
  });

  it('re-encodes an uploaded cover as WebP at most 1600 px wide, without metadata, and serves it', async () => {
    const post = await createDraft();
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#f59e0b' } })
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'Kitchen at 12 Main St' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sendCover = async (data: Buffer, type: string) => {
      const upload = buildMultipart('photo', { name: 'cover', type, data });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/blog/${post.id}/cover`,
        headers: { ...upload.headers, cookie: admin.cookie },
        payload: upload.payload,
      });
    };
    const response = await sendCover(photo, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json() as TAdminPost;
    expect(first.coverImageUrl).toMatch(/^\/uploads\/blog-covers\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: first.coverImageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 800]);
    expect(metadata.exif).toBeUndefined();

    // A small PNG is not enlarged; the cover it replaces is removed.
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const second = (await sendCover(png, 'image/png')).json() as TAdminPost;
    expect(second.coverImageUrl).not.toBe(first.coverImageUrl);
    const secondCover = await readStoredUpload(ctx, second.coverImageUrl ?? '');
    expect((await sharp(secondCover ?? Buffer.alloc(0)).metadata()).width).toBe(300);
    expect(await readStoredUpload(ctx, first.coverImageUrl ?? '')).toBeNull();

    const notAnImage = await sendCover(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toEqual({ message: 'photo: Choose a JPEG, PNG or WebP image' });
    const missing = await asAdmin('POST', `/api/admin/blog/${post.id}/cover`);
    expect(missing.statusCode).toBe(400);

    const removed = await asAdmin('DELETE', `/api/admin/blog/${post.id}/cover`);
    expect(removed.json()).toMatchObject({ coverImageUrl: null });
    expect(await readStoredUpload(ctx, second.coverImageUrl ?? '')).toBeNull();
    const removedAgain = await asAdmin('DELETE', `/api/admin/blog/${post.id}/cover`);
    expect(removedAgain.statusCode).toBe(409);
    expect(removedAgain.json()).toEqual({ message: 'This post has no cover' });
    expect((await readAudit(post.id)).map(([action]) => action)).toEqual([
      'blog.created',
      'blog.cover-changed',
      'blog.cover-changed',
      'blog.cover-removed',
    ]);
  });

  it('previews Markdown through the one renderer, scripts and handlers removed', async () => {
    const response = await asAdmin('POST', '/api/admin/blog/preview', {
      bodyMarkdown: [
        '## Heading',
        '<script>alert("x")</script>',
        '<img src="x" onerror="alert(1)">',
        '[click](javascript:alert(1)) [safe](https://example.org/page)',
      ].join('\n\n'),
    });
    expect(response.statusCode).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).not.toMatch(/<(script|iframe|style)/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(html).not.toMatch(/(href|src)="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer">safe</a>');
  });

  it('takes a body of 100,000 characters, even above the usual request size, and no more', async () => {
    const long = '家'.repeat(100_000);
    const preview = await asAdmin('POST', '/api/admin/blog/preview', { bodyMarkdown: long });
    expect(preview.statusCode).toBe(200);
    const post = await createDraft({ bodyMarkdown: long });
    expect(post.bodyMarkdown).toHaveLength(100_000);
    const tooLong = await asAdmin('PATCH', `/api/admin/blog/${post.id}`, { bodyMarkdown: `${long}x` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'bodyMarkdown: The body is at most 100,000 characters' });
  });

  it('refuses bad input with a message naming the field', async () => {
    const post = await createDraft();
    for (const [method, url, payload, message] of [
      ['POST', '/api/admin/blog', { title: '   ' }, 'title: Give the post a title'],
      ['POST', '/api/admin/blog', { title: 'x'.repeat(141) }, 'title: A title is at most 140 characters'],
      ['POST', '/api/admin/blog', { title: 'Fine', slug: 'Not_A_Slug' }, /^slug: /],
      ['POST', '/api/admin/blog', { title: 'Fine', slug: 'a'.repeat(81) }, /^slug: /],
      ['POST', '/api/admin/blog', { title: 'Fine', status: 'published' }, /^body: .*status/],
      ['POST', '/api/admin/blog', { title: 'Fine', excerpt: 'x'.repeat(301) }, /^excerpt: /],
      ['POST', '/api/admin/blog', { title: 'Fine', coverAlt: 'x'.repeat(301) }, /^coverAlt: /],
      ['POST', '/api/admin/blog', { title: 'Fine\u202e' }, /^title: Title contains a hidden character/],
      ['PATCH', `/api/admin/blog/${post.id}`, {}, 'body: Send at least one field to change'],
      ['PATCH', `/api/admin/blog/${post.id}`, { slug: '' }, /^slug: /],
      ['PATCH', '/api/admin/blog/not-a-uuid', { title: 'x' }, 'id: This is not a post id'],
      ['POST', '/api/admin/blog/preview', { bodyMarkdown: 'x', extra: 1 }, /^body: /],
      ['POST', '/api/admin/blog/preview', {}, /^bodyMarkdown: /],
    ] as const) {
      const response = await asAdmin(method, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const text = (response.json() as { message: string }).message;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
    }
    expect(await readAudit(post.id)).toEqual([['blog.created', 'Ada Admin', 'blog-post']]);
  });

  it('is for admins only: 401 signed out, 403 for anyone else, and nothing changes', async () => {
    const post = await createDraft();
    const routes = [
      ['GET', '/api/admin/blog'],
      ['GET', `/api/admin/blog/${post.id}`],
      ['POST', '/api/admin/blog', { title: 'Sneaky' }],
      ['PATCH', `/api/admin/blog/${post.id}`, { title: 'Sneaky' }],
      ['POST', `/api/admin/blog/${post.id}/publish`],
      ['POST', `/api/admin/blog/${post.id}/unpublish`],
      ['DELETE', `/api/admin/blog/${post.id}`],
      ['POST', `/api/admin/blog/${post.id}/cover`],
      ['DELETE', `/api/admin/blog/${post.id}/cover`],
      ['POST', '/api/admin/blog/preview', { bodyMarkdown: 'x' }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(ctx, method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(ctx, method, url, member, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(((await asAdmin('GET', `/api/admin/blog/${post.id}`)).json() as TAdminPost).title).toBe(
      post.title,
    );
    expect(await readAudit(post.id)).toEqual([['blog.created', 'Ada Admin', 'blog-post']]);
  });

  it('documents every route under the admin tag', async () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const blogPaths = Object.entries(spec.paths).filter(([url]) => url.startsWith('/api/admin/blog'));
    const operations = blogPaths.flatMap(([, methods]) => Object.values(methods));
    expect(operations).toHaveLength(10);
    for (const operation of operations) expect(operation.tags).toEqual(['admin']);
  });
});

describe('the admin blog editor with the public cache on', () => {
  let cached: TTestContext;
  let cachedAdmin: TTestUser;

  beforeAll(async () => {
    cached = await createTestApp({ publicCacheTtlMs: 60_000 });
    cachedAdmin = await signInTestAdmin(cached.app);
  });
  afterAll(async () => {
    await cached.close();
  });

  it('shows a publish, an unpublish and a delete at once, though answers are kept a minute', async () => {
    const post = await createDraft({}, cached, cachedAdmin);
    expect(await readPublicSlugs(cached)).toEqual([]);
    // A row written behind the editor's back is not seen: the cache is really keeping answers.
    await cached.database.db
      .insert(blogPosts)
      .values({ slug: 'behind-the-back', title: 'Hidden', status: 'published', publishedAt: new Date() });
    expect(await readPublicSlugs(cached)).toEqual([]);

    await call(cached, 'POST', `/api/admin/blog/${post.id}/publish`, cachedAdmin);
    expect(await readPublicSlugs(cached)).toContain(post.slug);
    const page = await cached.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` });
    expect(page.statusCode).toBe(200);

    await call(cached, 'PATCH', `/api/admin/blog/${post.id}`, cachedAdmin, { title: 'Renamed post' });
    const renamed = await cached.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` });
    expect((renamed.json() as { title: string }).title).toBe('Renamed post');

    await call(cached, 'POST', `/api/admin/blog/${post.id}/unpublish`, cachedAdmin);
    expect(await readPublicSlugs(cached)).not.toContain(post.slug);
    expect((await cached.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404);

    await call(cached, 'POST', `/api/admin/blog/${post.id}/publish`, cachedAdmin);
    expect(await readPublicSlugs(cached)).toContain(post.slug);
    expect((await cached.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(200);
    await call(cached, 'DELETE', `/api/admin/blog/${post.id}`, cachedAdmin);
    expect(await readPublicSlugs(cached)).not.toContain(post.slug);
    expect((await cached.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })).statusCode).toBe(404);
  });
});
