import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { useMyLists } from '#client/features/needs-lists/api/get-my-lists';
import { DeleteDraftButton } from '#client/features/needs-lists/components/delete-draft-button';
import { UrgencyBadge } from '#client/features/needs-lists/components/list-card';
import { formatReceived, formatViews, toPercent } from '#client/features/needs-lists/utils/list-labels';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/my-lists.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { formatPlace } from '../lib/format-place';
import { readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

const STATUS_LABELS = {
  draft: 'my-lists.status.draft',
  active: 'my-lists.status.active',
  fulfilled: 'my-lists.status.fulfilled',
  archived: 'my-lists.status.archived',
} as const;
const STATUS_CLASSES = {
  draft: 'bg-slate-200 text-slate-900',
  active: 'bg-teal-100 text-teal-900',
  fulfilled: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-100 text-slate-700',
} as const;

function MyLists() {
  const lists = useMyLists();
  const [deletedTitle, setDeletedTitle] = useState<string | null>(null);
  // The deleted draft's buttons are gone: the focus goes to what happened.
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deletedTitle) statusRef.current?.focus();
  }, [deletedTitle]);
  if (lists.isPending) return <Spinner />;
  if (lists.isError) return <FormAlert>{readApiErrorMessage(lists.error)}</FormAlert>;
  if (lists.data.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <p className="text-lg text-slate-800">{t('my-lists.empty')}</p>
        <Link href={PAGE_PATHS.create} className={getButtonClassName('primary', 'lg', 'mt-4')}>
          <Plus aria-hidden="true" className="size-5" /> {t('my-lists.createFirst')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p ref={statusRef} role="status" tabIndex={-1} className="mt-6 empty:hidden">
        {deletedTitle ? t('my-lists.deleted', { title: deletedTitle }) : ''}
      </p>
      <ul className="mt-8 grid gap-4">
        {lists.data.map((list) => {
          const percent = toPercent(list.progress.received, list.progress.wanted);
          return (
            <li key={list.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${STATUS_CLASSES[list.status]}`}
                >
                  {t(STATUS_LABELS[list.status])}
                </span>
                <UrgencyBadge urgency={list.urgency} />
                {list.moderation.state === 'hidden' ? (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900 text-xs">
                    {t('my-lists.hidden')}
                  </span>
                ) : null}
              </div>
              <h2
                lang={list.title ? list.language : undefined}
                className="mt-2 wrap-anywhere font-bold text-lg text-slate-900"
              >
                {list.title || t('my-lists.untitled')}
              </h2>
              <p className="text-slate-700 text-sm">
                {[formatPlace(list.city, list.region), t('my-lists.items', { count: list.items.length })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {list.status !== 'draft' ? (
                <div className="mt-3">
                  <div className="h-2 overflow-hidden rounded-full bg-slate-200">
                    <div className="h-full bg-teal-700" style={{ width: `${percent}%` }} />
                  </div>
                  <p className="mt-1 text-slate-700 text-xs">
                    {formatReceived({ ...list.progress, items: list.items.length })} ·{' '}
                    {t('my-lists.bought', { count: list.progress.purchased })}
                  </p>
                  <p className="mt-1 text-slate-700 text-xs">{formatViews(list.viewCount)}</p>
                </div>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-3">
                <Link
                  href={pagePaths.editList(list.id)}
                  className={getButtonClassName(list.status === 'draft' ? 'primary' : 'secondary', 'sm')}
                >
                  {list.status === 'draft' ? t('my-lists.continue') : t('my-lists.edit')}
                  <span className="sr-only"> {list.title || t('my-lists.untitledName')}</span>
                </Link>
                <Link href={pagePaths.listDetail(list.id)} className={getButtonClassName('ghost', 'sm')}>
                  {t('my-lists.view')}
                  <span className="sr-only"> {list.title || t('my-lists.untitledName')}</span>
                </Link>
                {list.status === 'draft' ? (
                  <DeleteDraftButton
                    listId={list.id}
                    title={list.title}
                    onDeleted={() => setDeletedTitle(list.title || t('my-lists.untitled'))}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function MyListsPage() {
  return (
    <RequireSignIn title={tTitles('titles.my-lists')} reason={t('my-lists.signIn')}>
      {() => (
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
              {tTitles('titles.my-lists')}
            </h1>
            <Link href={PAGE_PATHS.create} className={getButtonClassName('primary')}>
              <Plus aria-hidden="true" className="size-4" /> {t('my-lists.new')}
            </Link>
          </div>
          <MyLists />
        </div>
      )}
    </RequireSignIn>
  );
}
