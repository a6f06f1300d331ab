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

// A client writes its User-Agent: only plain names (the parser's own, such as "Chrome") reach a mail.
const PLAIN_NAME = /^[\p{L}\p{N} .-]{1,40}$/u;

/** The browser and system a User-Agent names, or null when it names them not plainly. */
export function describeDevice(userAgent: string | undefined): TDevice | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 1024));
  const browserName = browser.name?.trim() ?? '';
  const osName = os.name?.trim() ?? '';
  if (!PLAIN_NAME.test(browserName) || !PLAIN_NAME.test(osName)) return null;
  return { browser: browserName, os: osName };
}
