import { getButtonClassName } from '#client/components/ui/button';
import { getBootData } from '#client/lib/boot-data';
import * as authApi from '#shared/api-paths/auth';

const PROVIDER_LABELS = { google: 'Continue with Google', facebook: 'Continue with Facebook' } as const;

export const SOCIAL_ERROR_MESSAGES: Record<string, string> = {
  account_not_linked:
    'An account already uses this email address. Sign in with your password; once your email address is confirmed, you can use Google or Facebook too.',
  email_not_found:
    'Google or Facebook did not share your email address with us, so we cannot sign you in this way.',
};
export const SOCIAL_ERROR_FALLBACK = 'Signing in with Google or Facebook did not work. Please try again.';

// Only the providers this server is configured for; nothing at all when there are none.
export function SocialSignInButtons({ returnTo }: { returnTo: string }) {
  const providers = getBootData().socialProviders;
  if (providers.length === 0) return null;
  return (
    <div className="mt-8">
      <div className="grid gap-3">
        {providers.map((provider) => (
          // A full page load: the server starts the provider's sign-in and redirects there.
          <a
            key={provider}
            href={authApi.social(provider, returnTo)}
            className={getButtonClassName('secondary', 'lg', 'w-full')}
          >
            {PROVIDER_LABELS[provider]}
          </a>
        ))}
      </div>
      <p className="mt-6 flex items-center gap-3 text-slate-700 text-sm before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        or with your email
      </p>
    </div>
  );
}
