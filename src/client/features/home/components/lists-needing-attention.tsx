import { Link } from 'wouter';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TAttentionList } from '#shared/schemas/home';

const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

function formatCount(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What to do next on one list, as links to the place where it is done. */
function AttentionTasks({ list }: { list: TAttentionList }) {
  if (list.status === 'draft') {
    return (
      <p className="text-slate-700">
        A draft, not yet published.{' '}
        <Link href={pagePaths.editList(list.id)} className={LINK_CLASS}>
          Finish and publish it
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-1 text-slate-700">
      {list.giftsToConfirm > 0 ? (
        <li>
          {formatCount(list.giftsToConfirm, 'gift was', 'gifts were')} bought for you.{' '}
          <Link href={pagePaths.listDetail(list.id, 'gifts')} className={LINK_CLASS}>
            Confirm what arrived
          </Link>
        </li>
      ) : null}
      {list.thanksToSend > 0 ? (
        <li>
          {list.thanksToSend === 1
            ? 'A received gift is waiting for your thank-you.'
            : `${list.thanksToSend} received gifts are waiting for your thank-you.`}{' '}
          <Link href={pagePaths.listDetail(list.id, 'gifts')} className={LINK_CLASS}>
            Send a thank-you
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
        Nothing is waiting for you on your lists.{' '}
        <Link href={PAGE_PATHS.myLists} className={LINK_CLASS}>
          See all your lists
        </Link>
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-3">
      {lists.map((list) => (
        <li key={list.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="wrap-anywhere font-semibold text-slate-900">{list.title || 'Untitled draft'}</h3>
          <div className="mt-1">
            <AttentionTasks list={list} />
          </div>
        </li>
      ))}
    </ul>
  );
}
