import { createServer, type Server, request as sendHttpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TKindlistApp } from './app';
import { sessions } from './db/schema/auth';
import { CONTACT_LIMITS_PER_HOUR } from './domain/content/contact-messages';
import { createSignedInUser, createTestApp, TEST_PASSWORD, type TTestContext } from './test/test-app';

// The app behind one reverse proxy, both on real sockets. The proxy does what nginx's
// $proxy_add_x_forwarded_for does: it keeps whatever X-Forwarded-For the client sent and appends the
// address it saw. Clients connect from different loopback addresses (127.0.0.2, 127.0.0.3...), so the
// proxy sees them as different people.

type TAnswer = { status: number; body: { message?: string } };

let ctx: TTestContext;
let proxy: Server;
let proxyPort: number;

function startOneHopProxy(appPort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const peer = incoming.socket.remoteAddress ?? '';
    const sent = incoming.headers['x-forwarded-for'];
    const upstream = sendHttpRequest(
      {
        host: '127.0.0.1',
        port: appPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': sent ? `${sent}, ${peer}` : peer },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A POST to `port` from `from` (a loopback address), claiming `forwardedFor`. */
function sendFrom(
  port: number,
  path: string,
  payload: object,
  from: string,
  forwardedFor: string,
): Promise<TAnswer> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = sendHttpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          text += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function sendThroughProxy(path: string, payload: object, from: string, forwardedFor: string) {
  return sendFrom(proxyPort, path, payload, from, forwardedFor);
}

let spoofCounter = 0;
/** A different made-up client address every time, as an attacker would send. */
function spoofAddress(): string {
  spoofCounter += 1;
  return `203.0.113.${spoofCounter % 250}, 198.51.100.${(spoofCounter * 7) % 250}`;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { TRUST_PROXY: '1' }, rateLimits: { authMax: 3 } });
  const appAddress = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startOneHopProxy(Number(new URL(appAddress).port));
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await ctx.close();
});

describe('behind one trusted proxy', () => {
  it('limits sign-in attempts per real client, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await sendThroughProxy(
        '/api/auth/sign-in',
        { email: `nobody-${i}@example.com`, password: 'wrong password' },
        '127.0.0.2',
        spoofAddress(),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Another client behind the same proxy has its own limit.
    const other = await sendThroughProxy(
      '/api/auth/sign-in',
      { email: 'nobody-else@example.com', password: 'wrong password' },
      '127.0.0.3',
      spoofAddress(),
    );
    expect(other.status).toBe(401);
  });

  it('limits the contact form per real client, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.perClient + 3; i++) {
      const answer = await sendThroughProxy(
        '/api/contact',
        {
          name: 'Sam',
          email: `writer-${i}@example.com`,
          subject: 'A question',
          message: 'Hello, I would like to know how verification works.',
        },
        '127.0.0.4',
        spoofAddress(),
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMITS_PER_HOUR.perClient);
    expect(statuses.slice(CONTACT_LIMITS_PER_HOUR.perClient)).toEqual([429, 429, 429]);
  });

  it('records the real client address on the session, not the one the client claimed', async () => {
    const user = await createSignedInUser(ctx.app, { remoteAddress: '10.50.0.1' });
    const answer = await sendThroughProxy(
      '/api/auth/sign-in',
      { email: user.email, password: TEST_PASSWORD },
      '127.0.0.5',
      '203.0.113.99',
    );
    expect(answer.status).toBe(200);
    const recorded = await ctx.database.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(recorded.map((session) => session.ipAddress)).toContain('127.0.0.5');
    expect(recorded.map((session) => session.ipAddress)).not.toContain('203.0.113.99');
  });
});

describe('behind a proxy trusted by its address (TRUST_PROXY=127.0.0.1)', () => {
  let app: TKindlistApp;
  let appPort: number;
  let addressProxy: Server;

  beforeAll(async () => {
    // A second instance on the same database, trusting only the proxy's own address.
    app = await buildApp({
      config: { ...ctx.config, trustedProxies: { kind: 'addresses', addresses: ['127.0.0.1'] } },
      database: ctx.database,
      logger: false,
      rateLimits: { authMax: 3, globalMax: 100_000 },
      isBackgroundWorkOnTimers: false,
    });
    appPort = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    addressProxy = await startOneHopProxy(appPort);
  });

  afterAll(async () => {
    addressProxy.closeAllConnections();
    await new Promise((resolve) => addressProxy.close(resolve));
    await app.close();
  });

  async function signInFiveTimes(port: number, from: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const payload = { email: `someone-${from}-${i}@example.com`, password: 'wrong password' };
      statuses.push((await sendFrom(port, '/api/auth/sign-in', payload, from, spoofAddress())).status);
    }
    return statuses;
  }

  it('counts a client through the proxy by the address the proxy saw', async () => {
    const port = (addressProxy.address() as AddressInfo).port;
    expect(await signInFiveTimes(port, '127.0.0.6')).toEqual([401, 401, 401, 429, 429]);
  });

  it('ignores X-Forwarded-For from a client that reaches the app directly', async () => {
    expect(await signInFiveTimes(appPort, '127.0.0.7')).toEqual([401, 401, 401, 429, 429]);
  });
});
