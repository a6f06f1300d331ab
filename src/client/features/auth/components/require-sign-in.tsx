import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TCurrentUser } from '../../../../shared/schemas/user';
import { getButtonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../api/get-current-user';

export function getSignInHref(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

function useCurrentPathWithSearch(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

export function SignInPrompt({ title, reason }: { title: string; reason: string }) {
  const returnTo = useCurrentPathWithSearch();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{reason}</p>
      <a href={getSignInHref(returnTo)} className={getButtonClassName('primary', 'lg', 'mt-8')}>
        Go to the sign-in page
      </a>
      <p className="mt-4 text-slate-700 text-sm">
        New to Kindlist?{' '}
        <a href="/signup" className="font-semibold text-teal-800 underline underline-offset-2">
          Create a free account
        </a>
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
