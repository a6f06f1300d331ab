import { getButtonClassName } from '#client/components/ui/button';
import { getBootData } from '#client/lib/boot-data';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/auth.json';
import * as authApi from '#shared/api-paths/auth';

const t = createTranslator(catalog);

const PROVIDER_LABELS = { google: 'auth.social.google', facebook: 'auth.social.facebook' } as const;

// better-auth's error codes (?error=) after a failed Google or Facebook sign-in.
const SOCIAL_ERROR_MESSAGES = {
  account_not_linked: 'auth.social.error.accountNotLinked',
  email_not_found: 'auth.social.error.emailNotFound',
} as const;

/** What a failed Google or Facebook sign-in tells the person, by the error code it came back with. */
export function describeSocialError(code: string | null): string {
  return t(
    Object.hasOwn(SOCIAL_ERROR_MESSAGES, code ?? '')
      ? SOCIAL_ERROR_MESSAGES[code as keyof typeof SOCIAL_ERROR_MESSAGES]
      : 'auth.social.error.failed',
  );
}

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
            {t(PROVIDER_LABELS[provider])}
          </a>
        ))}
      </div>
      <p className="mt-6 flex items-center gap-3 text-slate-700 text-sm before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        {t('auth.social.orEmail')}
      </p>
    </div>
  );
}
