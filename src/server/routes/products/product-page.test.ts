import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PUBLIC_WEBSITE_MESSAGE } from '#server/services/safe-fetch';
import {
  createSignedInUser,
  createTestApp,
  createTestList,
  readStoredUpload,
  type TTestContext,
} from '#server/test/test-app';

let fixture: Server;
let base = '';
let ctx: TTestContext;
let closed: TTestContext;

const PAGES: Record<string, { status?: number; type?: string; body: () => Promise<Buffer | string> }> = {
  '/kettle': {
    body: async () => `<!doctype html><html><head><title>Kettle | Shop</title>
      <meta property="og:title" content="Electric kettle, 1.7 L">
      <meta property="og:image" content="/kettle.png">
      <meta property="og:site_name" content="Corner Shop">
      <meta property="product:price:amount" content="24.99">
      <meta property="product:price:currency" content="USD">
      <meta name="description" content="Boils water fast; auto shut-off.">
      </head><body><h1>Kettle</h1></body></html>`,
  },
  '/kettle.png': {
    type: 'image/png',
    body: () =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6ea5' } })
        .png()
        .toBuffer(),
  },
  '/blocked': { status: 403, body: async () => '<html><body>Forbidden</body></html>' },
  '/plain': {
    body: async () =>
      '<!doctype html><html><head><meta charset="utf-8"></head><body><p>Welcome</p></body></html>',
  },
  '/tricky': {
    body: async () =>
      '<html><head><meta property="og:title" content="Kettle\u202Egnp.exe"><meta property="og:site_name" content="Shop\u0007"><meta property="product:price:amount" content="10"></head></html>',
  },
};

beforeAll(async () => {
  fixture = createServer((request, response) => {
    const page = PAGES[request.url ?? ''];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    page.body().then((body) => {
      response.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  const { port } = fixture.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ productPageLoopbackPorts: new Set([port]) });
  // The same app as deployed: no loopback allowed.
  closed = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await closed.close();
  await new Promise((resolve) => fixture.close(resolve));
});

async function createOwnerList(context: TTestContext) {
  const owner = await createSignedInUser(context.app);
  const listId = await createTestList(context, owner, {
    title: 'Kitchen after the fire',
    story: `Our kitchen burned and we are cooking in a motel room with nothing at all. ${owner.email}`,
  });
  return { owner, listId };
}

function read(context: TTestContext, cookie: string | null, listId: string, url: unknown, language = 'en') {
  return context.app.inject({
    method: 'POST',
    url: `/api/lists/${listId}/product-page`,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    payload: { url } as Record<string, unknown>,
  });
}

describe("reading a store's product page to add an item", () => {
  it('prefills the item from the page and keeps its picture here, then saves it as reviewed', async () => {
    const { owner, listId } = await createOwnerList(ctx);
    const response = await read(ctx, owner.cookie, listId, `${base}/kettle`);
    expect(response.statusCode, response.body).toBe(200);
    const reading = response.json();
    expect(reading).toMatchObject({
      kind: 'read',
      item: {
        name: 'Electric kettle, 1.7 L',
        priceCents: 2499,
        currency: 'USD',
        retailer: 'Corner Shop',
        productUrl: `${base}/kettle`,
        description: 'Boils water fast; auto shut-off.',
      },
    });
    const imageUrl = reading.item.imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\/item-images\/[A-Za-z0-9_-]{22}\.webp$/);
    const stored = await readStoredUpload(ctx, imageUrl);
    expect(stored).not.toBeNull();
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800 });
    // Nothing was added until the owner saves what they reviewed (here with a changed name).
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: { cookie: owner.cookie },
      payload: { ...reading.item, name: 'Kettle', quantity: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Kettle',
      imageUrl,
      priceCents: 2499,
      retailer: 'Corner Shop',
    });
    expect((await ctx.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);

    // Two items show the picture: it stays until neither does, then its file goes.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: { cookie: owner.cookie },
      payload: { ...reading.item, name: 'Second kettle', quantity: 1 },
    });
    expect(twice.statusCode, twice.body).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/lists/${listId}/items/${saved.json().id}`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/lists/${listId}/items/${twice.json().id}`,
      headers: { cookie: owner.cookie },
      payload: { imageUrl: null },
    });
    expect(cleared.json().imageUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    expect(await readStoredUpload(ctx, imageUrl)).toBeNull();
    const reused = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: { cookie: owner.cookie },
      payload: { ...reading.item, quantity: 1 },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a picture that is not one it stored itself', async () => {
    const { owner, listId } = await createOwnerList(ctx);
    for (const imageUrl of [
      'https://store.example/kettle.png',
      '/uploads/list-photos/x.webp',
      '/etc/passwd',
    ]) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: `/api/lists/${listId}/items`,
        headers: { cookie: owner.cookie },
        payload: { name: 'Kettle', quantity: 1, imageUrl },
      });
      expect(saved.statusCode, imageUrl).toBe(400);
    }
  });

  it("cleans a store's text so the item it prefills can be saved as it is", async () => {
    const { owner, listId } = await createOwnerList(ctx);
    const reading = (await read(ctx, owner.cookie, listId, `${base}/tricky`)).json();
    expect(reading.item).toMatchObject({ name: 'Kettlegnp.exe', retailer: 'Shop' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      headers: { cookie: owner.cookie },
      payload: { ...reading.item, quantity: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('says so when the store refuses robots, keeping the link for adding by hand', async () => {
    const { owner, listId } = await createOwnerList(ctx);
    const response = await read(ctx, owner.cookie, listId, `${base}/blocked`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'blocked',
      productUrl: `${base}/blocked`,
      message: expect.stringMatching(/The link is kept: add the name and the price by hand/),
    });
  });

  it('keeps a link whose page cannot be read, with the store named after its site, for adding by hand', async () => {
    const { owner, listId } = await createOwnerList(ctx);
    for (const path of ['/gone', '/kettle.png']) {
      const response = await read(ctx, owner.cookie, listId, `${base}${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toMatchObject({
        kind: 'blocked',
        productUrl: `${base}${path}`,
        retailer: '127.0.0.1',
        message: expect.stringMatching(/The link is kept: add the name and the price by hand/),
      });
    }
    // A website that does not exist: the link may be right and the network down, so it is kept too.
    const unknown = await read(ctx, owner.cookie, listId, 'https://www.no-such-store.invalid/p/1');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      kind: 'blocked',
      productUrl: 'https://www.no-such-store.invalid/p/1',
      retailer: 'no-such-store.invalid',
    });
  });

  it('never calls a link it could not read wrong, and says what happened, in English and Spanish', async () => {
    const { owner, listId } = await createOwnerList(ctx);
    const unreachable = 'https://www.no-such-store.invalid/p/1';
    for (const [language, blame, kept] of [
      ['en', /check the link/i, /The link is kept/],
      ['es', /revise el enlace/i, /El enlace se conserva/],
    ] as const) {
      const answer = await read(ctx, owner.cookie, listId, unreachable, language);
      expect(answer.statusCode, language).toBe(200);
      expect(answer.json(), language).toMatchObject({ kind: 'blocked', productUrl: unreachable });
      expect(answer.json().message, language).not.toMatch(blame);
      expect(answer.json().message, language).toMatch(kept);
    }
    // A page that answers but names no product is said to be just that.
    const plain = await read(ctx, owner.cookie, listId, `${base}/plain`, 'es');
    expect(plain.json()).toMatchObject({
      kind: 'blocked',
      productUrl: `${base}/plain`,
      message: expect.stringMatching(/no encontró en ella el nombre ni el precio/),
    });
    // A store on an unusual port is not read, but its link is no less a link: kept, not refused.
    const { owner: other, listId: otherList } = await createOwnerList(closed);
    const onPort = await read(closed, other.cookie, otherList, 'https://shop.example:8443/p/kettle', 'es');
    expect(onPort.statusCode).toBe(200);
    expect(onPort.json()).toMatchObject({
      kind: 'blocked',
      productUrl: 'https://shop.example:8443/p/kettle',
      retailer: 'shop.example',
      message: expect.stringMatching(/puerto poco común.*El enlace se conserva/),
    });
  });

  it('never reads a private or loopback address when deployed, and answers as for a name that resolves nowhere', async () => {
    const { owner, listId } = await createOwnerList(closed);
    let fixtureHits = 0;
    const countHit = () => {
      fixtureHits += 1;
    };
    fixture.on('request', countHit);
    // A private address and a name that resolves nowhere get one answer, so nobody can probe which
    // internal names exist: the link is kept, nothing is read.
    const toAnswer = (response: { statusCode: number; json: () => { kind?: string; message?: string } }) => ({
      status: response.statusCode,
      kind: response.json().kind,
      message: response.json().message,
    });
    const unresolvable = toAnswer(
      await read(closed, owner.cookie, listId, 'http://no-such-shop.invalid/item'),
    );
    expect(unresolvable).toEqual({ status: 200, kind: 'blocked', message: NO_PUBLIC_WEBSITE_MESSAGE });
    // A loopback server on another port is not read (an unusual port): the link is kept, unread.
    expect(toAnswer(await read(closed, owner.cookie, listId, `${base}/kettle`))).toMatchObject({
      status: 200,
      kind: 'blocked',
    });
    for (const url of [
      'http://127.0.0.1/kettle',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
    ]) {
      expect(toAnswer(await read(closed, owner.cookie, listId, url)), url).toEqual(unresolvable);
    }
    fixture.off('request', countHit);
    expect(fixtureHits).toBe(0);
    for (const url of [
      '',
      'not a link',
      'ftp://example.com/a',
      'javascript:alert(1)',
      `https://a.example/${'x'.repeat(2100)}`,
      42,
    ]) {
      expect((await read(closed, owner.cookie, listId, url)).statusCode, String(url).slice(0, 40)).toBe(400);
    }
  });

  it("reads pages only for the owner's own list, signed in, a limited number of times", async () => {
    const { owner, listId } = await createOwnerList(ctx);
    const other = await createSignedInUser(ctx.app);
    expect((await read(ctx, null, listId, `${base}/kettle`)).statusCode).toBe(401);
    expect((await read(ctx, other.cookie, listId, `${base}/kettle`)).statusCode).toBe(403);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await read(ctx, owner.cookie, listId, `${base}/blocked`)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
