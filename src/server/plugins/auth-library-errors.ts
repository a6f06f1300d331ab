import { APIError } from 'better-auth/api';
import type { TMessage } from '../services/translations';

// better-auth's refusals that our auth routes pass on to a client, by their code: their English words
// are better-auth's own (as answers gave them before), and they are written in the reader's language.
// ACCOUNT_SUSPENDED is ours (auth/auth.ts refuses a suspended account's session with it).
const AUTH_LIBRARY_MESSAGES: Readonly<Record<string, TMessage>> = {
  ACCOUNT_SUSPENDED: { key: 'errors.auth.suspended' },
  USER_NOT_FOUND: { key: 'errors.authLibrary.userNotFound' },
  INVALID_PASSWORD: { key: 'errors.authLibrary.invalidPassword' },
  INVALID_EMAIL: { key: 'errors.authLibrary.invalidEmail' },
  INVALID_EMAIL_OR_PASSWORD: { key: 'errors.authLibrary.invalidEmailOrPassword' },
  INVALID_TOKEN: { key: 'errors.authLibrary.invalidToken' },
  TOKEN_EXPIRED: { key: 'errors.authLibrary.tokenExpired' },
  EMAIL_NOT_VERIFIED: { key: 'errors.authLibrary.emailNotVerified' },
  PASSWORD_TOO_SHORT: { key: 'errors.authLibrary.passwordTooShort' },
  PASSWORD_TOO_LONG: { key: 'errors.authLibrary.passwordTooLong' },
  USER_ALREADY_EXISTS: { key: 'errors.authLibrary.userAlreadyExists' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { key: 'errors.authLibrary.userAlreadyExistsUseAnotherEmail' },
  EMAIL_CAN_NOT_BE_UPDATED: { key: 'errors.authLibrary.emailCannotBeUpdated' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { key: 'errors.authLibrary.credentialAccountNotFound' },
  SESSION_EXPIRED: { key: 'errors.authLibrary.sessionExpired' },
  SESSION_NOT_FRESH: { key: 'errors.authLibrary.sessionNotFresh' },
  USER_ALREADY_HAS_PASSWORD: { key: 'errors.authLibrary.userAlreadyHasPassword' },
  EMAIL_ALREADY_VERIFIED: { key: 'errors.authLibrary.emailAlreadyVerified' },
  PROVIDER_NOT_FOUND: { key: 'errors.authLibrary.providerNotFound' },
};

/** The catalog message of a better-auth refusal code we know (an answer body's `code`), or null. */
export function describeAuthLibraryCode(code: unknown): TMessage | null {
  return (
    (typeof code === 'string' && Object.hasOwn(AUTH_LIBRARY_MESSAGES, code) && AUTH_LIBRARY_MESSAGES[code]) ||
    null
  );
}

/** The catalog message of a better-auth refusal we know, or null. */
export function describeAuthLibraryError(error: unknown): TMessage | null {
  if (!(error instanceof APIError)) return null;
  return describeAuthLibraryCode((error.body as { code?: unknown } | undefined)?.code);
}
