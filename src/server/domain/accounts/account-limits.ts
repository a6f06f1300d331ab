import {
  consumeRateLimit,
  incrementCounter,
  RateLimitedError,
  refundCounter,
  resetCounter,
  type TRateLimitContext,
  toRetryAfterSeconds,
} from '#server/services/rate-limits';
import { type TMessage, translate } from '#server/services/translations';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Limits that guard one account (each auth route also has its per-address limit, AUTH_RATE_LIMIT_PER_MINUTE).
 * Failed sign-ins and reset requests are counted per account AND client network, so strangers
 * elsewhere cannot use up the owner's attempts; an account-wide ceiling stops guessing from many
 * addresses, and a browser known to the account (auth/known-browser.ts) is never held by it.
 */
export const ACCOUNT_LIMITS = {
  signInFailuresPerNetwork: { max: 10, windowMs: 15 * MINUTE_MS },
  signInFailuresPerAccount: { max: 50, windowMs: 15 * MINUTE_MS },
  resetRequestsPerNetwork: { max: 3, windowMs: HOUR_MS },
  resetRequestsPerAccount: { max: 10, windowMs: HOUR_MS },
  signUps: { max: 3, windowMs: HOUR_MS },
  verificationResends: { max: 3, windowMs: HOUR_MS },
} as const;

export function resetLinksAlreadySent(retryAfterSeconds: number): TMessage {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return { key: 'errors.accounts.resetLinksAlreadySent', values: { minutes } };
}

/** Its English words. */
export function formatResetLinksAlreadySent(retryAfterSeconds: number): string {
  return translate('en', resetLinksAlreadySent(retryAfterSeconds));
}

/** Who is asking: the account's email, the client's network (toClientNetwork) and whether the browser is known to the account. */
export type TAccountClient = { email: string; network: string; isKnownBrowser: boolean };

// Keys end with ":<email>" so that deleting an account deletes its counters too.
const signInNetworkKey = (client: TAccountClient) => `sign-in-from:${client.network}:${client.email}`;
const signInAccountKey = (email: string) => `sign-in:${email}`;

/**
 * Counts a sign-in attempt before the password is checked (so parallel guesses cannot slip past the
 * limit) and returns what to call when it succeeds: a correct password is not a failure, and its
 * count is given back. Throws a 429 when this network, or (for a browser not known to the account)
 * the whole account, has failed too often.
 */
export async function beginSignInAttempt(
  context: TRateLimitContext,
  client: TAccountClient,
): Promise<{ onSucceeded: () => Promise<void> }> {
  const perNetwork = ACCOUNT_LIMITS.signInFailuresPerNetwork;
  const networkKey = signInNetworkKey(client);
  const fromNetwork = await incrementCounter(context, networkKey, perNetwork.windowMs);
  if (fromNetwork.count > perNetwork.max) throw new RateLimitedError(toRetryAfterSeconds(fromNetwork.ttlMs));
  if (client.isKnownBrowser) return { onSucceeded: () => refundCounter(context, networkKey) };

  const perAccount = ACCOUNT_LIMITS.signInFailuresPerAccount;
  const accountKey = signInAccountKey(client.email);
  const fromAnywhere = await incrementCounter(context, accountKey, perAccount.windowMs);
  if (fromAnywhere.count > perAccount.max) {
    // No password was checked: this attempt is not this network's failure.
    await refundCounter(context, networkKey);
    throw new RateLimitedError(toRetryAfterSeconds(fromAnywhere.ttlMs));
  }
  return {
    onSucceeded: async () => {
      await refundCounter(context, networkKey);
      await refundCounter(context, accountKey);
    },
  };
}

/** After a password reset, guesses at the old password no longer hold the account's new sign-ins. */
export function forgetSignInFailures(context: TRateLimitContext, email: string): Promise<void> {
  return resetCounter(context, signInAccountKey(email.toLowerCase()));
}

/**
 * Counts a password-reset request. Each one mails the account's owner, so the inbox is protected by
 * an account-wide ceiling; but requests from elsewhere never keep a known browser from asking, and a
 * network is held only by its own requests.
 */
export async function consumeResetRequest(context: TRateLimitContext, client: TAccountClient): Promise<void> {
  const perNetwork = ACCOUNT_LIMITS.resetRequestsPerNetwork;
  await consumeRateLimit(
    context,
    `reset-request-from:${client.network}:${client.email}`,
    perNetwork.max,
    perNetwork.windowMs,
  );
  if (client.isKnownBrowser) return;
  const perAccount = ACCOUNT_LIMITS.resetRequestsPerAccount;
  const { count, ttlMs } = await incrementCounter(
    context,
    `reset-request:${client.email}`,
    perAccount.windowMs,
  );
  if (count > perAccount.max) {
    const retryAfterSeconds = toRetryAfterSeconds(ttlMs);
    throw new RateLimitedError(retryAfterSeconds, resetLinksAlreadySent(retryAfterSeconds));
  }
}

/** Repeated sign-ups with one email would mail its owner again and again. */
export function consumeSignUp(context: TRateLimitContext, email: string): Promise<void> {
  const { max, windowMs } = ACCOUNT_LIMITS.signUps;
  return consumeRateLimit(context, `sign-up:${email}`, max, windowMs);
}

export function consumeVerificationResend(context: TRateLimitContext, userId: string): Promise<void> {
  const { max, windowMs } = ACCOUNT_LIMITS.verificationResends;
  return consumeRateLimit(context, `verification-resend:${userId}`, max, windowMs);
}
