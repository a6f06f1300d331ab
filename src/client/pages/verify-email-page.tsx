import { useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '#client/features/auth/api/get-current-user';
import { getLoginPageHref } from '#client/features/auth/components/require-sign-in';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button';
import {
  describeConfirmedEmail,
  isListEditorPath,
} from '#client/features/auth/utils/describe-confirmed-email';
import { readCurrentDraftId } from '#client/features/needs-lists/utils/draft-storage';
import * as authApi from '#shared/api-paths/auth';
import * as PAGE_PATHS from '#shared/page-paths';
import { toSafeReturnPath } from '#shared/return-path';
import { getButtonClassName } from '../components/ui/button';
import { SuccessPanel } from '../components/ui/status-message';
import { dispatchUserDataUpdated } from '../lib/events';

const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This confirmation link has expired (links work for 24 hours).',
  INVALID_TOKEN: 'This confirmation link is not valid. It may be incomplete; try copying the whole link.',
  USER_NOT_FOUND: 'The account this link was for no longer exists.',
  INVALID_USER: 'The account this link was for no longer exists or has changed.',
};

export default function VerifyEmailPage() {
  const searchParams = new URLSearchParams(useSearch());
  const linkError = searchParams.get('error');
  // better-auth adds ?error=... to the same return address on failure: an error wins over the status.
  const isEmailChanged = !linkError && searchParams.get('status') === 'email-changed';
  const isJustVerified = !linkError && (searchParams.get('status') === 'verified' || isEmailChanged);
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
  const continueLabel = isListNext
    ? 'Continue your list'
    : continueTo === PAGE_PATHS.dashboard
      ? 'Go to your dashboard'
      : /^\/(needslist|wishlists?)\//.test(continueTo)
        ? 'Back to the list'
        : 'Continue';

  // The link signed the user in and changed their account: the cached user is out of date.
  useEffect(() => {
    if (!isJustVerified) return;
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }).then(dispatchUserDataUpdated);
  }, [isJustVerified, queryClient]);

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Confirm your email</h1>
      {isJustVerified || (!linkError && user?.emailVerified) ? (
        <SuccessPanel
          message={
            isEmailChanged
              ? `Your new email address${user ? `, ${user.email},` : ''} is confirmed. Use it to sign in from now on.`
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
              <p className="mt-4 text-slate-700">Sign in on this device to go on.</p>
              <Link
                href={getLoginPageHref(continueTo)}
                className={getButtonClassName('primary', 'lg', 'mt-4')}
              >
                {isListNext ? 'Sign in to continue your list' : 'Sign in'}
              </Link>
            </>
          )}
        </SuccessPanel>
      ) : (
        <div className="mt-6">
          {linkError ? (
            <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
              <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <p>{LINK_ERRORS[linkError] ?? 'This confirmation link could not be used.'}</p>
            </div>
          ) : null}
          {isLoading ? null : user?.emailVerified ? (
            <p className="mt-4 text-slate-700">
              Your account still uses <strong className="text-slate-900">{user.email}</strong>, which is
              confirmed. To move it to another address, ask for a new link in{' '}
              <Link
                href={PAGE_PATHS.settings}
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                Settings
              </Link>
              .
            </p>
          ) : user ? (
            <>
              <p className="mt-4 text-slate-700">
                We sent a confirmation link to <strong className="text-slate-900">{user.email}</strong>. Open
                it to confirm your address; you need a confirmed address to publish a list. No mail? Check
                your spam folder, or ask for a new link.
              </p>
              <ResendVerificationButton />
            </>
          ) : (
            <>
              <p className="mt-4 text-slate-700">
                Open the link we mailed you to confirm your address. To get a new link, sign in first.
              </p>
              {/* A full page load: /api/login is a server route, not one of the app's pages. */}
              <a
                href={authApi.login(PAGE_PATHS.verifyEmail)}
                className={getButtonClassName('primary', 'lg', 'mt-6')}
              >
                Sign in
              </a>
            </>
          )}
        </div>
      )}
    </section>
  );
}
