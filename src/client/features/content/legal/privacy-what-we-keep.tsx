import { Link } from 'wouter';
import {
  LEGAL_LINK_CLASS,
  LEGAL_LIST_CLASS,
  LEGAL_SUBHEADING_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';
import * as PAGE_PATHS from '#shared/page-paths';

// Every statement here describes what the code does today (accounts: src/server/auth, db/schema; lists and
// addresses: domain/needs-lists, crypto/address-cipher.ts; analytics: client/lib/analytics.ts; deletion:
// domain/accounts/account-deletion.ts). Change the page, and its date, when the behaviour changes.

/** The privacy policy's first half: who we are, and what Kindlist keeps and who sees it. */
export const PRIVACY_WHAT_WE_KEEP: readonly TLegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          Kindlist is a website where families going through a disaster or a hard time publish a list of the
          things they need, and donors buy those things at a store and send them. In this policy, “Kindlist”,
          “we” and “us” mean the team that runs this website.
        </p>
        <p>
          For any question or request about your data,{' '}
          <Link href={PAGE_PATHS.contact} className={LEGAL_LINK_CLASS}>
            use our contact page
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'short-version',
    title: 'The short version',
    content: (
      <ul className={LEGAL_LIST_CLASS}>
        <li>We keep what the site needs to work: your account, your lists, your gifts and your messages.</li>
        <li>
          Your shipping address is stored encrypted. Only you can see it, and a donor who has reserved or
          bought something on your list, when they ask for it. You see each time that happens.
        </li>
        <li>Kindlist shows no advertising and uses no advertising trackers.</li>
        <li>
          Our own visit statistics are kept in our own database, without your IP address or your browser’s
          details. Google Analytics is used only if the people running this site turn it on.
        </li>
        <li>
          You can download a copy of your data and delete your account yourself, at any time, in{' '}
          <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS}>
            Settings
          </Link>
          .
        </li>
      </ul>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <>
        <p>When you create an account, we keep:</p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>your first and last name and your email address, and whether you confirmed the address;</li>
          <li>
            your password, but only as a “hash”: a scrambled form that cannot be turned back into the
            password;
          </li>
          <li>
            what you add to your profile, if you choose to: a photo, a short bio, your city and your state or
            region;
          </li>
          <li>your choices: what others see about you, and which emails you want;</li>
          <li>when the account was created and last changed.</li>
        </ul>
        <p>
          We use this to run your account, let you sign in, show your name where you appear, and send you the
          emails described below.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Signing in with Google or Facebook</h3>
        <p>
          When this site offers it and you choose “Continue with Google” or “Continue with Facebook”, that
          company tells us your name, your email address, whether it has checked the address, and the web
          address of your profile picture there. We keep the link to that account (its account number at
          Google or Facebook) and the sign-in keys (tokens) they send us.
        </p>
        <p>
          Until you upload your own photo, your Google or Facebook picture may be shown as your photo on
          Kindlist, loaded from their servers. You can replace it or remove it in{' '}
          <Link href={PAGE_PATHS.profileEdit} className={LEGAL_LINK_CLASS}>
            Edit profile
          </Link>
          .
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Where you are signed in</h3>
        <p>
          Each time you sign in, we keep a record of that session: when it started, when it was last used,
          when it ends, the network (IP) address it was opened from and your browser’s description of itself.
          This keeps you signed in and lets you see your devices and sign the others out, in{' '}
          <Link href={PAGE_PATHS.settings} className={LEGAL_LINK_CLASS}>
            Settings
          </Link>
          . A session record is deleted when you sign out of it.
        </p>
      </>
    ),
  },
  {
    id: 'your-lists',
    title: 'Your needs lists, photos and address',
    content: (
      <>
        <p>
          A needs list holds what you write in it: its title and story, its category and urgency, the date you
          need things by, your city and state, who the list is for (you, or someone else with their name and
          how you know them), the items (name, details, quantity, priority, price, store, product link and
          picture) and who can see it.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Photos</h3>
        <p>
          Our server opens every photo you upload, for a list or for your profile, and saves a new copy of it.
          The information hidden inside the original file, such as where it was taken (GPS), the camera and
          the time, is not kept. For a list we keep a large version and a small one for cards and link
          previews.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>The check for copied lists</h3>
        <p>
          For each list photo we also keep a short fingerprint (a “perceptual hash”). When you publish, we
          compare your photos’ fingerprints and your story with other families’ lists. A list that looks like
          a close copy is published but held for a review by our team: until then it stays out of search and
          cannot receive gifts.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Your postal code</h3>
        <p>
          We use your list’s postal code only so that donors searching near a place can find it. For that,
          your list is placed at the centre of your city, or, if we do not know the city, at the centre of the
          area of the first three digits of your ZIP code. Your postal code itself is never shown to anyone
          else.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Your shipping address</h3>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            The address (recipient’s name, address lines, city, state, postal code and country) is stored
            encrypted.
          </li>
          <li>
            It is shown only to you, and to a donor whose gift on your list is active (reserved, or bought and
            on its way), when that donor asks to see it.
          </li>
          <li>
            Each time a donor is shown your address, we record it. On your list, under “Who saw your address”,
            you see who (their name as they chose to show it, or “An anonymous donor”) and when.
          </li>
          <li>Kindlist’s admins are not shown your address in the app.</li>
        </ul>
        <h3 className={LEGAL_SUBHEADING_CLASS}>How views are counted</h3>
        <p>
          You see how many people viewed your list. Each visitor counts once a day: someone signed in by their
          account, anyone else by a scrambled code made from their network address and the date with a secret
          key; the address itself is not stored. These daily notes are deleted after two days. Shares of your
          list are counted the same way, each person once a day whatever the button, and you see how many, not
          who shared it.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Items from a store’s page</h3>
        <p>
          When you paste a link to a product page, our server, not your browser, reads that page. The product
          picture is saved on our server, so people looking at your list never load it from the store.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who sees what',
    content: (
      <>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Anyone who can open your list</h3>
        <p>
          They see its title, story, category, urgency and needed-by date, your city and state, its photos and
          items with their links, its progress (how many items are reserved, bought and received, never by
          whom), when it was published, who it is for when it is for someone else, and your name and photo.
        </p>
        <ul className={LEGAL_LIST_CLASS}>
          <li>
            <strong>Public</strong> lists can be found in Kindlist’s search and on its topic pages, and they
            are not hidden from search engines.
          </li>
          <li>
            <strong>Unlisted</strong> lists can be opened only by people who have the link.
          </li>
          <li>
            <strong>Private</strong> lists and drafts are seen only by you.
          </li>
          <li>
            When the link to a public or unlisted list is shared, the preview shows its title, the beginning
            of its story and its first photo.
          </li>
          <li>
            An archived list takes no more gifts, but a public or unlisted one can still be opened at its
            link. Make it private if you do not want that.
          </li>
        </ul>
        <p>
          Your name, wherever it appears, is your first name only, unless you choose in{' '}
          <Link href={PAGE_PATHS.profilePrivacy} className={LEGAL_LINK_CLASS}>
            Privacy settings
          </Link>{' '}
          to show your full name. Your public profile shows that name, your photo, bio, city and state, when
          you joined, how many lists you published and how many were fulfilled, and your public lists unless
          you turn that off. Your email address is never shown.
        </p>
        <p>
          Photos are kept at long, random web addresses. Anyone who has such an address can open the picture,
          and a browser that showed it may keep a copy for up to a year.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Only you, on your own lists</h3>
        <p>
          Your postal code and shipping address, how many views and shares your list had, the gifts for it
          (with each donor’s name unless they chose to stay anonymous, the store, the order number and message
          if they gave them), and who saw your address.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>What a family sees about a donor</h3>
        <p>
          The donor’s name as they chose to show it, or “An anonymous donor”; what they reserved or bought,
          the store, and the order number and message if they gave them. Never their email address.
        </p>
        <h3 className={LEGAL_SUBHEADING_CLASS}>Kindlist’s team</h3>
        <p>
          Admins (accounts named by the people who run this site) can open a list even after it was hidden.
          Messages from the contact form are emailed to the site’s admin addresses, and reports about lists
          are kept for the admins. The people who run the site can also reach its database and files to keep
          it working and safe.
        </p>
      </>
    ),
  },
];
