import { ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { StatusMessage } from '#client/components/ui/status-message';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import { RESERVATION_HOURS, RESERVATION_REMINDER_HOURS } from '#shared/pledge-limits';
import type { TMyPledge } from '#shared/schemas/pledge';
import { useCancelPledge } from '../api/cancel-pledge';
import { useNow } from '../hooks/use-now';
import { formatReservedUntil, formatUntil, isEndingSoon } from '../utils/format-time-left';
import { formatGiftName } from '../utils/gift-labels';
import { recallStore, rememberStore } from '../utils/last-store';
import { readItemStore } from '../utils/retailer-links';
import { PurchaseForm } from './purchase-form';
import { RetailerLinks } from './retailer-links';
import { ShippingAddressReveal } from './shipping-address-reveal';

const t = createTranslator(catalog);

const STEP_TITLE_CLASS = 'font-semibold text-slate-900';

/** A reservation's next steps: buy it, send it, tell the family (or let it go). */
export function ReservedGiftSteps({
  gift,
  onReported,
  onCancelled,
}: {
  gift: TMyPledge;
  onReported: () => void;
  onCancelled: (gift: TMyPledge) => void;
}) {
  const now = useNow();
  const cancel = useCancelPledge();
  const [isReporting, setIsReporting] = useState(false);
  const reportButtonRef = useRef<HTMLButtonElement>(null);
  const [store, setStore] = useState(() => recallStore(gift.id));
  // Shown as a short hold, then the email was confirmed (maybe in another browser): say what changed.
  const [wasShortHold] = useState(gift.isShortHold);
  const isJustConfirmed = wasShortHold && !gift.isShortHold && gift.expiresAt !== null;
  const giftName = formatGiftName(gift.quantity, gift.item.name);
  const isSoon = gift.expiresAt ? isEndingSoon(gift.expiresAt, now, RESERVATION_REMINDER_HOURS) : false;

  return (
    <div className="mt-2 grid gap-5">
      {isJustConfirmed && gift.expiresAt ? (
        <StatusMessage>
          {t('pledges.steps.confirmedNow', { until: formatUntil(gift.expiresAt) })}
        </StatusMessage>
      ) : null}
      {gift.expiresAt ? (
        <p className={isSoon ? 'font-semibold text-amber-900' : 'text-slate-800'}>
          {formatReservedUntil(gift.expiresAt, now)}
        </p>
      ) : null}
      <ol className="grid gap-5">
        <li>
          <h4 className={STEP_TITLE_CLASS}>{t('pledges.steps.buy')}</h4>
          <RetailerLinks
            listId={gift.list.id}
            item={gift.item}
            onStoreOpened={(retailer) => {
              setStore(retailer);
              rememberStore(gift.id, retailer);
            }}
          />
        </li>
        <li className="grid gap-2">
          <h4 className={STEP_TITLE_CLASS}>{t('pledges.steps.send')}</h4>
          {gift.isShortHold ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              {t('pledges.steps.confirmEmailFirst', { hours: RESERVATION_HOURS })}
            </p>
          ) : (
            <ShippingAddressReveal pledgeId={gift.id} />
          )}
        </li>
        <li className="grid gap-2">
          <h4 className={STEP_TITLE_CLASS}>{t('pledges.steps.tell')}</h4>
          {gift.isShortHold ? (
            <p className="text-slate-700">{t('pledges.steps.onceConfirmed')}</p>
          ) : isReporting ? (
            <PurchaseForm
              pledge={gift}
              // The store opened from here, else the one the family named for the item.
              defaultStore={store || readItemStore(gift.item)}
              onReported={onReported}
              onClose={() => {
                setIsReporting(false);
                requestAnimationFrame(() => reportButtonRef.current?.focus());
              }}
            />
          ) : (
            <div>
              <Button ref={reportButtonRef} onClick={() => setIsReporting(true)}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {t('pledges.steps.boughtThis')}
              </Button>
            </div>
          )}
        </li>
      </ol>
      <div className="border-slate-200 border-t pt-3">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm">
              {t('pledges.cancel.button')}
            </Button>
          }
          title={t('pledges.cancel.title')}
          description={t('pledges.cancel.description', { gift: giftName })}
          confirmLabel={t('pledges.cancel.button')}
          pendingLabel={t('pledges.cancel.cancelling')}
          cancelLabel={t('pledges.cancel.keep')}
          onConfirm={async () => {
            await cancel.mutateAsync(gift.id);
            showToast({
              title: t('pledges.cancel.done'),
              description: t('pledges.cancel.doneDetail', { gift: giftName }),
            });
            onCancelled(gift);
          }}
        />
      </div>
    </div>
  );
}
