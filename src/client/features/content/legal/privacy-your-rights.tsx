import { Link } from 'wouter';
import {
  GoogleAnalyticsStatus,
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';

// Every statement here describes what the code does today (accounts: src/server/auth, db/schema; lists and
// addresses: domain/needs-lists, crypto/address-cipher.ts; analytics: client/lib/analytics.ts; deletion:
// domain/accounts/account-deletion.ts). Change the page, and its date, when the behaviour changes.

/** The privacy policy's second half: messages, analytics, logs, where and how long, and your choices. */
export const PRIVACY_YOUR_RIGHTS: readonly TLegalSection[] = [
  {
    id: 'contact-and-reports',
    title: 'Contact messages and reports',
    content: (
      <>
        <p>
          A message you send through the{' '}
          <Link href={PAGE_PATHS.contact} className={LEGAL_LINK_CLASS}>
            contact form
          </Link>{' '}
          (your name, email address, subject and message, and your account if you were signed in) is kept in
          Kindlist for our team and emailed to Kindlist’s admins. You get a confirmation email that repeats
          nothing you wrote, so a stranger who typed your address learns nothing from it.
        </p>
        <p>
          Messages sent while signed in are deleted when you delete your account. Messages sent while signed
          out are not linked to an account: if you want one removed, tell us through the contact page.
        </p>
        <p>
          When you report a list, we keep the reason, your explanation, the list and your account. The family
          is not told who reported it. If you delete your account, the report stays, without your name.
        </p>
      </>
    ),
  },
  {
    id: 'analytics',
    title: 'Visit statistics (analytics)',
    content: (
      <>
        <p>
          To learn which pages help and to count lists and gifts from real events, we record these events in
          our own database:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            a page being viewed, with the page’s web address (including what comes after “?”, such as the
            words of a search);
          </li>
          <li>a click on one of the two main buttons of the welcome page;</li>
          <li>
            a list being published: the list, its number of items, and how long it took from your first typing
            to publishing;
          </li>
          <li>a donor opening a store link for a gift: the store and the list;</li>
          <li>a donor saying they bought something: the store, the list and the number of items.</li>
        </ul>
        <p>
          With each event we keep the time, the page, your account if you are signed in, and a random number
          that your browser keeps for this purpose (see the{' '}
          <Link href={PAGE_PATHS.cookies} className={LEGAL_LINK_CLASS}>
            Cookies policy
          </Link>
          ). We do not store your IP address or your browser’s description with these events.
        </p>
        <p>
          The code of this site sets no end date for these events. Those linked to your account are in your
          data download. When you delete your account, they stay without your account; they still carry the
          browser’s random number until you clear this site’s data in your browser.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Google Analytics</h3>
        <GoogleAnalyticsStatus
          whenOn="On this site, Google Analytics is turned on at the moment."
          whenOff="On this site, Google Analytics is turned off at the moment."
        />
        <p>
          Google Analytics 4 is used only when the people running this site set it up. Then, after a page has
          loaded, your browser also loads Google’s script and sends the same events to Google, and Google sets
          its own cookies (listed in the Cookies policy). Google receives them along with what every browser
          sends to a website, such as your IP address and browser type, and handles them under Google’s own
          privacy policy. Kindlist works the same if you block Google Analytics in your browser.
        </p>
      </>
    ),
  },
  {
    id: 'logs-and-limits',
    title: 'Technical logs and limits',
    content: (
      <>
        <p>
          Our server’s technical log records, for each request, its number, its kind, the page or function
          asked for (without the part after “?”), the result and how long it took. It does not record cookies,
          what you type into forms or your IP address. When an email cannot be sent, the log notes its subject
          line.
        </p>
        <p>
          To slow down people who try to break into accounts or misuse forms, we count attempts in our
          database:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            signing in, creating an account, asking for a new password or a new confirmation email, changing
            your email address or password, and deleting your account: per network (IP) address for one
            minute, and per email address or account, alone or together with the network address, for 15
            minutes to an hour;
          </li>
          <li>the contact form: per network address and per email address, for an hour;</li>
          <li>reading store pages for your list: per account, for 10 minutes.</li>
        </ul>
        <p>
          Each counter holds what it counts (a network address, an email address, both, or an account number),
          a number and when it starts again. Counters that ran out more than an hour ago are deleted from time
          to time, and deleting your account deletes those named by your email address or account. Other
          requests are counted per network address in the server’s memory only, for one minute.
        </p>
      </>
    ),
  },
  {
    id: 'where-data-lives',
    title: 'Where your data is kept',
    content: (
      <>
        <p>
          Everything described here is kept in Kindlist’s own database, and photos and product pictures in
          files on Kindlist’s server. Shipping addresses are encrypted there, and passwords are kept only as a
          hash.
        </p>
        <p>Your data leaves our server only in these cases:</p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>emails pass through our mail service to reach you (and contact messages to our admins);</li>
          <li>Google receives visit events, when Google Analytics is turned on;</li>
          <li>Google or Facebook take part in your sign-in, when you choose to sign in with them;</li>
          <li>
            stores and social networks see your visit when you follow a store link or a share button to them;
          </li>
          <li>
            a photo that came from Google or Facebook sign-in is loaded from their servers by the browsers
            that show it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    content: (
      <ul className={LEGAL_LIST_CLASS}>
        <li>A reservation ends after {RESERVATION_HOURS} hours unless you report buying the item.</li>
        <li>
          A sign-in lasts 30 days and starts again when you use Kindlist (at most once a day). Signing out
          ends it at once.
        </li>
        <li>
          A link to confirm your email address works for 24 hours, and a link to choose a new password for one
          hour.
        </li>
        <li>The daily notes used to count views are deleted after two days.</li>
        <li>Attempt counters are kept as described under “Technical logs and limits”.</li>
        <li>
          Everything else about you stays until you delete it or your account, except what stays without your
          name after that (listed under “Delete your account” below). Drafts can be deleted; a published list
          can be archived, and it is deleted with your account.
        </li>
        <li>Visit statistics have no end date, as described above.</li>
        <li>
          After you delete your account we keep a record of the deletion: its confirmation code, whether you
          or Facebook asked for it, and its dates. It holds nothing else about you.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    content: (
      <>
        <h3 className={LEGAL_SUBHEADING_CLASS}>See and change what we keep</h3>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            Your name, photo, bio and place:{' '}
            <Link href={PAGE_PATHS.profileEdit} className={LEGAL_LINK_CLASS}>
              Edit profile
            </Link>
            .
          </li>
          <li>
            What others see about you:{' '}
            <Link href={PAGE_PATHS.profilePrivacy} className={LEGAL_LINK_CLASS}>
              Privacy settings
            </Link>
            .
          </li>
          <li>
            Your emails, email address, password and signed-in devices:{' '}
            <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS}>
              Settings
            </Link>
            .
          </li>
          <li>
            Your lists: change who can see them, archive them, delete drafts and remove photos, starting from{' '}
            <Link href={PAGE_PATHS.myLists} className={LEGAL_LINK_CLASS}>
              My lists
            </Link>
            .
          </li>
          <li>Your gifts: stay anonymous to the family, or cancel a reservation you no longer need.</li>
        </ul>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Download a copy</h3>
        <p>
          In Settings, <strong>Export my data</strong> downloads a file (JSON) with your profile, your
          settings, how you sign in (never your password or sign-in keys), your sessions with their network
          addresses and browser descriptions, your notifications, your needs lists with their shipping
          addresses, the gifts you gave (the list, the item, how many, what happened and when, the store, the
          order number, your message, whether you gave anonymously, and the family’s thank-you note), the
          gifts made to your lists and who saw their address, as you see them in the app (a donor who chose to
          stay anonymous is not named), with the thank-you notes you sent, when you were shown a family’s
          shipping address (not the address itself), the contact messages you sent while signed in, the lists
          you reported, and the visit events linked to your account.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Delete your account</h3>
        <p>
          In Settings, under <strong>Delete account</strong>, type DELETE (and your password, if your account
          has one). The deletion happens at once. These are deleted:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>your profile, photo, email address, password, settings and sessions;</li>
          <li>your Google or Facebook sign-in link and its keys;</li>
          <li>your notifications;</li>
          <li>
            your lists, drafts and published ones, with their items, photos, shipping addresses, the gifts
            made to them and the record of who saw the address;
          </li>
          <li>
            contact messages you sent while signed in, and the attempt counters named by your email address or
            account.
          </li>
        </ul>
        <p>
          Open reservations on your lists end, and the donors are told; reservations you hold as a donor end
          too. These stay, without your name or any link to your account:
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            gifts you gave, with any message you wrote, in the families’ lists, so their progress stays true
            (your name is also taken out of the families’ notifications about them);
          </li>
          <li>reports you made, and visit events;</li>
          <li>product pictures you had read from stores’ pages, as files on our server;</li>
          <li>contact messages you sent while signed out, and emails already delivered.</li>
        </ul>
        <p>
          We email you a confirmation code, which you can check on the{' '}
          <Link href={PAGE_PATHS.dataDeletion} className={LEGAL_LINK_CLASS}>
            Data deletion page
          </Link>
          .
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>If you signed in with Facebook</h3>
        <p>
          Removing Kindlist from the apps in your Facebook settings asks us to delete your data. If your
          Kindlist account also has another way to sign in (a password or Google), we remove only the Facebook
          link and its keys, and the account stays yours to keep or delete. Otherwise we delete the whole
          account as described above. Facebook then gives you a confirmation code you can check on the Data
          deletion page.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Anything else</h3>
        <p>
          For any other question or request about your data,{' '}
          <Link href={PAGE_PATHS.contact} className={LEGAL_LINK_CLASS}>
            write to us
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When what Kindlist keeps or does with your data changes, we change this page and the date at its top.
      </p>
    ),
  },
];
