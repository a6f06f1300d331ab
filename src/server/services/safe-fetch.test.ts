import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fetchSafely,
  NO_PUBLIC_WEBSITE_MESSAGE,
  SafeFetchError,
  type TResolver,
  type TSafeFetchOptions,
} from './safe-fetch';

// A local stand-in for a store, reachable only through the tests' loopback allow-list.
let server: Server;
let port: number;
let fixtureImage: Buffer;
const seenRequests: { path: string; headers: IncomingHttpHeaders }[] = [];
const MB = 1024 * 1024;

function sendHtml(response: import('node:http').ServerResponse, html: string): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}

beforeAll(async () => {
  fixtureImage = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    seenRequests.push({ path, headers: request.headers });
    const hops = /^\/redirect\/(\d+)$/.exec(path);
    const redirect = (location: string) => response.writeHead(302, { Location: location }).end();
    if (path === '/page')
      return sendHtml(response, `<title>Fixture</title><p>Host ${request.headers.host}</p>`);
    if (hops) return redirect(Number(hops[1]) === 1 ? '/page' : `/redirect/${Number(hops[1]) - 1}`);
    if (path === '/relative') return redirect('redirect/1');
    if (path === '/to-private') return redirect('http://10.0.0.1/');
    if (path === '/to-mapped-loopback') return redirect('http://[::ffff:127.0.0.1]/page');
    if (path === '/to-mapped-loopback-same-port') return redirect(`http://[::ffff:127.0.0.1]:${port}/page`);
    if (path === '/to-other-loopback') return redirect(`http://127.0.0.2:${port}/page`);
    if (path === '/to-other-port') return redirect(`http://127.0.0.1:${port + 1}/page`);
    if (path === '/large') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      for (let sent = 0; sent <= 2 * MB; sent += 64 * 1024) response.write('x'.repeat(64 * 1024));
      return response.end();
    }
    if (path === '/large-declared') {
      return response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': 3 * MB }).end('x');
    }
    if (path === '/gzip') {
      const body = gzipSync('<title>Packed</title>');
      return response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(body);
    }
    if (path === '/gzip-bomb') {
      const body = gzipSync(Buffer.alloc(3 * MB, 32));
      return response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(body);
    }
    if (path === '/slow-headers')
      return void setTimeout(() => sendHtml(response, '<title>Late</title>'), 2_000);
    if (path === '/slow-body') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).write('<title>');
      return void setTimeout(() => response.end('Late</title>'), 2_000);
    }
    if (path === '/json') return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    if (path === '/no-type') return response.writeHead(200).end('<title>Untyped</title>');
    if (path === '/image') return response.writeHead(200, { 'Content-Type': 'image/png' }).end(fixtureImage);
    if (path === '/forbidden') return response.writeHead(403, { 'Content-Type': 'text/html' }).end('No');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function fetchFixture(path: string, options: Partial<TSafeFetchOptions> = {}) {
  return fetchSafely(`http://127.0.0.1:${port}${path}`, {
    accept: 'html',
    maxBytes: 2 * MB,
    timeoutMs: 5_000,
    maxRedirects: 3,
    allowedLoopbackPorts: new Set([port]),
    ...options,
  });
}

async function readRefusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SafeFetchError)) throw new Error(`Expected a SafeFetchError, got ${String(error)}`);
  return error;
}

function countRequests(path: string): number {
  return seenRequests.filter((request) => request.path === path).length;
}

describe('fetchSafely against the fixture store', () => {
  it('reads a page with a plain user agent and says what it got', async () => {
    const response = await fetchFixture('/page');
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/html; charset=utf-8');
    expect(response.finalUrl).toBe(`http://127.0.0.1:${port}/page`);
    expect(response.body.toString()).toContain('<title>Fixture</title>');
    const headers = seenRequests.at(-1)?.headers;
    expect(headers?.['user-agent']).toBe('Mozilla/5.0 (compatible; KindlistBot/1.0)');
    expect(headers?.accept).toContain('text/html');
  });

  it('follows 1 and 3 redirects (relative ones too) and refuses a 4th', async () => {
    expect((await fetchFixture('/redirect/1')).finalUrl).toBe(`http://127.0.0.1:${port}/page`);
    expect((await fetchFixture('/redirect/3')).finalUrl).toBe(`http://127.0.0.1:${port}/page`);
    expect((await fetchFixture('/relative')).finalUrl).toBe(`http://127.0.0.1:${port}/page`);
    const before = countRequests('/page');
    expect((await readRefusal(fetchFixture('/redirect/4'))).reason).toBe('too-many-redirects');
    expect(countRequests('/redirect/1')).toBeGreaterThan(0);
    expect(countRequests('/page')).toBe(before);
  });

  it('checks every redirect: private and IPv4-mapped loopback targets are refused even with the allow-list', async () => {
    // The allow-list is 127.0.0.1 on the fixture's port only: ::ffff:127.0.0.1 is another address
    // (whatever port), 127.0.0.2 another address, and the next port another port.
    const pageReadsBefore = countRequests('/page');
    const refusals = await Promise.all(
      ['/to-private', '/to-mapped-loopback', '/to-mapped-loopback-same-port', '/to-other-loopback'].map(
        (path) => readRefusal(fetchFixture(path)),
      ),
    );
    expect(refusals.map((refusal) => refusal.reason)).toEqual(['address', 'address', 'address', 'address']);
    expect(refusals[0]?.message).toBe(NO_PUBLIC_WEBSITE_MESSAGE);
    expect((await readRefusal(fetchFixture('/to-other-port'))).reason).toBe('port');
    expect(countRequests('/page')).toBe(pageReadsBefore);
  });

  it('stops reading past 2 MB, whether announced, streamed or compressed', async () => {
    for (const path of ['/large', '/large-declared', '/gzip-bomb']) {
      expect((await readRefusal(fetchFixture(path))).reason, path).toBe('too-large');
    }
    expect((await fetchFixture('/gzip')).body.toString()).toBe('<title>Packed</title>');
  });

  it('gives up on a page slower than the timeout, before or after its headers', async () => {
    const startedAt = Date.now();
    const refusals = await Promise.all(
      ['/slow-headers', '/slow-body'].map((path) => readRefusal(fetchFixture(path, { timeoutMs: 300 }))),
    );
    expect(refusals.map((refusal) => refusal.reason)).toEqual(['timeout', 'timeout']);
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it('reads HTML only as a page and JPEG, PNG or WebP only as an image', async () => {
    expect((await readRefusal(fetchFixture('/json'))).reason).toBe('not-html');
    expect((await readRefusal(fetchFixture('/no-type'))).reason).toBe('not-html');
    expect((await readRefusal(fetchFixture('/image'))).reason).toBe('not-html');
    expect((await readRefusal(fetchFixture('/page', { accept: 'image' }))).reason).toBe('not-image');
    const image = await fetchFixture('/image', { accept: 'image' });
    expect(image.body.equals(fixtureImage)).toBe(true);
  });

  it('turns an error answer into an http-status refusal with its status', async () => {
    const refusal = await readRefusal(fetchFixture('/forbidden'));
    expect(refusal).toMatchObject({ reason: 'http-status', status: 403 });
    expect(refusal.message).toContain('(403)');
  });
});

describe('fetchSafely and DNS', () => {
  it('resolves once per hop and connects to the address it checked, keeping the host name', async () => {
    // A rebinding resolver: the first answer is the (allowed) fixture, any later one a private address.
    const resolver = vi
      .fn<TResolver>()
      .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }])
      .mockResolvedValue([{ address: '10.0.0.1', family: 4 }]);
    const options = { resolver, allowedLoopbackPorts: new Set([port]) };

    const response = await fetchSafely(`http://shop.test:${port}/page`, {
      accept: 'html',
      maxBytes: MB,
      timeoutMs: 5_000,
      maxRedirects: 3,
      ...options,
    });
    expect(response.body.toString()).toContain(`Host shop.test:${port}`);
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(resolver).toHaveBeenCalledWith('shop.test');

    // The next hop is resolved again (once) and its new, private answer is refused.
    const redirected = fetchSafely(`http://shop.test:${port}/redirect/1`, {
      accept: 'html',
      maxBytes: MB,
      timeoutMs: 5_000,
      maxRedirects: 3,
      ...options,
      resolver: vi
        .fn<TResolver>()
        .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }])
        .mockResolvedValue([{ address: '10.0.0.1', family: 4 }]),
    });
    expect((await readRefusal(redirected)).reason).toBe('address');
  });

  it('refuses a host whose first answer is loopback when there is no allow-list, and asks only once', async () => {
    const resolver = vi
      .fn<TResolver>()
      .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }])
      .mockResolvedValue([{ address: '8.8.8.8', family: 4 }]);
    const refusal = await readRefusal(
      fetchSafely('http://shop.test/', {
        accept: 'html',
        maxBytes: MB,
        timeoutMs: 5_000,
        maxRedirects: 3,
        resolver,
      }),
    );
    expect(refusal.reason).toBe('address');
    expect(resolver).toHaveBeenCalledTimes(1);
  });
});
