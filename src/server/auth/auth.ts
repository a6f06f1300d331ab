import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { readAccountLanguage } from '#server/mail/recipient-language';
import { readRequestLanguage } from '#server/plugins/language';
import { getTranslator } from '#server/services/translations';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { toSafeReturnPath } from '#shared/return-path';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { schema } from '../db/schema';
import { users } from '../db/schema/auth';
import type { TAccountDeletionHooks } from '../domain/accounts/account-deletion';
import { forgetSignInFailures } from '../domain/accounts/account-limits';
import { readConfirmationPurpose } from '../domain/accounts/confirmation-purpose';
import { createNotification } from '../domain/notifications/notifications';
import { confirmUnconfirmedHolds } from '../domain/pledges/unconfirmed-holds';
import type { TMailer } from '../mail/mailer';
import {
  composeEmailChangeMail,
  composeExistingAccountMail,
  composeResetPasswordMail,
  composeVerificationMail,
} from '../mail/templates';
import type { TClock } from '../services/clock';
import { translate } from '../services/translations';
import type { createAuthLogOptions } from './auth-log';
import { createSocialProviders, isEmailChangeToken, readFirstName, readReturnTo } from './auth-profiles';
import { CLIENT_ADDRESS_HEADER } from './headers';
import { hashPassword, verifyPassword } from './passwords';
import { readSignUpFacts } from './sign-up-context';

export const AUTH_BASE_PATH = '/api/auth';
export const SESSION_COOKIE_PREFIX = 'kindlist';
export const VERIFICATION_CALLBACK_PATH = pagePaths.verifyEmail('status=verified');

/** A new account's first notice (its English title and message as the catalog has them). */
export const WELCOME_NOTIFICATION = {
  titleKey: 'notifications.welcome.title',
  messageKey: 'notifications.welcome.message',
  title: getTranslator('en')('notifications.welcome.title'),
  message: getTranslator('en')('notifications.welcome.message'),
  link: PAGE_PATHS.create,
} as const;

/** A suspended account's refusal (code ACCOUNT_SUSPENDED: plugins/auth-library-errors.ts words it). */
export const SUSPENDED_ACCOUNT_MESSAGE = translate('en', { key: 'errors.auth.suspended' });

export const EMAIL_CHANGED_CALLBACK_PATH = pagePaths.verifyEmail('status=email-changed');

/** The page a confirmation link opens: /verify-email, with where to continue (a path of this site). */
export function toVerificationCallback(returnTo: string | null | undefined): string {
  const safe = returnTo ? toSafeReturnPath(returnTo) : '/';
  return safe === '/'
    ? VERIFICATION_CALLBACK_PATH
    : `${VERIFICATION_CALLBACK_PATH}&returnTo=${encodeURIComponent(safe)}`;
}

/**
 * Passwords. Only the link and callback endpoints of better-auth are reachable over HTTP (see
 * FORWARDED_AUTH_PATHS in routes/auth-links.ts); everything a form sends goes through our own routes,
 * which validate with the shared schemas, refuse common passwords, rate-limit per address and per
 * account, and never reveal whether an email is registered.
 */
function createPasswordOptions(
  db: TDatabase,
  config: TConfig,
  mailer: TMailer,
  clock: TClock,
): NonNullable<BetterAuthOptions['emailAndPassword']> {
  return {
    enabled: true,
    // No automatic sign-in after sign-up: the answer must be the same whether or not the email
    // already has an account.
    autoSignIn: false,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    password: { hash: hashPassword, verify: verifyPassword },
    resetPasswordTokenExpiresIn: 60 * 60,
    // A reset ends every session of the account, wherever it was signed in.
    revokeSessionsOnPasswordReset: true,
    // Whoever reset the password holds the mailbox: guesses at the old password made by others no
    // longer keep new browsers out of the account.
    onPasswordReset: ({ user }) => forgetSignInFailures({ db, clock }, user.email),
    async sendResetPassword({ user, url }) {
      mailer.send(
        composeResetPasswordMail({
          to: user.email,
          firstName: readFirstName(user),
          url,
          userId: user.id,
          locale: await readAccountLanguage(db, user),
        }),
      );
    },
    // The sign-up answer is the same for a registered email; its owner is told by mail instead.
    async onExistingUserSignUp({ user }) {
      mailer.send(
        composeExistingAccountMail({
          to: user.email,
          firstName: readFirstName(user),
          signInUrl: `${config.appUrl}/login`,
          resetUrl: `${config.appUrl}/reset-password`,
          locale: await readAccountLanguage(db, user),
        }),
      );
    },
  };
}

function createVerificationOptions(
  db: TDatabase,
  mailer: TMailer,
  clock: TClock,
): NonNullable<BetterAuthOptions['emailVerification']> {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: 24 * 60 * 60,
    async sendVerificationEmail({ user, url, token }) {
      // Every verification link lands on our /verify-email page, whichever flow asked for it.
      const link = new URL(url);
      const isEmailChange = isEmailChangeToken(token);
      link.searchParams.set(
        'callbackURL',
        isEmailChange
          ? EMAIL_CHANGED_CALLBACK_PATH
          : toVerificationCallback(readReturnTo(link.searchParams.get('callbackURL'))),
      );
      const mail = {
        to: user.email,
        firstName: readFirstName(user),
        url: link.toString(),
        userId: user.id,
        locale: await readAccountLanguage(db, user),
      };
      if (isEmailChange) {
        mailer.send(composeEmailChangeMail(mail));
        return;
      }
      // Inside a sign-up, what its request said; for a link asked for again, what the account holds.
      const signUp = readSignUpFacts();
      mailer.send(
        composeVerificationMail({
          ...mail,
          purpose: await readConfirmationPurpose(db, user.id, signUp?.reason ?? null, clock.now()),
          createdAt: new Date(user.createdAt),
          device: signUp?.device ?? null,
        }),
      );
    },
  };
}

/** A suspended account refused at every sign-in, a new user's role and welcome, a confirmed email's holds. */
function createDatabaseHooks(
  db: TDatabase,
  config: TConfig,
  clock: TClock,
): NonNullable<BetterAuthOptions['databaseHooks']> {
  const adminEmails = new Set(config.adminEmails);
  return {
    // Every way in (password, confirmation link, Google, Facebook) makes a session here, so a
    // suspended account is refused once for all of them; a 403 with this message reaches the client.
    session: {
      create: {
        async before(session) {
          const [owner] = await db
            .select({ suspendedAt: users.suspendedAt })
            .from(users)
            .where(eq(users.id, session.userId));
          if (owner?.suspendedAt) {
            throw new APIError('FORBIDDEN', {
              message: SUSPENDED_ACCOUNT_MESSAGE,
              code: 'ACCOUNT_SUSPENDED',
            });
          }
        },
      },
    },
    user: {
      create: {
        async before(user, context) {
          const email = String(user.email).toLowerCase();
          const now = clock.now();
          return {
            data: {
              ...user,
              email,
              userType: adminEmails.has(email) ? 'admin' : 'user',
              // An account speaks the language its owner signed up in, until they choose another.
              language: readRequestLanguage(context?.headers ?? context?.request?.headers),
              createdAt: now,
              updatedAt: now,
            },
          };
        },
        async after(user) {
          await createNotification(
            db,
            {
              userId: user.id,
              type: 'general',
              titleKey: WELCOME_NOTIFICATION.titleKey,
              messageKey: WELCOME_NOTIFICATION.messageKey,
              link: WELCOME_NOTIFICATION.link,
            },
            clock.now(),
          );
        },
      },
      update: {
        async before(user) {
          return { data: { ...user, updatedAt: clock.now() } };
        },
        // Confirming the email (by its link) turns the donor's short holds into reservations.
        async after(user) {
          if (user.emailVerified) await confirmUnconfirmedHolds(db, user.id, clock.now());
        },
      },
    },
  };
}

export function createAuth(
  db: TDatabase,
  config: TConfig,
  mailer: TMailer,
  deletionHooks: TAccountDeletionHooks,
  clock: TClock,
  logOptions: ReturnType<typeof createAuthLogOptions>,
) {
  return betterAuth({
    appName: 'Kindlist',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    telemetry: { enabled: false },
    logger: logOptions,
    // Our Fastify rate limiter covers these routes; a second in-memory limiter would not be shared
    // between instances.
    rateLimit: { enabled: false },
    emailAndPassword: createPasswordOptions(db, config, mailer, clock),
    emailVerification: createVerificationOptions(db, mailer, clock),
    socialProviders: createSocialProviders(config),
    account: {
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    user: {
      // A new address takes effect only once its owner opens the link mailed to it.
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: (user) => deletionHooks.beforeDelete(user),
        afterDelete: (user) => deletionHooks.afterDelete(user),
      },
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        userType: { type: 'string', required: false, input: false, defaultValue: 'user' },
        isDemo: { type: 'boolean', required: false, input: false, defaultValue: false },
        // Read with every session, so a suspended account's requests are refused even mid-flight.
        suspendedAt: { type: 'date', required: false, input: false },
        language: { type: 'string', required: false, input: false, defaultValue: 'en' },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.isSecureCookie,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isSecureCookie },
      // better-auth would read X-Forwarded-For on its own terms; it reads instead the address Fastify
      // found by TRUST_PROXY, which toFetchHeaders passes in a header no client can set.
      ipAddress: {
        ipAddressHeaders: [CLIENT_ADDRESS_HEADER],
        disableIpTracking: false,
      },
    },
    databaseHooks: createDatabaseHooks(db, config, clock),
  });
}

export type TAuth = ReturnType<typeof createAuth>;
