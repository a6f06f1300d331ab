import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { RequestResetForm } from '#client/features/auth/components/request-reset-form';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';
import * as PAGE_PATHS from '#shared/page-paths';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { SuccessPanel } from '../components/ui/status-message';

// Two steps on one page: without a token, ask for a link by email; with the token from the link,
// choose the new password.
export default function ResetPasswordPage() {
  const searchParams = new URLSearchParams(useSearch());
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Reset your password</h1>
      {done ? (
        <SuccessPanel message={done}>
          {token ? (
            <Link href={PAGE_PATHS.login} className={getButtonClassName('primary', 'lg', 'mt-6')}>
              Go to sign-in
            </Link>
          ) : null}
        </SuccessPanel>
      ) : token ? (
        <>
          <p className="mt-2 text-slate-700">Choose a new password for your account.</p>
          <div className="mt-8">
            <ResetPasswordForm token={token} onReset={setDone} />
          </div>
        </>
      ) : (
        <>
          {linkError ? (
            <div className="mt-6">
              <FormAlert>
                This reset link is invalid, already used or expired. Ask for a new one below.
              </FormAlert>
            </div>
          ) : null}
          <p className="mt-4 text-slate-700">
            Enter the email address of your account. We will send you a link to choose a new password; it
            works once and for one hour.
          </p>
          <div className="mt-8">
            <RequestResetForm defaultEmail={searchParams.get('email') ?? ''} onRequested={setDone} />
          </div>
        </>
      )}
    </section>
  );
}
