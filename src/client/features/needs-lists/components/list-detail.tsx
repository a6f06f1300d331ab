import { CalendarDays, CheckCircle2, Clock, Languages, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPlace } from '#client/lib/format-place';
import { createTranslator, LOCALE } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/list-detail.json';
import * as authApi from '#shared/api-paths/auth';
import * as pagePaths from '#shared/page-path-builders';
import type { TItem } from '#shared/schemas/needs-list';
import type { TListView } from '../api/get-list';
import { formatPostedAndUpdated } from '../utils/list-labels';
import { JustPublished } from './just-published';
import { UrgencyBadge } from './list-card';
import { formatListDate, ListItemCard, ListPhotos, ListStateNotes, VerifiedBadge } from './list-detail-parts';
import { ListProgress } from './list-progress';
import { OwnerTools } from './owner-tools';
import { ReportListButton } from './report-list-button';
import { ShareBar } from './share-bar';

const t = createTranslator(catalog);

const WRITTEN_IN = {
  en: 'list-detail.writtenIn.en',
  es: 'list-detail.writtenIn.es',
} as const satisfies Record<TListView['language'], string>;

/** "Written in Spanish" on an English page (and the other way round): the family's words stay as written. */
function WrittenInNote({ language }: { language: TListView['language'] }) {
  if (language === LOCALE) return null;
  return (
    <p className="mt-2 inline-flex items-center gap-1 text-slate-700 text-sm">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      {t(WRITTEN_IN[language])}
    </p>
  );
}

/** "By Dana W. for Maya (daughter)": the owner, a link to their profile, and whom the list is for. */
function ListAuthor({ list }: { list: TListView }) {
  const { beneficiary } = list;
  const name = (
    <Link href={pagePaths.publicProfile(list.owner.id)} className="font-semibold text-teal-800 underline" />
  );
  const values = {
    name: list.owner.displayName,
    beneficiary: beneficiary.name,
    relationship: beneficiary.relationship,
  };
  const id =
    beneficiary.kind !== 'other' || !beneficiary.name
      ? 'list-detail.by'
      : beneficiary.relationship
        ? 'list-detail.byForRelationship'
        : 'list-detail.byFor';
  return <RichText t={t} id={id} values={values} components={{ 0: name }} />;
}

/** Signing in comes back to this list (a full page load: the server's sign-in address). */
function SignInToReportLink({ listId, children }: { listId: string; children?: ReactNode }) {
  return (
    <a href={authApi.login(pagePaths.listDetail(listId))} className="font-semibold text-teal-800 underline">
      {children}
    </a>
  );
}

function FulfilledBanner({ isOwner }: { isOwner: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-slate-900">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
      <p>
        <strong className="block text-lg">{t('list-detail.fulfilled.title')}</strong>
        {isOwner ? t('list-detail.fulfilled.owner') : t('list-detail.fulfilled.donor')}
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
  return (
    <article className="grid gap-8">
      {isPublishedPanelShown && list.isOwner ? (
        <JustPublished list={list} onDone={() => onDoneWithPublished?.()} />
      ) : null}
      {list.status === 'fulfilled' ? <FulfilledBanner isOwner={list.isOwner} /> : null}
      {list.isOwner ? <OwnerTools list={list} /> : null}
      <ListStateNotes list={list} />
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyBadge urgency={list.urgency} />
          {list.category ? (
            <Link
              href={`/${list.category}`}
              className="inline-flex min-h-6 items-center font-semibold text-sm text-teal-800 underline pointer-coarse:min-h-11"
            >
              {tRoutes(`routes.topic.${list.category}`)}
            </Link>
          ) : null}
          {list.isVerified ? <VerifiedBadge verification={list.verification} /> : null}
        </div>
        {/* The family's own words are marked with the language they wrote them in (never translated), so a
            browser can offer its own translation; the page says so when it is not the page's language. */}
        <h1
          lang={list.language}
          className="mt-3 wrap-anywhere font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          {list.title}
        </h1>
        <WrittenInNote language={list.language} />
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
              {t('list-detail.neededBy', { date: formatListDate(list.neededBy) })}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={list.publishedAt ?? list.updatedAt}>{formatPostedAndUpdated(list)}</time>
          </span>
          <span className="min-w-0 wrap-anywhere">
            <ListAuthor list={list} />
          </span>
        </p>
      </header>

      <ListPhotos photos={list.photos} />

      <section aria-labelledby="list-progress">
        <h2 id="list-progress" className="font-bold text-slate-900 text-xl">
          {t('list-detail.progress.heading')}
        </h2>
        <div className="mt-3">
          <ListProgress progress={list.progress} itemsCount={list.items.length} />
        </div>
      </section>
      {donorPanel}
      {ownerPanel}

      <section aria-labelledby="list-story">
        <h2 id="list-story" className="font-bold text-slate-900 text-xl">
          {t('list-detail.story')}
        </h2>
        <p
          lang={list.language}
          className="mt-3 whitespace-pre-line wrap-anywhere text-lg text-slate-800 leading-relaxed"
        >
          {list.story}
        </p>
      </section>

      <section aria-labelledby="list-items">
        <h2 id="list-items" className="font-bold text-slate-900 text-xl">
          {t('list-detail.items')}
        </h2>
        {list.items.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('list-detail.noItems')}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {list.items.map((item) => (
              <ListItemCard
                key={item.id}
                item={item}
                language={list.language}
                action={renderItemAction?.(item)}
              />
            ))}
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
              <RichText
                t={t}
                id="list-detail.report.signIn"
                components={{ 0: <SignInToReportLink listId={list.id} /> }}
              />
            </p>
          )}
        </footer>
      )}
    </article>
  );
}
