import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { RequestResetForm } from '#client/features/auth/components/request-reset-form';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { SuccessPanel } from '../components/ui/status-message';

const t = createTranslator(catalog);

// Two steps on one page: without a token, ask for a link by email; with the token from the link,
// choose the new password.
export default function ResetPasswordPage() {
  const searchParams = new URLSearchParams(useSearch());
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('auth.reset.title')}</h1>
      {done ? (
        <SuccessPanel message={done}>
          {token ? (
            <Link href={PAGE_PATHS.login} className={getButtonClassName('primary', 'lg', 'mt-6')}>
              {t('auth.goToSignIn')}
            </Link>
          ) : null}
        </SuccessPanel>
      ) : token ? (
        <>
          <p className="mt-2 text-slate-700">{t('auth.reset.choose')}</p>
          <div className="mt-8">
            <ResetPasswordForm token={token} onReset={setDone} />
          </div>
        </>
      ) : (
        <>
          {linkError ? (
            <div className="mt-6">
              <FormAlert>{t('auth.reset.badLink')}</FormAlert>
            </div>
          ) : null}
          <p className="mt-4 text-slate-700">{t('auth.reset.intro')}</p>
          <div className="mt-8">
            <RequestResetForm defaultEmail={searchParams.get('email') ?? ''} onRequested={setDone} />
          </div>
        </>
      )}
    </section>
  );
}
