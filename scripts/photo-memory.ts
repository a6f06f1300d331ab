// `npm run bench:photos`: the memory a running server takes for photos. Starts the built server (embedded
// database), then sends, one after another over a real socket, 20 tiny pictures of no photo
// proportions (60000 × 2, 2 × 60000, 1000 × 1, 30000 × 3: a few hundred bytes each) and 20 genuine
// phone-sized photos (24 megapixels), half as list photos and half as profile photos, while reading
// the server process's resident memory every 50 ms. Prints, per series, the answers, the time and the
// server's RSS before, at its peak and after. Exits 1 on an unexpected answer.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { ensureBuilt, startBuiltServer } from './built-server';

const PASSWORD = 'photo memory password long enough';
const HOSTILE_SIZES: Array<[number, number]> = [
  [60_000, 2],
  [2, 60_000],
  [1000, 1],
  [30_000, 3],
];

function readRssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function signUp(baseUrl: string, name: string): Promise<string> {
  const email = `photo-memory-${name}-${Date.now()}@example.invalid`;
  const body = { email, password: PASSWORD, firstName: name, lastName: 'Measure' };
  const json = { 'content-type': 'application/json' };
  const signUpAnswer = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  if (signUpAnswer.status !== 201) throw new Error(`sign-up: ${signUpAnswer.status}`);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A 6000 × 4000 photo with detail in it (a flat colour would decode trivially). */
async function phonePhoto(seed: number): Promise<Buffer> {
  const tile = Buffer.alloc(97 * 89 * 3);
  for (let index = 0; index < tile.length; index++) tile[index] = (index * 7919 + seed * 31) % 251;
  return sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#6a8aa0' } })
    .composite([{ input: tile, raw: { width: 97, height: 89, channels: 3 }, tile: true, blend: 'overlay' }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function send(baseUrl: string, url: string, method: string, cookie: string, data: Buffer) {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo');
  const response = await fetch(`${baseUrl}${url}`, { method, headers: { cookie }, body: form });
  return { status: response.status, body: await response.text() };
}

async function measureSeries(
  pid: number,
  label: string,
  uploads: Array<() => Promise<{ status: number; body: string }>>,
  expected: number[],
): Promise<boolean> {
  const before = readRssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, readRssMb(pid));
  }, 50);
  const started = performance.now();
  const statuses = new Map<number, number>();
  let isAsExpected = true;
  for (const upload of uploads) {
    const { status, body } = await upload();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (!expected.includes(status)) {
      isAsExpected = false;
      console.error(`  unexpected ${status}: ${body.slice(0, 200)}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, readRssMb(pid));
  const after = readRssMb(pid);
  const answers = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `${label.padEnd(42)} ${answers.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s   RSS ${before.toFixed(0)} MB → peak ${peak.toFixed(0)} MB → ${after.toFixed(0)} MB`,
  );
  return isAsExpected;
}

ensureBuilt();
const server = await startBuiltServer();
try {
  const { baseUrl, pid } = server;
  const [hostileUploader, photoUploader] = [
    await signUp(baseUrl, 'Hostile'),
    await signUp(baseUrl, 'Genuine'),
  ];
  const createDraft = async (cookie: string) => {
    const draft = await fetch(`${baseUrl}/api/lists`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await draft.json()) as { id: string }).id;
  };

  const hostile = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      plainPng(...(HOSTILE_SIZES[index % HOSTILE_SIZES.length] ?? [1, 1])),
    ),
  );
  console.log(`hostile pictures: ${hostile.map((data) => data.length).join(', ')} bytes`);
  const genuine = await Promise.all(Array.from({ length: 20 }, (_, index) => phonePhoto(index)));
  console.log(
    `genuine photos: 6000 × 4000 JPEG, ${(genuine.reduce((sum, data) => sum + data.length, 0) / 20 / 1e6).toFixed(1)} MB each\n`,
  );

  const toUploads = async (pictures: Buffer[], cookie: string) => {
    const listId = await createDraft(cookie);
    return pictures.map((data, index) =>
      index % 2 === 0
        ? () => send(baseUrl, `/api/lists/${listId}/photos`, 'POST', cookie, data)
        : () => send(baseUrl, '/api/account/photo', 'PUT', cookie, data),
    );
  };
  const isHostileOk = await measureSeries(
    pid,
    '20 tiny pictures of no photo proportions',
    await toUploads(hostile, hostileUploader),
    [400],
  );
  // Genuine list photos beyond a list's five are refused (400) after being processed.
  const isGenuineOk = await measureSeries(
    pid,
    '20 photos of 24 megapixels',
    await toUploads(genuine, photoUploader),
    [200, 201, 400],
  );
  if (!isHostileOk || !isGenuineOk) process.exitCode = 1;
} finally {
  await server.stop();
}
