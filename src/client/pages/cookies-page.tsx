import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  LegalPage,
  type TLegalSection,
} from '../components/layout/legal-page';
import { getBootData } from '../lib/boot-data';

// Names and lifetimes as the code sets them: the session cookie (better-auth, src/server/auth/auth.ts),
// the sign-up cookie (src/server/auth/verification-link.ts), better-auth's social sign-in state cookie,
// and the browser storage keys of src/client. Change the page, and its date, when they change.

function Name({ children }: { children: ReactNode }) {
  return (
    <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900 text-sm">{children}</code>
  );
}

/** One cookie or storage entry: its name as a heading, then what it is for and how long it stays. */
function StorageEntry({
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

function SocialSignInStatus() {
  const providers = getBootData().socialProviders.map((provider) => PROVIDER_NAMES[provider]);
  return providers.length === 0
    ? 'This site does not offer either at the moment, so the cookie is not used.'
    : `This site offers sign-in with ${providers.join(' and ')} at the moment.`;
}

function GoogleAnalyticsStatus() {
  const isOn = getBootData().gaMeasurementId !== null;
  return (
    <p className="rounded-lg border border-slate-200 bg-white p-3 font-semibold text-slate-900">
      {isOn
        ? 'On this site, Google Analytics is turned on at the moment, so Google’s script sets these two cookies.'
        : 'On this site, Google Analytics is turned off at the moment, so these cookies are not set.'}
    </p>
  );
}

const SECTIONS: readonly TLegalSection[] = [
  {
    id: 'kindlist-cookies',
    title: 'Cookies Kindlist sets',
    content: (
      <>
        <p>
          All three are set by Kindlist itself and sent only to Kindlist. The page’s scripts cannot read them
          (they are “HttpOnly”), and your browser does not send them when another website makes a request to
          Kindlist in the background (they are “SameSite=Lax”).
        </p>
        <StorageEntry
          title="The sign-in cookie"
          names={
            <>
              <Name>kindlist.session_token</Name>, called <Name>__Secure-kindlist.session_token</Name> on a
              secure (https) site
            </>
          }
          details={[
            {
              term: 'What it is for',
              description:
                'It keeps you signed in. It holds a random key, with a signature, that our server matches to your session.',
            },
            {
              term: 'When it is set',
              description:
                'When you sign in: with your password, with Google or Facebook, or by opening the link that confirms your email address in the browser you signed up with.',
            },
            {
              term: 'How long it stays',
              description:
                '30 days. Each day you use Kindlist, the 30 days start again. Signing out removes it.',
            },
          ]}
        />
        <StorageEntry
          title="The sign-up cookie"
          names={<Name>kindlist.signup</Name>}
          details={[
            {
              term: 'What it is for',
              description:
                'It marks this browser as the one that created the account. Opening the confirmation link in this browser then signs you in; opening it anywhere else only confirms the address. That way, a link planted by someone else cannot sign you into their account.',
            },
            {
              term: 'When it is set',
              description:
                'When you create an account. It is sent only with the confirmation link, and holds a signed code, not your email address.',
            },
            {
              term: 'How long it stays',
              description:
                '24 hours, as long as the confirmation link works. Confirming your address in this browser removes it sooner.',
            },
          ]}
        />
        <StorageEntry
          title="The Google or Facebook sign-in cookie"
          names={
            <>
              <Name>kindlist.state</Name>, called <Name>__Secure-kindlist.state</Name> on a secure (https)
              site
            </>
          }
          details={[
            {
              term: 'What it is for',
              description:
                'It ties the answer from Google or Facebook to the sign-in you started, so that nobody can slip their own sign-in into yours.',
            },
            {
              term: 'When it is set',
              description: (
                <>
                  Only when you choose “Continue with Google” or “Continue with Facebook”.{' '}
                  <SocialSignInStatus />
                </>
              ),
            },
            { term: 'How long it stays', description: '5 minutes.' },
          ]}
        />
      </>
    ),
  },
  {
    id: 'google-analytics',
    title: 'Google Analytics cookies (only when turned on)',
    content: (
      <>
        <GoogleAnalyticsStatus />
        <p>
          Kindlist uses Google Analytics 4 only if the people running this site set it up. When they do, your
          browser loads Google’s script after the page has loaded, and that script sets two cookies on this
          site:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            <Name>_ga</Name>: tells one browser apart from another.
          </li>
          <li>
            <Name>_ga_</Name> followed by part of the site’s Google Analytics ID: keeps track of your visit.
          </li>
        </ul>
        <p>
          By Google’s default, both last 2 years. They are read by Google’s script, which sends our visit
          events to Google. What Google does with them is covered by Google’s own privacy policy. Which events
          these are is in our{' '}
          <Link href="/privacy-policy" className={LEGAL_LINK_CLASS}>
            privacy policy, under “Visit statistics”
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'browser-storage',
    title: 'What Kindlist keeps in your browser’s storage',
    content: (
      <>
        <p>
          Besides cookies, the site keeps a few things in your browser’s storage. They stay on your device and
          are not sent to us by themselves.
        </p>
        <StorageEntry
          title="Visit statistics number"
          names={<Name>kl-visitor-id</Name>}
          details={[
            {
              term: 'What it is for',
              description:
                'A random number sent with our own visit statistics, so we can tell how many different browsers visit. It is not a cookie, but it does the job one would: it recognises this browser on later visits.',
            },
            { term: 'How long it stays', description: 'Until you clear this site’s data in your browser.' },
          ]}
        />
        <StorageEntry
          title="Your list while you write it"
          names={
            <>
              <Name>kindlist:create-draft</Name>, <Name>kindlist:list-backup:…</Name> and{' '}
              <Name>kindlist:list-started:…</Name>
            </>
          }
          details={[
            {
              term: 'What it is for',
              description:
                'Which draft you are writing, so that starting a new list continues it; a copy of what you typed into the list editor (which can include your shipping address), so that nothing is lost to a reload or a bad connection; and when you started the list, to measure how long making a list takes.',
            },
            {
              term: 'How long it stays',
              description:
                'The copy is removed as soon as our server has saved what you typed. The start time is removed when you publish or delete the list.',
            },
          ]}
        />
        <StorageEntry
          title="Quick tips"
          names={<Name>kl-quick-tips-dismissed</Name>}
          details={[
            { term: 'What it is for', description: 'Remembers that you hid the quick tips.' },
            { term: 'How long it stays', description: 'Until you clear this site’s data in your browser.' },
          ]}
        />
        <StorageEntry
          title="The store you went to"
          names={<Name>kl-gift-store:…</Name>}
          details={[
            {
              term: 'What it is for',
              description:
                'The store you last opened for a gift, offered as the store when you say you bought it.',
            },
            { term: 'How long it stays', description: 'Until you close the tab.' },
          ]}
        />
        <p>
          Signing out does not clear this storage. On a computer or phone you share with others, clear this
          site’s data in your browser’s settings after using Kindlist.
        </p>
      </>
    ),
  },
  {
    id: 'no-advertising',
    title: 'No advertising or tracking cookies',
    content: (
      <>
        <p>
          Kindlist sets no advertising cookies and loads no advertising or social media scripts. The share
          buttons and store links are plain links: nothing is loaded from Facebook, X, WhatsApp or a store
          until you choose to go there.
        </p>
        <p>The only things this site may load from other companies are:</p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>Google Analytics, when it is turned on (see above);</li>
          <li>
            profile photos of people who signed up with Google or Facebook and have not uploaded their own,
            which come from those companies’ servers.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-control',
    title: 'How to block or remove cookies',
    content: (
      <>
        <p>
          Every browser lets you see, remove and block cookies and site data, usually under Settings, then
          Privacy. Here is what changes if you do:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            <strong>Blocking all cookies for Kindlist:</strong> you can still read lists and search, but you
            cannot sign in, so you cannot create a list or give.
          </li>
          <li>
            <strong>Removing the cookies:</strong> you are signed out on this browser.
          </li>
          <li>
            <strong>Clearing the site’s stored data:</strong> a part of a list not yet saved on our server is
            lost, the quick tips come back, and our visit statistics count you as a new browser.
          </li>
          <li>
            <strong>Blocking Google Analytics</strong> (many browsers and add-ons do this): Kindlist works the
            same.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <>
        <p>
          When Kindlist starts or stops using a cookie or a storage entry, we change this page and the date at
          its top.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>More about your data</h3>
        <p>
          What we keep on our server, and how to download or delete it, is in our{' '}
          <Link href="/privacy-policy" className={LEGAL_LINK_CLASS}>
            privacy policy
          </Link>
          .
        </p>
      </>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookies policy"
      currentPath="/cookies-policy"
      intro={
        <p>
          Cookies are small pieces of text a website asks your browser to keep. Kindlist uses as few as it
          can: one keeps you signed in, and two short-lived ones help you sign up or sign in safely. None is
          for advertising.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
