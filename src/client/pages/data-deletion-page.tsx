import { Link, useSearch } from 'wouter';
import { DeletionStatusLookup } from '#client/features/data-deletion/components/deletion-status-lookup';
import * as PAGE_PATHS from '#shared/page-paths';
import { PageSection } from '../components/layout/page-section';
import { SuccessPanel } from '../components/ui/status-message';

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

export default function DataDeletionPage() {
  const isJustDeleted = new URLSearchParams(useSearch()).get('deleted') === '1';
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Data deletion</h1>
      <p className="mt-3 text-lg text-slate-700">
        You can delete your Kindlist account and everything linked to it at any time, yourself, in a minute.
      </p>
      {isJustDeleted ? (
        <SuccessPanel message="Your account and everything in it were deleted. A confirmation is on its way to your email, with the code below." />
      ) : null}
      <div className="mt-8">
        <PageSection id="deletion-yourself" title="Delete your account yourself">
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              Sign in and open{' '}
              <Link href={PAGE_PATHS.settings} className={LINK_CLASS}>
                Settings
              </Link>
              .
            </li>
            <li>
              If you want a copy first, choose <strong>Export my data</strong>: a file with everything we hold
              about you.
            </li>
            <li>
              Under <strong>Delete account</strong>, type DELETE, enter your password (if your account has
              one) and confirm.
            </li>
          </ol>
          <p>We delete at once, and mail you a confirmation code you can check on this page.</p>
        </PageSection>
        <PageSection id="deletion-what" title="What is deleted">
          <ul className="list-disc space-y-2 pl-6">
            <li>Your profile: name, email address, photo, bio, city and region, settings.</li>
            <li>Your needs lists, their items and photos, and their shipping addresses.</li>
            <li>Your notifications, your sessions and your Google or Facebook sign-in link.</li>
            <li>
              Gifts you gave stay in the families’ lists, so their progress stays true, but without your name.
              Visit statistics keep no link to you.
            </li>
          </ul>
        </PageSection>
        <PageSection id="deletion-facebook" title="If you signed in with Facebook">
          <p>
            Removing Kindlist from your Facebook account (Settings &amp; privacy → Settings → Apps and
            websites) asks us to delete your data. When Facebook is the only way you sign in, your whole
            account is deleted as above. When you also sign in with a password or Google, only the link to
            Facebook is removed and your account stays. Either way, Facebook gives you a link to this page
            with a confirmation code.
          </p>
        </PageSection>
        <PageSection id="deletion-status" title="Check a deletion">
          <p>Enter the confirmation code from our mail or from Facebook.</p>
          <DeletionStatusLookup />
        </PageSection>
      </div>
    </div>
  );
}
