import type { TPublicList } from '../../../../shared/schemas/needs-list';
import { toPercent } from '../utils/list-labels';

/** Received (confirmed by the family) and bought (reported by donors), out of everything wanted. */
export function ListProgress({
  progress,
  itemsCount,
}: {
  progress: TPublicList['progress'];
  itemsCount: number;
}) {
  const { wanted, purchased, received } = progress;
  const receivedPercent = toPercent(received, wanted);
  const purchasedPercent = Math.max(0, toPercent(purchased, wanted) - receivedPercent);
  const stillNeeded = Math.max(0, wanted - Math.max(purchased, received));
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Received so far"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={receivedPercent}
        className="flex h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700" style={{ width: `${receivedPercent}%` }} />
        <div className="h-full bg-teal-300" style={{ width: `${purchasedPercent}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-teal-700" />
          {received} received
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-full bg-teal-300" />
          {Math.max(0, purchased - received)} bought, on the way
        </span>
        <span>{stillNeeded} still needed</span>
      </p>
      {wanted !== itemsCount ? (
        <p className="mt-1 text-slate-700 text-sm">
          Counted piece by piece: {wanted} pieces across {itemsCount} {itemsCount === 1 ? 'item' : 'items'}.
        </p>
      ) : null}
    </div>
  );
}
