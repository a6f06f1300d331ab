import type { ReactNode } from 'react';
import { getBootData } from '#client/lib/boot-data';

// Names and lifetimes as the code sets them: the session cookie (better-auth, src/server/auth/auth.ts),
// the sign-up cookie (src/server/auth/verification-link.ts), the known-browser cookie
// (src/server/auth/known-browser.ts), better-auth's social sign-in state cookie,
// and the browser storage keys of src/client. Change the page, and its date, when they change.

export function Name({ children }: { children: ReactNode }) {
  return (
    <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900 text-sm">{children}</code>
  );
}

/** One cookie or storage entry: its name as a heading, then what it is for and how long it stays. */
export function StorageEntry({
  title,
  names,
  details,
}: {
  title: string;
  names: ReactNode;
  details: ReadonlyArray<{ term: string; description: ReactNode }>;
}) {
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
    ? 'This site does not offer either at the moment, so the cookie is not used.'
    : `This site offers sign-in with ${providers.join(' and ')} at the moment.`;
}
