import { BadgeCheck, CalendarDays, CheckCircle2, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPlace } from '#client/lib/format-place';
import * as authApi from '#shared/api-paths/auth';
import * as pagePaths from '#shared/page-path-builders';
import { TOPIC_TITLES } from '#shared/routes';
import type { TItem } from '#shared/schemas/needs-list';
import type { TListView } from '../api/get-list';
import { formatItemCounts, formatPostedAndUpdated, formatPrice } from '../utils/list-labels';
import { JustPublished } from './just-published';
import { UrgencyBadge } from './list-card';
import { ListProgress } from './list-progress';
import { OwnerTools } from './owner-tools';
import { ReportListButton } from './report-list-button';
import { ShareBar } from './share-bar';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function formatVerifiedDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
function FulfilledBanner({ isOwner }: { isOwner: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-slate-900">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
      <p>
        <strong className="block text-lg">Everything on this list has arrived.</strong>
        {isOwner
          ? 'Every gift is confirmed. You can still thank your donors below.'
          : 'Thank you to everyone who gave. Nothing more is needed here.'}
      </p>
    </div>
  );
}

/**
 * A needs list as donors and its family see it. Giving lives in its own feature: the page fills
 * `renderItemAction` (under each item), `donorPanel` and `ownerPanel` (after the progress).
 */
export function ListDetail({
  list,
  isSignedIn,
  isJustPublished = false,
  onDoneWithPublished,
  renderItemAction,
  donorPanel,
  ownerPanel,
}: {
  list: TListView;
  isSignedIn: boolean;
  /** Opened right after publishing: say it is live, with the share buttons first. */
  isJustPublished?: boolean;
  onDoneWithPublished?: () => void;
  renderItemAction?: (item: TItem) => ReactNode;
  donorPanel?: ReactNode;
  ownerPanel?: ReactNode;
}) {
  const isShareable = list.status !== 'draft' && list.visibility !== 'private';
  const isPublishedPanelShown = isJustPublished && list.isOwner && list.status !== 'draft';
  const place = formatPlace(list.city, list.region);
  const [cover, ...morePhotos] = list.photos;
  return (
    <article className="grid gap-8">
      {isPublishedPanelShown && list.isOwner ? (
        <JustPublished list={list} onDone={() => onDoneWithPublished?.()} />
      ) : null}
      {list.status === 'fulfilled' ? <FulfilledBanner isOwner={list.isOwner} /> : null}
      {list.isOwner ? <OwnerTools list={list} /> : null}
      {!list.isOwner && list.status === 'archived' ? (
        <p className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900">
          <strong>This list is closed.</strong> The family is not asking for more gifts on it.
        </p>
      ) : null}
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
              {list.verification ? (
                <span className="font-normal text-slate-700">
                  {' '}
                  on {formatVerifiedDate(list.verification.verifiedAt)}: {list.verification.note}
                </span>
              ) : null}
            </span>
          ) : null}
        </div>
        <h1 className="mt-3 wrap-anywhere font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {list.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </span>
          ) : null}
          {list.neededBy ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              Needed by {DATE_FORMAT.format(new Date(list.neededBy))}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={list.publishedAt ?? list.updatedAt}>{formatPostedAndUpdated(list)}</time>
          </span>
          <span className="min-w-0 wrap-anywhere">
            By{' '}
            <Link
              href={pagePaths.publicProfile(list.owner.id)}
              className="font-semibold text-teal-800 underline"
            >
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
      {donorPanel}
      {ownerPanel}

      <section aria-labelledby="list-story">
        <h2 id="list-story" className="font-bold text-slate-900 text-xl">
          Our story
        </h2>
        <p className="mt-3 whitespace-pre-line wrap-anywhere text-lg text-slate-800 leading-relaxed">
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
              const price = formatPrice(item.priceCents, item.currency);
              const action = renderItemAction?.(item);
              return (
                <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  {/* A picture read from the store's page (kept on this server); the name says what it is. */}
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      loading="lazy"
                      className="float-right ml-3 size-16 rounded-lg border border-slate-200 object-contain"
                    />
                  ) : null}
                  <h3 className="wrap-anywhere font-bold text-slate-900">{item.name}</h3>
                  {item.description ? (
                    <p className="mt-1 wrap-anywhere text-slate-700">{item.description}</p>
                  ) : null}
                  <p className="mt-1 text-slate-700 text-sm">
                    {formatItemCounts(item)}
                    {price ? ` · about ${price} each` : ''}
                    {item.priority >= 5 ? ' · needed most' : ''}
                  </p>
                  {action ? <div className="mt-3">{action}</div> : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {/* After what the family needs: a donor reads the story and the needs first. */}
      {isShareable && !isPublishedPanelShown ? (
        <ShareBar listId={list.id} title={list.title} isOwnList={list.isOwner} />
      ) : null}
      {list.isOwner ? null : (
        <footer className="border-slate-200 border-t pt-4">
          {isSignedIn ? (
            <ReportListButton listId={list.id} />
          ) : (
            <p className="text-slate-700 text-sm">
              Something wrong with this list?{' '}
              <a
                href={authApi.login(pagePaths.listDetail(list.id))}
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
