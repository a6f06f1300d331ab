import { useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '#client/features/auth/api/get-current-user';
import { NotMyAccount } from '#client/features/auth/components/not-my-account';
import { getLoginPageHref } from '#client/features/auth/components/require-sign-in';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button';
import {
  describeConfirmedEmail,
  isListEditorPath,
} from '#client/features/auth/utils/describe-confirmed-email';
import { readCurrentDraftId } from '#client/features/needs-lists/utils/draft-storage';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/auth.json';
import * as authApi from '#shared/api-paths/auth';
import * as PAGE_PATHS from '#shared/page-paths';
import { toSafeReturnPath } from '#shared/return-path';
import { getButtonClassName } from '../components/ui/button';
import { SuccessPanel } from '../components/ui/status-message';
import { dispatchUserDataUpdated } from '../lib/events';

const t = createTranslator(catalog);

// better-auth's error codes (?error=) for a confirmation link it could not use.
const LINK_ERRORS = {
  TOKEN_EXPIRED: 'auth.verify.error.expired',
  INVALID_TOKEN: 'auth.verify.error.invalid',
  USER_NOT_FOUND: 'auth.verify.error.userNotFound',
  INVALID_USER: 'auth.verify.error.invalidUser',
} as const;

function describeLinkError(code: string): string {
  return t(
    Object.hasOwn(LINK_ERRORS, code)
      ? LINK_ERRORS[code as keyof typeof LINK_ERRORS]
      : 'auth.verify.error.other',
  );
}

export default function VerifyEmailPage() {
  const searchParams = new URLSearchParams(useSearch());
  const linkError = searchParams.get('error');
  // better-auth adds ?error=... to the same return address on failure: an error wins over the status.
  const isEmailChanged = !linkError && searchParams.get('status') === 'email-changed';
  const isJustVerified = !linkError && (searchParams.get('status') === 'verified' || isEmailChanged);
  // Confirmed here, in a browser that did not sign up (a phone's mail app): the other stays signed in.
  const isOtherBrowser = isJustVerified && !isEmailChanged && searchParams.get('browser') === 'other';
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  // Where to go on: where the person was going when they signed up (carried in the link), else the
  // list they started on this device, else their dashboard.
  const requestedReturn = searchParams.get('returnTo');
  const continueTo = requestedReturn
    ? toSafeReturnPath(requestedReturn)
    : readCurrentDraftId()
      ? PAGE_PATHS.create
      : PAGE_PATHS.dashboard;
  const isListNext = isListEditorPath(continueTo);
  const continueLabel = t(
    isListNext
      ? 'auth.verify.continue.list'
      : continueTo === PAGE_PATHS.dashboard
        ? 'auth.verify.continue.dashboard'
        : /^\/(needslist|wishlists?)\//.test(continueTo)
          ? 'auth.verify.continue.backToList'
          : 'auth.continue',
  );

  // The link signed the user in and changed their account: the cached user is out of date.
  useEffect(() => {
    if (!isJustVerified) return;
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }).then(dispatchUserDataUpdated);
  }, [isJustVerified, queryClient]);

  // Once the address is confirmed, the heading says so (not "Confirm your email").
  const isConfirmed = isJustVerified || (!linkError && user?.emailVerified === true);

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
        {isConfirmed ? t('auth.verify.titleConfirmed') : t('auth.verify.title')}
      </h1>
      {isJustVerified || (!linkError && user?.emailVerified) ? (
        <SuccessPanel
          message={
            isEmailChanged
              ? user
                ? t('auth.verify.emailChanged', { email: user.email })
                : t('auth.verify.emailChangedSignedOut')
              : describeConfirmedEmail(continueTo, user?.userType === 'admin')
          }
        >
          {isLoading ? null : user ? (
            <Link href={continueTo} className={getButtonClassName('primary', 'lg', 'mt-6')}>
              {continueLabel}
            </Link>
          ) : (
            // The link was opened in another browser than the one that signed up: sign in here.
            <>
              <p className="mt-4 text-slate-700">
                {isOtherBrowser ? t('auth.verify.otherBrowser') : t('auth.verify.signInHere')}
              </p>
              <Link
                href={getLoginPageHref(continueTo)}
                className={getButtonClassName('primary', 'lg', 'mt-4')}
              >
                {isListNext ? t('auth.verify.signInToContinueList') : t('auth.signIn')}
              </Link>
            </>
          )}
        </SuccessPanel>
      ) : null}
      {isOtherBrowser && !isLoading && !user ? <NotMyAccount /> : null}
      {isJustVerified || (!linkError && user?.emailVerified) ? null : (
        <div className="mt-6">
          {linkError ? (
            <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
              <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <p>{describeLinkError(linkError)}</p>
            </div>
          ) : null}
          {isLoading ? null : user?.emailVerified ? (
            <p className="mt-4 text-slate-700">
              <RichText
                t={t}
                id="auth.verify.stillUses"
                values={{ email: user.email }}
                components={{
                  0: <strong className="text-slate-900" />,
                  1: (
                    <Link
                      href={PAGE_PATHS.settings}
                      className="font-semibold text-teal-800 underline underline-offset-2"
                    />
                  ),
                }}
              />
            </p>
          ) : user ? (
            <>
              <p className="mt-4 text-slate-700">
                <RichText
                  t={t}
                  id="auth.verify.sent"
                  values={{ email: user.email }}
                  components={{ 0: <strong className="text-slate-900" /> }}
                />
              </p>
              <ResendVerificationButton />
            </>
          ) : (
            <>
              <p className="mt-4 text-slate-700">{t('auth.verify.signedOut')}</p>
              {/* A full page load: /api/login is a server route, not one of the app's pages. */}
              <a
                href={authApi.login(PAGE_PATHS.verifyEmail)}
                className={getButtonClassName('primary', 'lg', 'mt-6')}
              >
                {t('auth.signIn')}
              </a>
            </>
          )}
        </div>
      )}
    </section>
  );
}
