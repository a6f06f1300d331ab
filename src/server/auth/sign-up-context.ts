import { AsyncLocalStorage } from 'node:async_hooks';
import Bowser from 'bowser';
import type { TSignUpReason } from '#shared/schemas/user';

/** A browser and system as a person would name them ("Chrome", "Android"). */
export type TDevice = { browser: string; os: string };

/** What the sign-up request says that the confirmation mail better-auth sends during it may use. */
export type TSignUpFacts = {
  /** Why the page says the person signs up: chooses words only, never what the account may do. */
  reason: TSignUpReason | null;
  /** The browser that signed up, so that a person who did not do it can tell. */
  device: TDevice | null;
};

// better-auth calls our mail function from inside signUpEmail with no way to pass more than the user
// and the link; the sign-up route runs that call inside this store instead.
const signUpFacts = new AsyncLocalStorage<TSignUpFacts>();

export function runWithSignUpFacts<T>(facts: TSignUpFacts, run: () => Promise<T>): Promise<T> {
  return signUpFacts.run(facts, run);
}

/** The facts of the sign-up under way, or null outside one (a link asked for again). */
export function readSignUpFacts(): TSignUpFacts | null {
  return signUpFacts.getStore() ?? null;
}

// A client writes its User-Agent, and the parser names an unknown browser after whatever text it
// starts with ("Win a prize at evil.com/1"): only the names the parser itself knows reach a mail.
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP));

/** The browser and system a User-Agent names, or null when either is not one the parser knows. */
export function describeDevice(userAgent: string | undefined): TDevice | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 1024));
  const browserName = browser.name ?? '';
  const osName = os.name ?? '';
  if (!KNOWN_BROWSERS.has(browserName) || !KNOWN_SYSTEMS.has(osName)) return null;
  return { browser: browserName, os: osName };
}
