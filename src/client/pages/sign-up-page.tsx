import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getLoginPageHref } from '#client/features/auth/components/require-sign-in';
import { SignUpForm } from '#client/features/auth/components/sign-up-form';
import { SocialSignInButtons } from '#client/features/auth/components/social-sign-in-buttons';
import { toSignUpReason } from '#client/features/auth/utils/describe-confirmed-email';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { toSafeReturnPath } from '#shared/return-path';
import { getButtonClassName } from '../components/ui/button';
import { showToast } from '../components/ui/toast-store';

const t = createTranslator(catalog);

export default function SignUpPage() {
  const [result, setResult] = useState<{ message: string; email: string } | null>(null);
  const [, navigate] = useLocation();
  // Where the person was going (/create, most often): kept through sign-in and the confirmation link.
  const requestedReturn = new URLSearchParams(useSearch()).get('returnTo');
  const askedReturn = requestedReturn ? toSafeReturnPath(requestedReturn) : null;
  const returnTo = askedReturn ?? PAGE_PATHS.dashboard;
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('auth.signUp.title')}</h1>
      {result ? (
        <div role="status" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-900">
          <p>{result.message}</p>
          <Link
            href={getLoginPageHref(returnTo, result.email)}
            className={getButtonClassName('primary', 'lg', 'mt-6')}
          >
            {t('auth.goToSignIn')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('auth.signUp.intro')}</p>
          <SocialSignInButtons returnTo={returnTo} />
          <div className="mt-8">
            <SignUpForm
              returnTo={askedReturn}
              reason={toSignUpReason(askedReturn)}
              signInHref={getLoginPageHref(returnTo)}
              onSignedIn={(user) => {
                showToast({
                  title: t('auth.signUp.welcome', { name: user.firstName }),
                  description: t('auth.signUp.linkSent', { email: user.email }),
                });
                navigate(returnTo, { replace: true });
              }}
              onNotSignedIn={setResult}
            />
          </div>
        </>
      )}
    </section>
  );
}
