import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { toSafeReturnPath } from '../../shared/return-path';
import { getButtonClassName } from '../components/ui/button';
import { SuccessPanel } from '../components/ui/status-message';
import { getLoginPageHref } from '../features/auth/components/require-sign-in';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { SocialSignInButtons } from '../features/auth/components/social-sign-in-buttons';

export default function SignUpPage() {
  const [result, setResult] = useState<{ message: string; email: string } | null>(null);
  // Where the person was going (/create, most often): kept through sign-in and the confirmation link.
  const requestedReturn = new URLSearchParams(useSearch()).get('returnTo');
  const askedReturn = requestedReturn ? toSafeReturnPath(requestedReturn) : null;
  const returnTo = askedReturn ?? '/dashboard';
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Create an account</h1>
      {result ? (
        <SuccessPanel message={result.message}>
          <Link
            href={getLoginPageHref(returnTo, result.email)}
            className={getButtonClassName('primary', 'lg', 'mt-6')}
          >
            Continue to sign-in
          </Link>
        </SuccessPanel>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            It is free. Families use an account to publish needs lists; donors use one to keep track of their
            gifts.
          </p>
          <SocialSignInButtons returnTo={returnTo} />
          <div className="mt-8">
            <SignUpForm
              returnTo={askedReturn}
              signInHref={getLoginPageHref(returnTo)}
              onSignedUp={setResult}
            />
          </div>
        </>
      )}
    </section>
  );
}
