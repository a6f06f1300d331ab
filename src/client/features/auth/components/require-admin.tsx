import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { getButtonClassName } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { useCurrentUser } from '../api/get-current-user';
import { SignInPrompt } from './require-sign-in';

const t = createTranslator(catalog);

// The server refuses admin data to non-admins anyway; this only keeps the page honest about it.
export function RequireAdmin({
  title,
  children,
}: {
  title: string;
  children: (user: TCurrentUser) => ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return <SignInPrompt title={title} reason={t('auth.admin.signInReason')} />;
  if (user.userType !== 'admin') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
        <p role="alert" className="mt-4 text-lg text-slate-800">
          {t('auth.admin.refusal')}
        </p>
        <p className="mt-2 text-slate-700">{t('auth.admin.onlyAdmins')}</p>
        <Link href="/" className={getButtonClassName('primary', 'lg', 'mt-8')}>
          {t('auth.admin.goHome')}
        </Link>
      </section>
    );
  }
  if (!user.emailVerified) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
        <p role="alert" className="mt-4 text-lg text-slate-800">
          {t('auth.admin.confirmEmail')}
        </p>
        <p className="mt-2 text-slate-700">{t('auth.admin.confirmEmailHow', { email: user.email })}</p>
        <Link href={PAGE_PATHS.settings} className={getButtonClassName('primary', 'lg', 'mt-8')}>
          {t('auth.admin.goToSettings')}
        </Link>
      </section>
    );
  }
  return children(user);
}
