// Test-only: the server the end-to-end tests run (node dist/e2e/server.js, built by scripts/build.mjs).
// It is the app exactly as server.ts starts it, plus a small local store on 127.0.0.1:E2E_STORE_PORT
// whose product pages the app may read: the one thing server.ts can never allow (loopback), allowed
// here for that one port only, through buildApp's test option. No request and no setting of the
// deployed server can do the same.
import { createServer } from 'node:http';
import sharp from 'sharp';
import { loadConfig } from '#server/config';
import { prepareServer } from '#server/start';

const storePort = Number(process.env.E2E_STORE_PORT ?? 5199);

const STORE_PAGES: Record<string, { status: number; type: string; body: () => Promise<string | Buffer> }> = {
  '/p/electric-kettle': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: async () => `<!doctype html><html lang="en"><head><title>Electric Kettle | Corner Store</title>
      <meta property="og:site_name" content="Corner Store">
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Electric kettle, 1.7 liters, auto shut-off',
        description: 'Boils water in minutes; turns itself off when done.',
        image: `http://127.0.0.1:${storePort}/images/kettle.png`,
        offers: { '@type': 'Offer', price: '24.99', priceCurrency: 'USD' },
      })}</script></head><body><h1>Electric kettle</h1></body></html>`,
  },
  '/images/kettle.png': {
    status: 200,
    type: 'image/png',
    body: () =>
      sharp({ create: { width: 600, height: 600, channels: 3, background: '#cbd5e1' } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="600" height="600"><rect x="150" y="180" width="300" height="300" rx="40" fill="#0f766e"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer(),
  },
  // A page that answers but names no product (no title, no price): nothing to fill in, the link kept.
  '/p/no-details': {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: async () =>
      '<!doctype html><html><head><meta charset="utf-8"></head><body><p>Welcome</p></body></html>',
  },
  '/p/robot-check': {
    status: 403,
    type: 'text/html; charset=utf-8',
    body: async () => '<html><head><title>Access denied</title></head><body>Access denied</body></html>',
  },
};

// The app's clock, which a test may move forward for a moment (a gift reported a week ago) and back:
// POST /__clock?offset-ms=N on the store's port. Test-only, like the store itself.
let clockOffsetMs = 0;
const clock = { now: () => new Date(Date.now() + clockOffsetMs) };
// A background job run now rather than at its next minute (reservations that ran out, after the clock
// moved): POST /__jobs?name=NAME, answered once it has run.
let runJobNow: ((name: string) => Promise<void>) | null = null;

const store = createServer((request, response) => {
  const clockMatch = /^\/__clock\?offset-ms=(-?\d+)$/.exec(request.url ?? '');
  if (request.method === 'POST' && clockMatch) {
    clockOffsetMs = Number(clockMatch[1]);
    response.writeHead(204).end();
    return;
  }
  const jobMatch = /^\/__jobs\?name=([a-z-]+)$/.exec(request.url ?? '');
  if (request.method === 'POST' && jobMatch && runJobNow) {
    runJobNow(jobMatch[1] ?? '').then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
    return;
  }
  const page = STORE_PAGES[request.url ?? ''];
  if (!page) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  page.body().then(
    (body) => response.writeHead(page.status, { 'content-type': page.type }).end(body),
    () => response.writeHead(500).end(),
  );
});

async function main(): Promise<void> {
  await new Promise<void>((resolve) => store.listen(storePort, '127.0.0.1', resolve));
  const config = loadConfig();
  const { app, database } = await prepareServer(config, {
    productPageLoopbackPorts: new Set([storePort]),
    clock,
  });
  runJobNow = (name) => app.jobs.runNow(name);
  const stop = async () => {
    await app.close();
    await database.close();
    store.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The end-to-end server failed to start:', error);
  process.exit(1);
});
