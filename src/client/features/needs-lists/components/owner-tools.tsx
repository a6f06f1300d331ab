import { Link } from 'wouter';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { readApiErrorMessage } from '#client/lib/request';
import * as pagePaths from '#shared/page-path-builders';
import { useArchiveList } from '../api/archive-list';
import type { TListView } from '../api/get-list';
import { useRestoreList } from '../api/restore-list';
import { formatViews } from '../utils/list-labels';
import { toShippingAddressEditPath } from '../utils/shipping-address-link';

const STATUS_TEXT = {
  draft: 'This is a draft: only you can see it.',
  archived: 'This list is archived: donors can still open it by its link, but it is not in search.',
  // Said above everything else on the page, for everyone (ListDetail's banner).
  fulfilled: null,
  active: null,
} as const;

export function OwnerTools({ list }: { list: Extract<TListView, { isOwner: true }> }) {
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
          {formatViews(list.viewCount)} ·{' '}
          {list.shareCount === 0
            ? 'not shared yet'
            : `shared ${list.shareCount === 1 ? 'once' : `${list.shareCount} times`}`}
        </p>
      )}
      {list.moderation.isFlagged && list.moderation.state === 'ok' ? (
        <p className="mt-1 text-slate-800">
          Our team is taking a quick look before your list shows in search, because its photo or story is very
          close to another list’s. It can already be opened by its link.
        </p>
      ) : null}
      {list.status === 'active' && !list.hasShippingAddress ? (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          Donors cannot reserve anything yet: add where to send gifts.{' '}
          <Link href={toShippingAddressEditPath(list.id)} className="font-semibold text-teal-800 underline">
            Add the shipping address
          </Link>
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
        <Link href={pagePaths.editList(list.id)} className={getButtonClassName('primary')}>
          {list.status === 'draft' ? 'Continue editing' : 'Edit list and items'}
        </Link>
        {list.status === 'archived' ? null : (
          <Link href={pagePaths.productsForList(list.id)} className={getButtonClassName('secondary')}>
            Add items
          </Link>
        )}
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
