import { Link, useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { getSignUpHref } from '#client/features/auth/components/require-sign-in';
import { SignInForm } from '#client/features/auth/components/sign-in-form';
import {
  describeSocialError,
  SocialSignInButtons,
} from '#client/features/auth/components/social-sign-in-buttons';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/auth.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { toSafeReturnPath } from '#shared/return-path';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { dispatchUserDataUpdated } from '../lib/events';

const t = createTranslator(catalog);

export default function LoginPage() {
  const [, navigate] = useLocation();
  const searchParams = new URLSearchParams(useSearch());
  // Without a return path, the signed-in home (/dashboard) is the natural next page.
  const requestedReturn = searchParams.get('returnTo');
  const returnTo = requestedReturn ? toSafeReturnPath(requestedReturn) : PAGE_PATHS.dashboard;
  const { user } = useCurrentUser();
  const socialError =
    searchParams.get('social') === 'failed' ? describeSocialError(searchParams.get('error')) : null;

  const onSignedIn = () => {
    dispatchUserDataUpdated();
    navigate(returnTo, { replace: true });
  };

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('auth.login.title')}</h1>
      {user ? (
        <div className="mt-6">
          <p className="text-slate-700">
            <RichText
              t={t}
              id="auth.login.signedInAs"
              values={{ email: user.email }}
              components={{ 0: <strong className="text-slate-900" /> }}
            />
          </p>
          <Link href={returnTo} className={getButtonClassName('primary', 'lg', 'mt-6')}>
            {t('auth.continue')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('auth.login.intro')}</p>
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
