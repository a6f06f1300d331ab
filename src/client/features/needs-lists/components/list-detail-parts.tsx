import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-detail.json';
import type { TItem, TListPhoto } from '#shared/schemas/needs-list';
import type { TListView } from '../api/get-list';
import { formatItemCounts, formatPrice } from '../utils/list-labels';

const t = createTranslator(catalog);

const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/** "November 23, 2026" for a date the server gives as ISO, read in UTC. */
export function formatListDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/** Why a donor cannot give here, or should not: the list is closed, or only an example. */
export function ListStateNotes({ list }: { list: TListView }) {
  return (
    <>
      {!list.isOwner && list.status === 'archived' ? (
        <p className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900">
          <RichText t={t} id="list-detail.closed" components={{ 0: <strong /> }} />
        </p>
      ) : null}
      {list.isDemo ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <RichText t={t} id="list-detail.example" components={{ 0: <strong /> }} />
        </p>
      ) : null}
    </>
  );
}

export function VerifiedBadge({ verification }: { verification: TListView['verification'] }) {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-sm text-teal-800">
      <BadgeCheck aria-hidden="true" className="size-4" /> {t('list-detail.verified.badge')}
      {verification ? (
        <span className="font-normal text-slate-700">
          {' '}
          {t('list-detail.verified.details', {
            date: formatListDate(verification.verifiedAt),
            note: verification.note,
          })}
        </span>
      ) : null}
    </span>
  );
}

/** The cover, large, then the other photos as thumbnails that open the full-size picture. */
export function ListPhotos({ photos }: { photos: readonly TListPhoto[] }) {
  const [cover, ...morePhotos] = photos;
  if (!cover) return null;
  return (
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
              <span className="sr-only">{t('list-detail.photo.open')}</span>
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Where an item stands, about what it costs, and whether it is needed most: "1 of 2 still needed · about $20.00 each". */
function describeItem(item: TItem): string {
  const price = formatPrice(item.priceCents, item.currency);
  return [
    formatItemCounts(item),
    price ? t('list-detail.item.price', { price }) : null,
    item.priority >= 5 ? t('list-detail.item.neededMost') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One item as donors see it; `action` (the page's pledge control) goes under it. Its name and
 * description are the family's words, marked with the list's `language`.
 */
export function ListItemCard({
  item,
  language,
  action,
}: {
  item: TItem;
  language: TListView['language'];
  action: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* A picture read from the store's page (kept on this server); the name says what it is. */}
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          loading="lazy"
          className="float-right ml-3 size-16 rounded-lg border border-slate-200 object-contain"
        />
      ) : null}
      <h3 lang={language} className="wrap-anywhere font-bold text-slate-900">
        {item.name}
      </h3>
      {item.description ? (
        <p lang={language} className="mt-1 wrap-anywhere text-slate-700">
          {item.description}
        </p>
      ) : null}
      <p className="mt-1 text-slate-700 text-sm">{describeItem(item)}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </li>
  );
}
