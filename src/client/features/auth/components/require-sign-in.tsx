import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { getButtonClassName } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { useCurrentUser } from '../api/get-current-user';

const t = createTranslator(catalog);

/** The sign-up page, keeping where to come back to (a path of this site). */
export function getSignUpHref(returnTo: string): string {
  return pagePaths.signup(returnTo);
}

/** The sign-in page, keeping where to come back to. */
export function getLoginPageHref(returnTo: string, email?: string): string {
  const params = new URLSearchParams();
  if (email) params.set('email', email);
  if (returnTo !== '/' && returnTo !== PAGE_PATHS.dashboard) params.set('returnTo', returnTo);
  return pagePaths.loginWith(params);
}

function useCurrentPathWithSearch(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

/** What a signed-out person sees on a page that needs an account: sign in (or create one), then back here. */
export function SignInPrompt({ title, reason }: { title: string; reason: string }) {
  const returnTo = useCurrentPathWithSearch();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{reason}</p>
      <Link href={getLoginPageHref(returnTo)} className={getButtonClassName('primary', 'lg', 'mt-8')}>
        {t('auth.prompt.goToSignIn')}
      </Link>
      <p className="mt-4 text-slate-700">
        {t('auth.newToKindlist')}{' '}
        <Link
          href={getSignUpHref(returnTo)}
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          {t('auth.prompt.createFreeAccount')}
        </Link>
      </p>
    </section>
  );
}

// Pages that only make sense for a signed-in person show a sign-in prompt (returning here afterwards)
// instead of their content while nobody is signed in.
export function RequireSignIn({
  title,
  reason,
  children,
}: {
  title: string;
  reason: string;
  children: (user: TCurrentUser) => ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) return <SignInPrompt title={title} reason={reason} />;
  return children(user);
}
