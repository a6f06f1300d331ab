import { Link, useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { getSignUpHref } from '#client/features/auth/components/require-sign-in';
import { SignInForm } from '#client/features/auth/components/sign-in-form';
import {
  SOCIAL_ERROR_FALLBACK,
  SOCIAL_ERROR_MESSAGES,
  SocialSignInButtons,
} from '#client/features/auth/components/social-sign-in-buttons';
import * as PAGE_PATHS from '#shared/page-paths';
import { toSafeReturnPath } from '#shared/return-path';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { dispatchUserDataUpdated } from '../lib/events';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const searchParams = new URLSearchParams(useSearch());
  // Without a return path, the signed-in home (/dashboard) is the natural next page.
  const requestedReturn = searchParams.get('returnTo');
  const returnTo = requestedReturn ? toSafeReturnPath(requestedReturn) : PAGE_PATHS.dashboard;
  const { user } = useCurrentUser();
  const socialError =
    searchParams.get('social') === 'failed'
      ? (SOCIAL_ERROR_MESSAGES[searchParams.get('error') ?? ''] ?? SOCIAL_ERROR_FALLBACK)
      : null;

  const onSignedIn = () => {
    dispatchUserDataUpdated();
    navigate(returnTo, { replace: true });
  };

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Sign in</h1>
      {user ? (
        <div className="mt-6">
          <p className="text-slate-700">
            You are signed in as <strong className="text-slate-900">{user.email}</strong>.
          </p>
          <Link href={returnTo} className={getButtonClassName('primary', 'lg', 'mt-6')}>
            Continue
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Welcome back. Sign in with your email and password.</p>
          {socialError ? (
            <div className="mt-6">
              <FormAlert>{socialError}</FormAlert>
            </div>
          ) : null}
          <SocialSignInButtons returnTo={returnTo} />
          <div className="mt-8">
            <SignInForm
              defaultEmail={searchParams.get('email') ?? ''}
              signUpHref={getSignUpHref(returnTo)}
              onSignedIn={onSignedIn}
            />
          </div>
        </>
      )}
    </section>
  );
}
