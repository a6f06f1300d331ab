import type { BetterAuthOptions } from 'better-auth';
import { removeForbiddenCharacters } from '#shared/schemas/text';
import type { TConfig } from '../config';

// better-auth needs both names; a provider that shares no name still gives the email address.
function splitProfileName(
  given: string | undefined,
  family: string | undefined,
  full: string | undefined,
  email: string | undefined,
): { firstName: string; lastName: string } {
  // A provider's names skip our forms, so the text rule is applied here (no controls, no direction
  // overrides that could disguise a name).
  const clean = (value: string | undefined) => removeForbiddenCharacters(value ?? '').trim();
  const [first = '', ...rest] = clean(full).split(/\s+/);
  const firstName = (clean(given) || first || email?.split('@')[0] || 'Member').slice(0, 50);
  const lastName = (clean(given) ? clean(family) : rest.join(' ')).trim().slice(0, 50);
  return { firstName, lastName };
}

/**
 * Google and Facebook only when their keys are set. An account with the same email is linked only
 * when the provider vouches for the address AND our user has verified it (better-auth's
 * requireLocalEmailVerified): never a silent takeover of an unverified sign-up.
 */
export function createSocialProviders(config: TConfig): NonNullable<BetterAuthOptions['socialProviders']> {
  return {
    ...(config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            mapProfileToUser: (profile: {
              given_name?: string;
              family_name?: string;
              name?: string;
              email?: string;
            }) => splitProfileName(profile.given_name, profile.family_name, profile.name, profile.email),
          },
        }
      : {}),
    ...(config.facebook
      ? {
          facebook: {
            clientId: config.facebook.clientId,
            clientSecret: config.facebook.clientSecret,
            mapProfileToUser: (profile: { name?: string; email?: string }) =>
              splitProfileName(undefined, undefined, profile.name, profile.email),
          },
        }
      : {}),
  };
}

export function readFirstName(user: object): string {
  const firstName = (user as { firstName?: unknown }).firstName;
  return typeof firstName === 'string' ? firstName : '';
}

export function readReturnTo(callbackUrl: string | null): string | null {
  if (!callbackUrl) return null;
  try {
    return new URL(callbackUrl, 'http://callback.invalid').searchParams.get('returnTo');
  } catch {
    return null;
  }
}

// better-auth's verification tokens are JWTs; a change of address carries the new one in `updateTo`.
// Read only to choose the wording of the mail (better-auth verifies the token when it is used).
export function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.updateTo === 'string';
  } catch {
    return false;
  }
}
