import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { MAPLE_AVENUE_ADDRESS } from '#shared/test/shipping-addresses';

export const E2E_PASSWORD = 'a long and unusual passphrase';
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
// The local store the end-to-end server may read product pages from (scripts/e2e-server.ts).
export const E2E_STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 5199);

export function uniqueEmail(prefix = 'donor'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export type TAccount = { email: string; firstName: string; lastName: string };

/** Creates an account and signs in through the API; the browser context then carries the session. */
export async function signUpAndSignIn(
  page: Page,
  user: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<TAccount> {
  const account = {
    email: user.email ?? uniqueEmail(),
    firstName: user.firstName ?? 'Maria',
    lastName: user.lastName ?? 'Lopez',
  };
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { ...account, password: E2E_PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: E2E_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return account;
}

/**
 * Signs in as the e2e admin (ADMIN_EMAILS makes that address an admin when it signs up). Specs share
 * the account: it is created only when it does not exist yet, since sign-ups per address are limited.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const signIn = () =>
    page.request.post('/api/auth/sign-in', { data: { email: E2E_ADMIN_EMAIL, password: E2E_PASSWORD } });
  let response = await signIn();
  if (response.status() === 401) {
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { email: E2E_ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin', password: E2E_PASSWORD },
    });
    expect(signUp.status()).toBe(201);
    // The admin area opens only once the address is confirmed.
    const mail = await waitForMail(E2E_ADMIN_EMAIL, 'Confirm your email address for Kindlist');
    await page.request.get(
      findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/),
    );
    response = await signIn();
  }
  expect(response.status()).toBe(200);
}

/** A mail's text as read: quoted-printable undone and headers' encoded words (a Spanish subject) decoded. */
function decodeMail(raw: string): string {
  // The file's bytes are read one per character; quoted-printable bytes join them, UTF-8 is read last.
  const bytes = raw
    // Whitespace between two encoded words (a folded Subject) is not part of the text.
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('latin1')
        : word
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
    )
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits for the newest mail to `to` whose subject contains `subject` in DATA_DIR/mail and returns its decoded text. */
export async function waitForMail(to: string, subject: string): Promise<string> {
  const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      const text = decodeMail(readFileSync(path.join(mailDir, file), 'latin1'));
      if (text.includes(`To: ${to}`) && text.includes(subject)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${to} in ${mailDir}`);
}

export function findLinkIn(mail: string, pattern: RegExp): string {
  const match = mail.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern}`);
  return match[0];
}

/** Signs up through the API, opens the verification link from the mail, and is signed in, verified. */
export async function signUpVerified(
  page: Page,
  user: { firstName?: string; lastName?: string } = {},
): Promise<{ email: string }> {
  const email = uniqueEmail('family');
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: {
      firstName: user.firstName ?? 'Rosa',
      lastName: user.lastName ?? 'Martinez',
      email,
      password: E2E_PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);
  const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
  return { email };
}

/** Nothing on the page scrolls sideways at its viewport's width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate('document.documentElement.scrollWidth'), page.url()).toBeLessThanOrEqual(width);
}

/** Nothing on a 390 px phone's page scrolls sideways. */
export async function expectNoSidewaysScrollOnPhone(page: Page): Promise<void> {
  expect(await page.evaluate('document.documentElement.scrollWidth'), page.url()).toBeLessThanOrEqual(390);
}

/** Store pages open in a new tab: answered here, so the test never waits on the internet. */
export async function answerStorePagesLocally(page: Page): Promise<void> {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>A store</title><p>A store</p>' }),
  );
}

/** A word no other list contains, so a search finds exactly this list. */
export function uniqueWord(): string {
  return `zq${Array.from(randomBytes(5), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

const LIST_STORY =
  'After the storm our home flooded and we lost most of the everyday things our children need this winter.';

/** A list published through the API by the signed-in family of `page` (returns its id). */
export async function publishListViaApi(
  page: Page,
  list: {
    title: string;
    city?: string;
    region?: string;
    story?: string;
    /** The language the list is written in (the page's when left out). */
    language?: 'en' | 'es';
    items?: Array<{ name: string; quantity: number; productUrl?: string; retailer?: string }>;
    /** Where gifts go (a complete one by default, so donors can reserve); null publishes without one. */
    shippingAddress?: {
      name: string;
      line1: string;
      line2?: string;
      city: string;
      region: string;
      postalCode: string;
      country: string;
    } | null;
  },
): Promise<string> {
  const shippingAddress = list.shippingAddress === undefined ? MAPLE_AVENUE_ADDRESS : list.shippingAddress;
  const created = await page.request.post('/api/lists', {
    data: {
      title: list.title,
      story: list.story ?? `${LIST_STORY} ${uniqueWord()} ${uniqueWord()}.`,
      category: 'essential-items',
      city: list.city ?? 'Dayton',
      region: list.region ?? 'OH',
      ...(list.language ? { language: list.language } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const item of list.items ?? [{ name: 'Blankets', quantity: 2 }]) {
    expect((await page.request.post(`/api/lists/${id}/items`, { data: item })).status()).toBe(201);
  }
  expect((await page.request.post(`/api/lists/${id}/publish`)).status()).toBe(200);
  return id;
}

type TBeaconBatch = { events: Array<{ name: string; params: Record<string, unknown> }> };

/**
 * Beacon bodies are not visible to Playwright's network events, so the page's sendBeacon is observed
 * (and still called, so the server really receives each batch). Add with page.addInitScript.
 */
export const OBSERVE_BEACONS = `
  window.__beacons = [];
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) data.text().then((text) => window.__beacons.push({ url: String(url), text }));
    return send(url, data);
  };
`;

/** The analytics events a page has sent by beacon so far (with OBSERVE_BEACONS installed). */
export async function readBeaconEvents(page: Page): Promise<TBeaconBatch['events']> {
  const beacons = (await page.evaluate('window.__beacons')) as Array<{ url: string; text: string }>;
  return beacons
    .filter((beacon) => beacon.url.endsWith('/api/analytics/events'))
    .flatMap((beacon) => (JSON.parse(beacon.text) as TBeaconBatch).events);
}
