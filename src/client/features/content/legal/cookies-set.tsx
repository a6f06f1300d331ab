import { Link } from 'wouter';
import {
  GoogleAnalyticsStatus,
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';

// Names and lifetimes as the code sets them: the session cookie (better-auth, src/server/auth/auth.ts),
// the sign-up cookie (src/server/auth/verification-link.ts), the known-browser cookie
// (src/server/auth/known-browser.ts), the device cookie of short holds
// (src/server/routes/pledges/hold-origin.ts), better-auth's social sign-in state cookie,
// and the browser storage keys of src/client. Change the page, and its date, when they change.

import * as PAGE_PATHS from '#shared/page-paths';
import { Name, SocialSignInStatus, StorageEntry } from './cookie-parts';

/** The cookies policy's first half: the cookies Kindlist sets, and Google Analytics' when it is on. */
export const COOKIES_SET: readonly TLegalSection[] = [
  {
    id: 'kindlist-cookies',
    title: 'Cookies Kindlist sets',
    content: (
      <>
        <p>
          All five are set by Kindlist itself and sent only to Kindlist. The page’s scripts cannot read them
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
          title="The known-browser cookie"
          names={<Name>kindlist.known</Name>}
          details={[
            {
              term: 'What it is for',
              description:
                'It remembers that this browser has signed in to your account with your password before. If someone elsewhere keeps trying wrong passwords for your account, or keeps asking for password-reset emails, this browser can still sign in and ask for a reset.',
            },
            {
              term: 'When it is set',
              description:
                'When you sign in with your password. It is sent only when you sign in or ask for a new password, and holds a signed code for each account signed in here (five at most), not your email address.',
            },
            {
              term: 'How long it stays',
              description:
                'A year from the last time you signed in with your password in this browser. Signing out does not remove it; removing this site’s cookies does.',
            },
          ]}
        />
        <StorageEntry
          title="The device cookie"
          names={<Name>kindlist.device</Name>}
          details={[
            {
              term: 'What it is for',
              description:
                'Before your email address is confirmed, an item you reserve is held for 30 minutes. This cookie lets us count how many such holds come from one browser, so that throwaway accounts cannot block a family’s list. It holds a random code, and we keep only a scrambled form of it.',
            },
            {
              term: 'When it is set',
              description:
                'The first time you reserve an item before confirming your email address. It is sent only when you reserve.',
            },
            {
              term: 'How long it stays',
              description: 'A year. Removing this site’s cookies removes it.',
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
        <GoogleAnalyticsStatus
          whenOn="On this site, Google Analytics is turned on at the moment, so Google’s script sets these two cookies."
          whenOff="On this site, Google Analytics is turned off at the moment, so these cookies are not set."
        />
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
          <Link href={PAGE_PATHS.privacy} className={LEGAL_LINK_CLASS}>
            privacy policy, under “Visit statistics”
          </Link>
          .
        </p>
      </>
    ),
  },
];
