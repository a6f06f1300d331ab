// The suite's users and its steady mix of reads and writes, each answer recorded.
import { setTimeout as sleep } from 'node:timers/promises';
import type { TThrowawayPostgres } from './throwaway-postgres';

export type TAnswer = {
  op: string;
  startMs: number;
  endMs: number;
  status: number | 'network-error' | 'timeout';
  retryAfter: string | null;
  message: string | null;
};

export type TSeed = { listId: string; itemIds: string[]; donorCookies: string[] };

const PASSWORD = 'outage suite password 2026';
let addressCounter = 0;

/** A different client address per request (TRUST_PROXY=127.0.0.1): the flood limit is per address. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; userAgent?: string } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
}

async function signUp(baseUrl: string, email: string): Promise<string> {
  const body = { email, password: PASSWORD, firstName: 'Ana', lastName: 'Diaz' };
  const signUpAnswer = await call(baseUrl, 'POST', '/api/auth/sign-up', { body });
  if (signUpAnswer.status !== 201)
    throw new Error(`sign-up: ${signUpAnswer.status} ${await signUpAnswer.text()}`);
  const signIn = await call(baseUrl, 'POST', '/api/auth/sign-in', { body: { email, password: PASSWORD } });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function seed(baseUrl: string, database: TThrowawayPostgres, donors: number): Promise<TSeed> {
  const ownerCookie = await signUp(baseUrl, 'owner@outage.example');
  const donorCookies: string[] = [];
  for (let index = 0; index < donors; index++) {
    donorCookies.push(await signUp(baseUrl, `donor${index}@outage.example`));
  }
  await database.query('update users set email_verified = true');
  const send = async (method: string, path: string, body: unknown) => {
    const answer = await call(baseUrl, method, path, { cookie: ownerCookie, body });
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { id: string };
  };
  const { id: listId } = await send('POST', '/api/lists', {
    title: 'Winter things after the flood',
    story: 'Our home flooded last week and we lost most of the everyday things our family needs right now.',
    category: 'essential-items',
    city: 'Dayton',
    region: 'OH',
    shippingAddress: {
      name: 'Ana Diaz',
      line1: '1 Main Street',
      city: 'Dayton',
      region: 'OH',
      postalCode: '45402',
      country: 'US',
    },
  });
  const itemIds: string[] = [];
  for (const name of ['Coat', 'Blanket', 'Boots', 'Lamp', 'Kettle', 'Towels']) {
    itemIds.push((await send('POST', `/api/lists/${listId}/items`, { name, quantity: 999 })).id);
  }
  await send('POST', `/api/lists/${listId}/publish`, {});
  return { listId, itemIds, donorCookies };
}

type TOp = { name: string; weight: number; run: () => Promise<Response> };

/**
 * `workers` loops, each sending one request about every `pauseMs` (plus its answer time) until
 * `isRunning()` turns false. Writes: a donor reserves one of an item and cancels it at once.
 */
export async function runTraffic(options: {
  baseUrl: string;
  seed: TSeed;
  workers: number;
  pauseMs: number;
  now: () => number;
  isRunning: () => boolean;
  answers: TAnswer[];
}): Promise<void> {
  const { baseUrl, seed: data, now, answers } = options;
  let donorTurn = 0;
  let viewer = 0;
  const donor = () => data.donorCookies[donorTurn++ % data.donorCookies.length] ?? '';
  const item = () => data.itemIds[Math.floor(Math.random() * data.itemIds.length)];
  const ops: TOp[] = [
    {
      name: 'list page',
      weight: 3,
      run: () =>
        call(baseUrl, 'GET', `/api/lists/${data.listId}`, { userAgent: `outage-viewer-${viewer++}` }),
    },
    {
      name: 'browse',
      weight: 2,
      run: () => call(baseUrl, 'GET', `/api/lists?page=${1 + Math.floor(Math.random() * 50)}`),
    },
    {
      name: 'signed-in user',
      weight: 3,
      run: () => call(baseUrl, 'GET', '/api/auth/user', { cookie: donor() }),
    },
    {
      name: 'notifications',
      weight: 2,
      run: () => call(baseUrl, 'GET', '/api/notifications', { cookie: donor() }),
    },
    {
      name: 'reserve+cancel',
      weight: 2,
      run: async () => {
        const cookie = donor();
        const reserved = await call(baseUrl, 'POST', `/api/lists/${data.listId}/items/${item()}/pledges`, {
          cookie,
          body: { quantity: 1 },
        });
        if (reserved.status !== 201) return reserved;
        const { id } = (await reserved.json()) as { id: string };
        return call(baseUrl, 'POST', `/api/pledges/${id}/cancel`, { cookie, body: {} });
      },
    },
  ];
  const totalWeight = ops.reduce((sum, op) => sum + op.weight, 0);
  const pick = (): TOp => {
    let roll = Math.random() * totalWeight;
    for (const op of ops) {
      roll -= op.weight;
      if (roll < 0) return op;
    }
    return ops[0] as TOp;
  };
  const worker = async () => {
    while (options.isRunning()) {
      const op = pick();
      const startMs = now();
      try {
        const answer = await op.run();
        const text = await answer.text();
        let message: string | null = null;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? null;
        } catch {
          message = null;
        }
        answers.push({
          op: op.name,
          startMs,
          endMs: now(),
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          message,
        });
      } catch (error) {
        const isTimeout = (error as Error).name === 'TimeoutError';
        answers.push({
          op: op.name,
          startMs,
          endMs: now(),
          status: isTimeout ? 'timeout' : 'network-error',
          retryAfter: null,
          message: String(error),
        });
      }
      await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
}
