// HTTP for the kill test: one signed-in person per actor, each coming from its own loopback address
// (the server trusts one proxy hop), so the per-address flood limit counts each actor alone.
export type TActor = { name: string; id: string; cookie: string; forwardedFor: string };
export type TAnswer = { status: number; body: unknown; isReplayed: boolean };

/** A request that got no answer: the process died under it. */
export class LostAnswer extends Error {}

export async function send(
  baseUrl: string,
  actor: TActor | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: unknown,
  key?: string,
): Promise<TAnswer> {
  const headers: Record<string, string> = {
    'x-forwarded-for': actor?.forwardedFor ?? '127.0.9.9',
    ...(actor ? { cookie: actor.cookie } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(key ? { 'idempotency-key': key } : {}),
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    text = await response.text();
  } catch (error) {
    throw new LostAnswer(String(error));
  }
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    isReplayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** Signs a new person up and in; their email is confirmed by the caller (in SQL). */
export async function signUp(baseUrl: string, name: string, index: number): Promise<TActor> {
  const forwardedFor = `127.0.${Math.floor(index / 200) + 1}.${(index % 200) + 1}`;
  const email = `${name}-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct horse battery staple';
  const anonymous = { name, id: '', cookie: '', forwardedFor };
  const up = await send(baseUrl, anonymous, 'POST', '/api/auth/sign-up', {
    email,
    password,
    firstName: name,
    lastName: 'Tester',
  });
  if (up.status !== 201) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.body)}`);
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { id } = (await response.json()) as { id: string };
  return { name, id, cookie, forwardedFor };
}

/** A small seeded generator (mulberry32): the same seed makes the same run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T | undefined => values[Math.floor(next() * values.length)],
    key: () =>
      Array.from({ length: 4 }, () =>
        Math.floor(next() * 2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      ).join(''),
  };
}
export type TRandom = ReturnType<typeof createRandom>;
