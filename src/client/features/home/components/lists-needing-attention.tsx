import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/home.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TAttentionList } from '#shared/schemas/home';

const t = createTranslator(catalog);

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

/** What to do next on one list, as links to the place where it is done. */
function AttentionTasks({ list }: { list: TAttentionList }) {
  if (list.status === 'draft') {
    return (
      <p className="text-slate-700">
        {t('home.attention.draft')}{' '}
        <Link href={pagePaths.editList(list.id)} className={LINK_CLASS}>
          {t('home.attention.publish')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-1 text-slate-700">
      {list.giftsToConfirm > 0 ? (
        <li>
          {t('home.attention.gifts', { count: list.giftsToConfirm })}{' '}
          <Link href={pagePaths.listDetail(list.id, 'gifts')} className={LINK_CLASS}>
            {t('home.attention.confirm')}
          </Link>
        </li>
      ) : null}
      {list.thanksToSend > 0 ? (
        <li>
          {t('home.attention.thanks', { count: list.thanksToSend })}{' '}
          <Link href={pagePaths.listDetail(list.id, 'gifts')} className={LINK_CLASS}>
            {t('home.attention.sendThanks')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The user's drafts and lists with gifts waiting for them; a calm sentence when there are none. */
export function ListsNeedingAttention({ lists }: { lists: TAttentionList[] }) {
  if (lists.length === 0) {
    return (
      <p className="mt-3 text-slate-700">
        {t('home.attention.none')}{' '}
        <Link href={PAGE_PATHS.myLists} className={LINK_CLASS}>
          {t('home.attention.seeAll')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-3">
      {lists.map((list) => (
        <li key={list.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="wrap-anywhere font-semibold text-slate-900">
            {list.title || t('home.attention.untitled')}
          </h3>
          <div className="mt-1">
            <AttentionTasks list={list} />
          </div>
        </li>
      ))}
    </ul>
  );
}
