import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-detail.json';
import type { TPublicList } from '#shared/schemas/needs-list';
import { formatStateCount, toPercent } from '../utils/list-labels';

const t = createTranslator(catalog);

/**
 * Received (confirmed by the family), bought and on the way (reported by donors), reserved (held for
 * 72 hours while a donor buys it), and what is still needed, out of everything wanted.
 */
export function ListProgress({
  progress,
  itemsCount,
}: {
  progress: TPublicList['progress'];
  itemsCount: number;
}) {
  const { wanted, reserved, purchased, received } = progress;
  const onTheWay = Math.max(0, purchased - received);
  const stillNeeded = Math.max(0, wanted - reserved - purchased);
  const receivedPercent = toPercent(received, wanted);
  const onTheWayPercent = Math.min(100 - receivedPercent, toPercent(onTheWay, wanted));
  const reservedPercent = Math.min(100 - receivedPercent - onTheWayPercent, toPercent(reserved, wanted));
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('list-detail.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={receivedPercent}
        aria-valuetext={t('list-detail.progress.value', { received, wanted })}
        className="flex h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700" style={{ width: `${receivedPercent}%` }} />
        <div className="h-full bg-teal-400" style={{ width: `${onTheWayPercent}%` }} />
        <div className="h-full bg-amber-400" style={{ width: `${reservedPercent}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-teal-700" />
          {formatStateCount('received', received)}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-teal-400" />
          {formatStateCount('onTheWay', onTheWay)}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-amber-400" />
          {formatStateCount('reserved', reserved)}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-slate-300" />
          {t('list-detail.progress.stillNeeded', { count: stillNeeded })}
        </span>
      </p>
      {wanted !== itemsCount ? (
        <p className="mt-1 text-slate-700 text-sm">
          {t('list-detail.progress.pieces', { wanted, items: itemsCount })}
        </p>
      ) : null}
    </div>
  );
}
