import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import * as pagePaths from '#shared/page-path-builders';
import type { TListView } from '../api/get-list';
import { toShippingAddressEditPath } from '../utils/shipping-address-link';
import { ShareBar } from './share-bar';

/**
 * The first thing a family sees once their list is published: that it is live, and the share buttons
 * right there (sharing with people they know is where most help comes from). Screen readers start here.
 */
export function JustPublished({
  list,
  onDone,
}: {
  list: Extract<TListView, { isOwner: true }>;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const isPrivate = list.visibility === 'private';
  return (
    <section
      aria-labelledby="just-published"
      className="rounded-xl border-2 border-teal-600 bg-teal-50 p-4 sm:p-6"
    >
      <h2
        id="just-published"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-2xl text-slate-900 focus:outline-none"
      >
        <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
        {isPrivate ? 'Your list is published, privately' : 'Your list is live: share it'}
      </h2>
      {isPrivate ? (
        <p className="mt-2 text-slate-800">
          Only you can see it. To let donors find it,{' '}
          <Link href={pagePaths.editList(list.id)} className="font-semibold text-teal-800 underline">
            change who can see it
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            {list.visibility === 'unlisted'
              ? 'It is unlisted: only people you send the link to can open it. '
              : list.moderation.isFlagged
                ? 'Its link works now; it shows in search once our team has had a quick look. '
                : 'Anyone can find it in search now. '}
            Most help comes from people who know you: send the link to friends, family, your school or your
            place of worship.
          </p>
          {list.hasShippingAddress ? null : (
            <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              One thing left: donors cannot reserve anything until you add where to send gifts.{' '}
              <Link
                href={toShippingAddressEditPath(list.id)}
                className="font-semibold text-teal-800 underline"
              >
                Add the shipping address
              </Link>
            </p>
          )}
          <div className="mt-4">
            <ShareBar listId={list.id} title={list.title} isOwnList isEmbedded />
          </div>
        </>
      )}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
