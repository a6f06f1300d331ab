import type { ReactNode } from 'react';
import { getBootData } from '#client/lib/boot-data';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/cookies.json';

const t = createTranslator(catalog);

// Names and lifetimes as the code sets them: the session cookie (better-auth, src/server/auth/auth.ts),
// the sign-up cookie (src/server/auth/verification-link.ts), the known-browser cookie
// (src/server/auth/known-browser.ts), better-auth's social sign-in state cookie, the language cookie
// (src/server/routes/spa.ts and accounts/language-routes.ts), and the browser storage keys of src/client.
// Change the page, and its date, when they change.

export function Name({ children }: { children?: ReactNode }) {
  return (
    <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900 text-sm">{children}</code>
  );
}

/** One cookie or storage entry: its name as a heading, then what it is for and how long it stays. */
export function StorageEntry({
  title,
  names,
  purpose,
  whenSet,
  lifetime,
}: {
  title: string;
  names: ReactNode;
  purpose: ReactNode;
  /** Said of cookies; storage entries leave it out. */
  whenSet?: ReactNode;
  lifetime: ReactNode;
}) {
  const details = [
    { term: t('cookies.entry.purpose'), description: purpose },
    ...(whenSet ? [{ term: t('cookies.entry.whenSet'), description: whenSet }] : []),
    { term: t('cookies.entry.lifetime'), description: lifetime },
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-lg text-slate-900">{title}</h3>
      <p className="mt-1">{names}</p>
      <dl className="mt-3 grid gap-2">
        {details.map((detail) => (
          <div key={detail.term}>
            <dt className="font-semibold text-slate-900">{detail.term}</dt>
            <dd>{detail.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export function SocialSignInStatus() {
  const providers = getBootData().socialProviders.map((provider) => PROVIDER_NAMES[provider]);
  return providers.length === 0
    ? t('cookies.state.notOffered')
    : t('cookies.state.offered', {
        providers: new Intl.ListFormat(INTL_LOCALE, { type: 'conjunction' }).format(providers),
      });
}
