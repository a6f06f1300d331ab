// The people and lists of `npm run soak`, made through the API as a browser would (sign-up, sign-in,
// a list with its items published), each from an address of its own behind the one trusted proxy hop
// the soak's server is told about, so that per-address limits see many clients, as in production.

import pg from 'pg';
import { MAPLE_AVENUE_ADDRESS } from '#shared/test/shipping-addresses';

export const SOAK_PASSWORD = 'soak password 1234 long enough';

const STORIES = [
  'After the storm our home flooded and we lost most of the everyday things our children need this winter.',
  'A kitchen fire took our apartment in March; we are staying with my sister and starting again from nothing.',
  'I was laid off in the spring and the savings are gone; the twins start school soon and need the basics.',
];

export type TSoakUser = { id: string; cookie: string; address: string };
export type TSoakList = { id: string; itemIds: string[] };

/** 10.x.y.z: the client address the proxy would have seen for client number `index`. */
export function toClientAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs up and in through the API, then confirms the address in the database (no mail is read). */
export async function createSoakUser(
  baseUrl: string,
  databaseUrl: string,
  index: number,
  name: string,
): Promise<TSoakUser> {
  const address = toClientAddress(index);
  const headers = { 'x-forwarded-for': address };
  const email = `soak-${name}-${index}-${Date.now()}@soak.invalid`;
  const user = { email, password: SOAK_PASSWORD, firstName: name, lastName: 'Soak' };
  await expectOk(await call(baseUrl, 'POST', '/api/auth/sign-up', headers, user), 'sign-up');
  const signIn = await call(baseUrl, 'POST', '/api/auth/sign-in', headers, {
    email,
    password: SOAK_PASSWORD,
  });
  const { id } = (await expectOk(signIn, 'sign-in')) as { id: string };
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set email_verified = true where id = $1', [id]);
  } finally {
    await client.end();
  }
  return { id, cookie, address };
}

/** A family's published list with `itemCount` items of a large quantity (reserving never runs out). */
export async function createSoakList(
  baseUrl: string,
  family: TSoakUser,
  index: number,
  itemCount: number,
): Promise<TSoakList> {
  const headers = { cookie: family.cookie, 'x-forwarded-for': family.address };
  const created = (await expectOk(
    await call(baseUrl, 'POST', '/api/lists', headers, {
      title: `Winter things for the soak family ${family.id.slice(0, 6)}`,
      // Each family's own story: a close copy of another's is held for review and takes no gifts.
      story: STORIES[index % STORIES.length],
      category: 'essential-items',
      city: 'Dayton',
      region: 'OH',
      shippingAddress: MAPLE_AVENUE_ADDRESS,
    }),
    'create list',
  )) as { id: string };
  for (let index = 0; index < itemCount; index++) {
    await expectOk(
      await call(baseUrl, 'POST', `/api/lists/${created.id}/items`, headers, {
        name: `Soak item ${index}`,
        quantity: 999,
      }),
      'add item',
    );
  }
  const published = (await expectOk(
    await call(baseUrl, 'POST', `/api/lists/${created.id}/publish`, headers),
    'publish',
  )) as { items: Array<{ id: string }> };
  return { id: created.id, itemIds: published.items.map((item) => item.id) };
}

/** Creates a database of its own on the server of `baseUrl` (a postgres:// URL); returns it and its drop. */
export async function createSoakDatabase(
  serverUrl: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `kindlist_soak_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
