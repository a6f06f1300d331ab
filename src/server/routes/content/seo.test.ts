import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, createTestList, type TTestContext } from '#server/test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_URL: 'https://kindlist.example' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps account pages out and names the sitemap at this address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /settings');
    expect(response.body).toContain('Disallow: /edit-wishlist/');
    expect(response.body).toContain('Sitemap: https://kindlist.example/sitemap.xml');
  });

  it('lists the public pages and the public lists, never a draft, a private or an unlisted list', async () => {
    const owner = await createSignedInUser(ctx.app);
    const story = (word: string) =>
      `Our ${word} home was damaged in the storm and we need everyday things for the children now.`;
    const publicList = await createTestList(ctx, owner, { title: 'Public list', story: story('first') });
    const unlisted = await createTestList(ctx, owner, {
      title: 'Unlisted list',
      story: story('second'),
      visibility: 'unlisted',
    });
    const draft = await createTestList(
      ctx,
      owner,
      { title: 'A draft', story: story('third') },
      { isPublished: false },
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of ['/', '/faq', '/privacy-policy', '/accessibility', '/baby-items', '/products']) {
      expect(xml).toContain(`<loc>https://kindlist.example${path}</loc>`);
    }
    expect(xml).toContain(`<loc>https://kindlist.example/needslist/${publicList}</loc><lastmod>`);
    expect(xml).not.toContain(unlisted);
    expect(xml).not.toContain(draft);
    expect(xml).not.toContain('/settings');
  });
});
