import { Link } from 'wouter';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-detail.json';
import * as pagePaths from '#shared/page-path-builders';
import { useArchiveList } from '../api/archive-list';
import type { TListView } from '../api/get-list';
import { useRestoreList } from '../api/restore-list';
import { formatViews } from '../utils/list-labels';
import { toShippingAddressEditPath } from '../utils/shipping-address-link';

const t = createTranslator(catalog);

const STATUS_TEXT = {
  draft: 'list-detail.owner.draft',
  archived: 'list-detail.owner.archived',
  // Said above everything else on the page, for everyone (ListDetail's banner).
  fulfilled: null,
  active: null,
} as const;

/** "not shared yet", "shared once", "shared 3 times". */
function describeShares(count: number): string {
  if (count === 0) return t('list-detail.owner.notShared');
  return count === 1 ? t('list-detail.owner.sharedOnce') : t('list-detail.owner.sharedTimes', { count });
}

export function OwnerTools({ list }: { list: Extract<TListView, { isOwner: true }> }) {
  const archive = useArchiveList();
  const restore = useRestoreList();
  const error = archive.error ?? restore.error;
  const statusText = STATUS_TEXT[list.status];
  return (
    <section aria-labelledby="owner-tools" className="rounded-xl border border-teal-200 bg-teal-50 p-4">
      <h2 id="owner-tools" className="font-bold text-slate-900">
        {t('list-detail.owner.heading')}
      </h2>
      {statusText ? <p className="mt-1 text-slate-800">{t(statusText)}</p> : null}
      {list.status === 'draft' ? null : (
        <p className="mt-1 text-slate-800">
          {formatViews(list.viewCount)} · {describeShares(list.shareCount)}
        </p>
      )}
      {list.moderation.isFlagged && list.moderation.state === 'ok' ? (
        <p className="mt-1 text-slate-800">{t('list-detail.owner.flagged')}</p>
      ) : null}
      {list.status === 'active' && !list.hasShippingAddress ? (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <RichText
            t={t}
            id="list-detail.owner.noAddress"
            components={{
              0: (
                <Link
                  href={toShippingAddressEditPath(list.id)}
                  className="font-semibold text-teal-800 underline"
                />
              ),
            }}
          />
        </p>
      ) : null}
      {list.moderation.state === 'hidden' ? (
        <p className="mt-1 text-red-900">
          {t('list-detail.owner.hidden', {
            reason: list.moderation.reason || t('list-detail.owner.noReason'),
          })}
        </p>
      ) : null}
      {error ? (
        <div className="mt-2">
          <FormAlert>{readApiErrorMessage(error)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <Link href={pagePaths.editList(list.id)} className={getButtonClassName('primary')}>
          {list.status === 'draft' ? t('list-detail.owner.continueEditing') : t('list-detail.owner.edit')}
        </Link>
        {list.status === 'archived' ? null : (
          <Link href={pagePaths.productsForList(list.id)} className={getButtonClassName('secondary')}>
            {t('list-detail.owner.addItems')}
          </Link>
        )}
        {list.status === 'active' || list.status === 'fulfilled' ? (
          <Button variant="secondary" disabled={archive.isPending} onClick={() => archive.mutate(list.id)}>
            {t('list-detail.owner.archive')}
          </Button>
        ) : null}
        {list.status === 'archived' ? (
          <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(list.id)}>
            {t('list-detail.owner.restore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
