import { Gift, ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/pledges.json';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useReserveItem } from '../api/reserve-item';
import { formatGiftName } from '../utils/gift-labels';
import { recallStore } from '../utils/last-store';
import { readItemStore } from '../utils/retailer-links';
import { PurchaseForm } from './purchase-form';

const t = createTranslator(catalog);

/**
 * A reservation whose time is up (ended by the server, or past its end by the reader's clock): what
 * the donor can still do. A purchase is still recorded while the item is needed (the server takes a
 * report on a reservation that ran out if what it held is still open), and the donor can reserve the
 * item again, within their limits (the server decides). When others have taken what was left, there
 * is nothing more to do.
 */
export function TimeUpGift({
  gift,
  stillNeeded,
  canGive,
  onReported,
  onReserved,
}: {
  gift: TMyPledge;
  /** What the list still needs of the item now (what this reservation held is counted once released). */
  stillNeeded: number;
  /** Whether the list takes gifts at all (not archived, fulfilled or an example). */
  canGive: boolean;
  onReported: () => void;
  onReserved: (pledge: TMyPledge) => void;
}) {
  const [isReporting, setIsReporting] = useState(false);
  const reportButtonRef = useRef<HTMLButtonElement>(null);
  const reserve = useReserveItem();
  // Until the server has marked it (within a minute), the reservation still holds its quantity: a
  // report is taken as for any reservation, and a new one would find nothing open yet.
  const isReleased = gift.status === 'expired';
  const canReport = !isReleased || (canGive && stillNeeded > 0);
  const againQuantity = Math.min(gift.quantity, stillNeeded);
  const canReserveAgain = isReleased && canGive && againQuantity > 0;

  if (!canReport && !canReserveAgain) {
    return <p className="mt-2 text-slate-800">{t('pledges.timeUp.nothingLeft')}</p>;
  }
  const onReserveAgain = async () => {
    try {
      const pledge = await reserve.mutateAsync({
        listId: gift.list.id,
        itemId: gift.item.id,
        input: { quantity: againQuantity, isAnonymous: gift.isAnonymous },
      });
      onReserved(pledge);
    } catch {
      // shown in the card
    }
  };
  return (
    <div className="mt-2 grid gap-4">
      <p className="text-slate-800">
        {isReleased ? t('pledges.timeUp.released') : t('pledges.timeUp.releasing')}
      </p>
      {canReport ? (
        <div className="grid gap-2">
          <p className="text-slate-800">{t('pledges.timeUp.boughtAlready')}</p>
          {isReporting ? (
            <PurchaseForm
              pledge={gift}
              defaultStore={recallStore(gift.id) || readItemStore(gift.item)}
              onReported={onReported}
              onClose={() => {
                setIsReporting(false);
                requestAnimationFrame(() => reportButtonRef.current?.focus());
              }}
            />
          ) : (
            <div>
              <Button ref={reportButtonRef} variant="secondary" onClick={() => setIsReporting(true)}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {t('pledges.timeUp.boughtIt')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {canReserveAgain && !isReporting ? (
        <div className="grid gap-2">
          <p className="text-slate-800">
            {againQuantity < gift.quantity
              ? t('pledges.timeUp.againSome', { again: againQuantity, total: gift.quantity })
              : t('pledges.timeUp.againAll')}
          </p>
          {reserve.error ? <FormAlert>{readApiErrorMessage(reserve.error)}</FormAlert> : null}
          <div>
            <Button
              aria-label={t('pledges.timeUp.againLabel', {
                gift: formatGiftName(againQuantity, gift.item.name),
              })}
              disabled={reserve.isPending}
              onClick={() => void onReserveAgain()}
            >
              <Gift aria-hidden="true" className="size-4" />
              {reserve.isPending ? t('pledges.reserve.reserving') : t('pledges.timeUp.again')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
