import { BadgeCheck, CalendarDays, ExternalLink, Flag, MapPin } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { TOPIC_TITLES } from '../../../../shared/routes';
import { Button, getButtonClassName } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { trackEvent } from '../../../lib/analytics';
import { formatPlace } from '../../../lib/format-place';
import { readApiErrorMessage } from '../../../lib/request';
import { useArchiveList } from '../api/archive-list';
import type { TListView } from '../api/get-list';
import { useRestoreList } from '../api/restore-list';
import { formatPrice, formatViews } from '../utils/list-labels';
import { UrgencyBadge } from './list-card';
import { ListProgress } from './list-progress';
import { ShareBar } from './share-bar';

// Loaded on the first "Report this list": most visitors never open it. When its code cannot be
// fetched (offline, or a new version was deployed), the list page stays and says so.
const ReportListDialog = lazy(() =>
  import('./report-list-dialog').catch(() => ({ default: ReportFormUnavailable })),
);

function ReportFormUnavailable() {
  return (
    <p role="alert" className="mt-2 text-red-800 text-sm">
      The report form could not be opened. Check your connection, then reload the page.
    </p>
  );
}

function ReportListButton({ listId }: { listId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" /> Report this list
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportListDialog listId={listId} returnFocusRef={buttonRef} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const STATUS_TEXT = {
  draft: 'This is a draft: only you can see it.',
  archived: 'This list is archived: donors can still open it by its link, but it is not in search.',
  fulfilled: 'Everything on this list has arrived. Thank you, donors!',
  active: null,
} as const;

function OwnerTools({ list }: { list: Extract<TListView, { isOwner: true }> }) {
  const archive = useArchiveList();
  const restore = useRestoreList();
  const error = archive.error ?? restore.error;
  return (
    <section aria-labelledby="owner-tools" className="rounded-xl border border-teal-200 bg-teal-50 p-4">
      <h2 id="owner-tools" className="font-bold text-slate-900">
        Your list
      </h2>
      {STATUS_TEXT[list.status] ? <p className="mt-1 text-slate-800">{STATUS_TEXT[list.status]}</p> : null}
      {list.status === 'draft' ? null : (
        <p className="mt-1 text-slate-800">
          {formatViews(list.viewCount)} · shared {list.shareCount === 1 ? 'once' : `${list.shareCount} times`}
        </p>
      )}
      {list.moderation.isFlagged && list.moderation.state === 'ok' ? (
        <p className="mt-1 text-slate-800">
          Our team is taking a quick look before your list shows in search, because its photo or story is very
          close to another list’s. It can already be opened by its link.
        </p>
      ) : null}
      {list.moderation.state === 'hidden' ? (
        <p className="mt-1 text-red-900">
          Hidden by our moderators: {list.moderation.reason || 'no reason given'}. Contact us if you think
          this is a mistake.
        </p>
      ) : null}
      {error ? (
        <div className="mt-2">
          <FormAlert>{readApiErrorMessage(error)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <Link href={`/edit-wishlist/${list.id}`} className={getButtonClassName('primary')}>
          {list.status === 'draft' ? 'Continue editing' : 'Edit list and items'}
        </Link>
        {list.status === 'active' || list.status === 'fulfilled' ? (
          <Button variant="secondary" disabled={archive.isPending} onClick={() => archive.mutate(list.id)}>
            Archive
          </Button>
        ) : null}
        {list.status === 'archived' ? (
          <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(list.id)}>
            Restore
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function ListDetail({ list, isSignedIn }: { list: TListView; isSignedIn: boolean }) {
  const isShareable = list.status !== 'draft' && list.visibility !== 'private';
  const place = formatPlace(list.city, list.region);
  const [cover, ...morePhotos] = list.photos;
  return (
    <article className="grid gap-8">
      {list.isOwner ? <OwnerTools list={list} /> : null}
      {list.isDemo ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <strong>This is an example list</strong>, made up to show how Kindlist works. It is not a real
          family; please do not buy anything for it.
        </p>
      ) : null}
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyBadge urgency={list.urgency} />
          {list.category ? (
            <Link href={`/${list.category}`} className="font-semibold text-sm text-teal-800 underline">
              {TOPIC_TITLES[list.category]}
            </Link>
          ) : null}
          {list.isVerified ? (
            <span className="inline-flex items-center gap-1 font-semibold text-sm text-teal-800">
              <BadgeCheck aria-hidden="true" className="size-4" /> Verified by Kindlist
            </span>
          ) : null}
        </div>
        <h1 className="mt-3 break-words font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {list.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </span>
          ) : null}
          {list.neededBy ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              Needed by {DATE_FORMAT.format(new Date(list.neededBy))}
            </span>
          ) : null}
          <span>
            By{' '}
            <Link href={`/people/${list.owner.id}`} className="font-semibold text-teal-800 underline">
              {list.owner.displayName}
            </Link>
            {list.beneficiary.kind === 'other' && list.beneficiary.name
              ? ` for ${list.beneficiary.name}${list.beneficiary.relationship ? ` (${list.beneficiary.relationship})` : ''}`
              : ''}
          </span>
        </p>
      </header>

      {cover ? (
        <div className="grid gap-3">
          <img src={cover.url} alt="" className="max-h-[28rem] w-full rounded-xl object-cover" />
          {morePhotos.length > 0 ? (
            <div className="grid grid-cols-4 gap-3">
              {morePhotos.map((photo) => (
                <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    width={640}
                    height={480}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                  <span className="sr-only">Open the full-size picture</span>
                </a>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="list-progress">
        <h2 id="list-progress" className="font-bold text-slate-900 text-xl">
          Progress
        </h2>
        <div className="mt-3">
          <ListProgress progress={list.progress} itemsCount={list.items.length} />
        </div>
      </section>

      {isShareable ? <ShareBar listId={list.id} title={list.title} /> : null}

      <section aria-labelledby="list-story">
        <h2 id="list-story" className="font-bold text-slate-900 text-xl">
          Our story
        </h2>
        <p className="mt-3 whitespace-pre-line break-words text-lg text-slate-800 leading-relaxed">
          {list.story}
        </p>
      </section>

      <section aria-labelledby="list-items">
        <h2 id="list-items" className="font-bold text-slate-900 text-xl">
          What we need
        </h2>
        {list.items.length === 0 ? (
          <p className="mt-3 text-slate-700">No items yet.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {list.items.map((item) => {
              const remaining = Math.max(
                0,
                item.quantity - Math.max(item.quantityPurchased, item.quantityReceived),
              );
              const price = formatPrice(item.priceCents, item.currency);
              return (
                <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="break-words font-bold text-slate-900">{item.name}</h3>
                      {item.description ? <p className="mt-1 text-slate-700">{item.description}</p> : null}
                      <p className="mt-1 text-slate-700 text-sm">
                        {remaining > 0
                          ? `${remaining} of ${item.quantity} still needed`
                          : `All ${item.quantity} covered`}
                        {price ? ` · about ${price} each` : ''}
                        {item.priority >= 5 ? ' · needed most' : ''}
                      </p>
                    </div>
                    {item.productUrl && remaining > 0 ? (
                      <a
                        href={item.productUrl}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className={getButtonClassName('secondary', 'sm')}
                        onClick={() =>
                          trackEvent('outbound_purchase_click', {
                            retailer: item.retailer || new URL(item.productUrl ?? '').hostname,
                            list_id: list.id,
                          })
                        }
                      >
                        View at {item.retailer || 'the store'}
                        <ExternalLink aria-hidden="true" className="size-4" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {list.isOwner ? null : (
        <footer className="border-slate-200 border-t pt-4">
          {isSignedIn ? (
            <ReportListButton listId={list.id} />
          ) : (
            <p className="text-slate-700 text-sm">
              Something wrong with this list?{' '}
              <a
                href={`/api/login?returnTo=${encodeURIComponent(`/needslist/${list.id}`)}`}
                className="font-semibold text-teal-800 underline"
              >
                Sign in to report it
              </a>
              .
            </p>
          )}
        </footer>
      )}
    </article>
  );
}
