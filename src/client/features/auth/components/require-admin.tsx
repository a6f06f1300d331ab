import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { getButtonClassName } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { useCurrentUser } from '../api/get-current-user';
import { SignInPrompt } from './require-sign-in';

export const ADMIN_REFUSAL_TEXT = 'You do not have access to this page';

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
  if (!user)
    return <SignInPrompt title={title} reason="Sign in with an administrator account to continue." />;
  if (user.userType !== 'admin') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
        <p role="alert" className="mt-4 text-lg text-slate-800">
          {ADMIN_REFUSAL_TEXT}
        </p>
        <p className="mt-2 text-slate-700">This area is only for Kindlist administrators.</p>
        <Link href="/" className={getButtonClassName('primary', 'lg', 'mt-8')}>
          Go to the home page
        </Link>
      </section>
    );
  }
  if (!user.emailVerified) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
        <p role="alert" className="mt-4 text-lg text-slate-800">
          Confirm your email address to use the admin area
        </p>
        <p className="mt-2 text-slate-700">
          Open the link we sent to {user.email}, or ask for a new one in your settings.
        </p>
        <Link href={PAGE_PATHS.settings} className={getButtonClassName('primary', 'lg', 'mt-8')}>
          Go to settings
        </Link>
      </section>
    );
  }
  return children(user);
}
