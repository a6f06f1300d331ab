import { Link } from 'wouter';
import {
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';

// Names and lifetimes as the code sets them: the session cookie (better-auth, src/server/auth/auth.ts),
// the sign-up cookie (src/server/auth/verification-link.ts), the known-browser cookie
// (src/server/auth/known-browser.ts), better-auth's social sign-in state cookie,
// and the browser storage keys of src/client. Change the page, and its date, when they change.

import * as PAGE_PATHS from '#shared/page-paths';
import { Name, StorageEntry } from './cookie-parts';

/** The cookies policy's second half: what the browser keeps, what we never use, and your control. */
export const COOKIES_STORAGE_AND_CHOICES: readonly TLegalSection[] = [
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
          <Link href={PAGE_PATHS.privacy} className={LEGAL_LINK_CLASS}>
            privacy policy
          </Link>
          .
        </p>
      </>
    ),
  },
];
