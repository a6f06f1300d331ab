import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '#shared/routes';
import { createSignedInUser, createTestApp, type TTestContext } from '../test/test-app';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

// A blog post's page needs a published post (blog.test.ts covers it, and its 404 without one).
const concretePaths = ROUTE_TABLE.filter((entry) => entry.page !== 'blog-post').flatMap((entry) =>
  entry.paths.map((pattern) => pattern.replace(':id', 'k7Qm2xPz9LwR')),
);

function readBoot(html: string): Record<string, unknown> {
  const match = html.match(/<script id="kl-boot" type="application\/json">(.*?)<\/script>/);
  if (!match?.[1]) throw new Error('no boot data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('serving the app', () => {
  it.each(concretePaths)('answers 200 with the app at %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toMatch(/<title>[^<]*Kindlist[^<]*<\/title>/);
    expect(response.body).toContain('<meta name="description"');
  });

  it('answers 404 with the app for any other path, with a trailing slash tolerated on real ones', async () => {
    for (const url of ['/nope', '/about-us/extra', '/needslist', '/blog/a/b', '/ADMIN']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('Page not found');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/about/' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown API path and for a non-GET page request', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/notifications'],
      ['POST', '/about-us'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('locks API responses down with a policy that allows nothing, errors included', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/lists?page=0']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({
        'content-security-policy':
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      // Plain http here: HSTS is only sent when APP_URL is https.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends the same security headers on HTML pages, with the page policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/browse' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The boot block is data, not script: the only <script> elements are typed JSON or external.
    const inlineScripts = response.body.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g);
    expect(inlineScripts).toBeNull();
    const boot = readBoot(response.body);
    expect(csp).toContain(`'nonce-${boot.styleNonce}'`);
  });

  it('puts the signed-in user into the page, and null when signed out', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(readBoot(signedOut.body).user).toBeNull();
    const user = await createSignedInUser(ctx.app, { firstName: '</script><script>alert(1)</script>' });
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { cookie: user.cookie },
    });
    expect(signedIn.body).not.toContain('<script>alert(1)');
    expect(readBoot(signedIn.body).user).toMatchObject({
      id: user.id,
      firstName: '</script><script>alert(1)</script>',
    });
  });

  it('serves hashed assets with immutable caching and other files with a short cache', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-test.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const index = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(404);
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missingAsset.body).toBe('Not found');
  });

  it('gives each page its own title and a canonical URL', async () => {
    const about = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<title>About us · Kindlist</title>');
    expect(about.body).toContain('<link rel="canonical" href="http://localhost:5000/about">');
    const topic = await ctx.app.inject({ method: 'GET', url: '/baby-items' });
    expect(topic.body).toContain('<title>Baby Items · Kindlist</title>');
  });
});

describe('API documentation and errors', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/auth/user',
      '/api/auth/sign-up',
      '/api/auth/sign-in',
      '/api/notifications',
      '/api/notifications/clear-all',
      '/api/notifications/mark-all-read',
      '/api/notifications/{id}/read',
      '/api/analytics/events',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('turns an unexpected error into a generic 500 without a stack', async () => {
    const context = await createTestApp({
      beforeReady: (app) => {
        app.get('/api/test-boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret internal detail');
      expect(response.json()).toEqual({
        message: expect.stringMatching(/Something went wrong/),
        requestId: response.headers['x-request-id'],
      });
    } finally {
      await context.close();
    }
  });
});
