import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { formatPlace } from '#client/lib/format-place';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import { CATEGORY_ICONS, CATEGORY_TINTS } from '#client/lib/topic-icons';
import catalog from '#client-catalog/needs-lists.json';
import * as pagePaths from '#shared/page-path-builders';
import type { TListCard } from '#shared/schemas/browse';
import { formatReceived, formatUrgency, toPercent, URGENCY_BADGE_CLASSES } from '../utils/list-labels';

const t = createTranslator(catalog);

export function UrgencyBadge({ urgency }: { urgency: TListCard['urgency'] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${URGENCY_BADGE_CLASSES[urgency]}`}>
      {formatUrgency(urgency)}
    </span>
  );
}

/** Where a list has no photo: its topic's drawing on the topic's soft colour (not a broken picture). */
function TopicPlaceholder({ category }: { category: TListCard['category'] }) {
  const topic = category ?? 'essential-items';
  const Icon = CATEGORY_ICONS[topic];
  return (
    <div className={`flex size-full flex-col items-center justify-center gap-2 ${CATEGORY_TINTS[topic]}`}>
      <Icon aria-hidden="true" className="size-10 opacity-80" strokeWidth={1.5} />
      {category ? <span className="font-semibold text-sm">{tRoutes(`routes.topic.${category}`)}</span> : null}
    </div>
  );
}

export function ListCard({ list }: { list: TListCard }) {
  const percent = toPercent(list.progress.received, list.progress.wanted);
  const place = formatPlace(list.city, list.region);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-slate-100">
        {list.photoUrl ? (
          <img
            src={list.photoUrl}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <TopicPlaceholder category={list.category} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyBadge urgency={list.urgency} />
          {list.isVerified ? (
            <span className="inline-flex items-center gap-1 font-semibold text-teal-800 text-xs">
              <BadgeCheck aria-hidden="true" className="size-4" /> {t('needs-lists.card.verified')}
            </span>
          ) : null}
          {list.isDemo ? (
            <span className="font-semibold text-slate-600 text-xs">{t('needs-lists.card.example')}</span>
          ) : null}
        </div>
        {/* The family's own words, in the language they wrote them in (never translated). */}
        <h3 lang={list.language} className="font-bold text-lg text-slate-900 leading-snug">
          <Link href={pagePaths.listDetail(list.id)} className="after:absolute after:inset-0 hover:underline">
            {list.title}
          </Link>
        </h3>
        {place ? (
          <p className="inline-flex items-center gap-1 text-slate-700 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
        ) : null}
        <p lang={list.language} className="line-clamp-3 text-slate-700 text-sm">
          {list.excerpt}
        </p>
        <div className="mt-auto pt-2">
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-teal-700" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-slate-700 text-xs">{formatReceived(list.progress)}</p>
        </div>
      </div>
    </article>
  );
}
