import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError } from '#server/services/safe-fetch';
import { BLOCKED_MESSAGES, decodeHtml, readProductPage } from './read-product-page';

// A local fixture store, reachable only through the tests' loopback allow-list.
let server: Server;
let baseUrl: string;
let allowedLoopbackPorts: ReadonlySet<number>;
const pages = new Map<string, { status?: number; type?: string; body: string | Buffer }>();

function html(head: string, body = ''): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Shoe Shop', Artist: 'Someone' } })
    .toBuffer();
  // Noise does not compress: well over the 2 MB limit as a PNG.
  const hugePhoto = await sharp(randomBytes(1000 * 800 * 3), {
    raw: { width: 1000, height: 800, channels: 3 },
  })
    .png()
    .toBuffer();
  const ogPage = (image: string) =>
    html(`<title>Boots | Shoe Shop</title>
      <meta property="og:title" content="Rain boots">
      <meta property="og:image" content="${image}">
      <meta property="og:site_name" content="Shoe Shop">
      <meta property="product:price:amount" content="24.99">
      <meta property="product:price:currency" content="USD">`);
  const productJsonLd = {
    '@graph': [
      {
        '@type': 'Product',
        name: 'Winter coat',
        description: 'Warm',
        offers: { '@type': 'AggregateOffer', lowPrice: 59, priceCurrency: 'CAD' },
      },
    ],
  };
  const entries: [string, { status?: number; type?: string; body: string | Buffer }][] = [
    ['/og', { body: ogPage('/photo.jpg') }],
    ['/og-huge-image', { body: ogPage('/huge.png') }],
    ['/og-private-image', { body: ogPage('http://10.0.0.1/photo.jpg') }],
    ['/og-page-as-image', { body: ogPage('/og') }],
    [
      '/json-ld',
      { body: html(`<script type="application/ld+json">${JSON.stringify(productJsonLd)}</script>`) },
    ],
    ['/meta-only', { body: html('<title>Scarf</title><meta name="description" content="Wool scarf">') }],
    ['/broken', { body: '<html><head><title>Gloves</title><script type="application/ld+json">{"name":' }],
    [
      '/latin1',
      { type: 'text/html; charset=windows-1252', body: Buffer.from('<title>Caf\xe9 mug</title>', 'latin1') },
    ],
    ['/forbidden', { status: 403, body: html('<title>Forbidden</title>') }],
    ['/busy', { status: 429, body: 'Slow down' }],
    ['/missing', { status: 404, body: html('<title>Not found</title>') }],
    [
      '/robot-check',
      { body: html('<title>Robot Check</title>', '<form action="/errors/validateCaptcha"></form>') },
    ],
    ['/challenge', { body: html('<title>shop.example</title>', '<div id="px-captcha"></div>') }],
    [
      '/product-with-recaptcha',
      { body: `${ogPage('/photo.jpg')}<script src="https://www.google.com/recaptcha/api.js"></script>` },
    ],
    [
      '/script-only',
      { body: html('', '<noscript>Enable JavaScript to shop.</noscript><div id="root"></div>') },
    ],
    [
      '/script-only-titled',
      { body: html('<title>Shop</title>', '<noscript>Please enable JavaScript</noscript>') },
    ],
    ['/photo.jpg', { type: 'image/jpeg', body: photo }],
    ['/huge.png', { type: 'image/png', body: hugePhoto }],
  ];
  for (const [path, page] of entries) pages.set(path, page);

  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/short') return void response.writeHead(301, { Location: '/og' }).end();
    if (path === '/to-private')
      return void response.writeHead(302, { Location: 'http://192.168.0.1/' }).end();
    const page = pages.get(path);
    if (!page) return void response.writeHead(404).end();
    response.writeHead(page.status ?? 200, { 'Content-Type': page.type ?? 'text/html; charset=utf-8' });
    response.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  allowedLoopbackPorts = new Set([port]);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function readFixture(path: string) {
  return readProductPage(`${baseUrl}${path}`, { allowedLoopbackPorts, timeoutMs: 2_000 });
}

describe('readProductPage', () => {
  it('reads an Open Graph page and stores its picture re-encoded as WebP, 800 px at most, without metadata', async () => {
    const reading = await readFixture('/og');
    if (reading.kind !== 'read') throw new Error(`Expected a read page, got ${reading.kind}`);
    expect(reading.item).toMatchObject({
      name: 'Rain boots',
      priceCents: 2499,
      currency: 'USD',
      productUrl: `${baseUrl}/og`,
      retailer: 'Shoe Shop',
    });
    const image = await sharp(reading.item.image ?? Buffer.alloc(0)).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(image.exif).toBeUndefined();
  });

  it('keeps the pasted link after redirects and names the store from the page', async () => {
    const reading = await readFixture('/short');
    expect(reading).toMatchObject({
      kind: 'read',
      item: { productUrl: `${baseUrl}/short`, retailer: 'Shoe Shop' },
    });
  });

  it('reads JSON-LD, meta-only, broken and non-UTF-8 pages, naming the store by its host without a site name', async () => {
    expect(await readFixture('/json-ld')).toMatchObject({
      kind: 'read',
      item: { name: 'Winter coat', description: 'Warm', priceCents: 5900, currency: 'CAD', image: null },
    });
    expect(await readFixture('/meta-only')).toMatchObject({
      kind: 'read',
      item: { name: 'Scarf', description: 'Wool scarf', priceCents: null, retailer: '127.0.0.1' },
    });
    expect(await readFixture('/broken')).toMatchObject({ kind: 'read', item: { name: 'Gloves' } });
    expect(await readFixture('/latin1')).toMatchObject({ kind: 'read', item: { name: 'Café mug' } });
  });

  it('reads the page without a picture when the picture is too large, unsafe or not a picture', async () => {
    for (const path of ['/og-huge-image', '/og-private-image', '/og-page-as-image']) {
      expect(await readFixture(path), path).toMatchObject({
        kind: 'read',
        item: { name: 'Rain boots', image: null },
      });
    }
  });

  it('reports pages the store keeps from robots as blocked, keeping the link', async () => {
    const expected = [
      ['/forbidden', BLOCKED_MESSAGES.refused],
      ['/busy', BLOCKED_MESSAGES.refused],
      ['/robot-check', BLOCKED_MESSAGES.challenge],
      ['/challenge', BLOCKED_MESSAGES.challenge],
      ['/script-only', BLOCKED_MESSAGES.scriptOnly],
      ['/script-only-titled', BLOCKED_MESSAGES.scriptOnly],
    ] as const;
    for (const [path, message] of expected) {
      expect(await readFixture(path), path).toEqual({
        kind: 'blocked',
        message,
        productUrl: `${baseUrl}${path}`,
        retailer: '127.0.0.1',
      });
    }
  });

  it('does not mistake a product page that loads reCAPTCHA for a bot wall', async () => {
    expect(await readFixture('/product-with-recaptcha')).toMatchObject({
      kind: 'read',
      item: { name: 'Rain boots' },
    });
  });

  it('throws a SafeFetchError with a message for the owner when the link is unsafe or unreadable', async () => {
    for (const [path, reason] of [
      ['/to-private', 'address'],
      ['/missing', 'http-status'],
      ['/photo.jpg', 'not-html'],
    ] as const) {
      const error = await readFixture(path).catch((caught: unknown) => caught);
      expect(error, path).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).reason, path).toBe(reason);
    }
  });

  it('refuses the fixture store itself without the allow-list', async () => {
    const error = await readProductPage(`${baseUrl}/og`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).reason).toBe('port');
    const atPort80 = await readProductPage('http://127.0.0.1/og').catch((caught: unknown) => caught);
    expect((atPort80 as SafeFetchError).reason).toBe('address');
  });
});

describe('decodeHtml', () => {
  it('uses the header charset, else a <meta charset>, else UTF-8', () => {
    const latin1 = Buffer.from('<meta charset="iso-8859-1"><title>Caf\xe9</title>', 'latin1');
    expect(decodeHtml(latin1, 'text/html')).toContain('Café');
    expect(decodeHtml(Buffer.from('Café'), 'text/html; charset=utf-8')).toBe('Café');
    expect(decodeHtml(Buffer.from('Café'), 'text/html; charset=no-such-charset')).toBe('Café');
  });
});
