import { Check, CircleSlash, Heart, PackageX } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/family-gifts.json';
import type { TListPledge } from '#shared/schemas/pledge';
import type { useFamilyGiftActions } from '../hooks/use-family-gift-actions';
import { formatDate, formatGiftName } from '../utils/gift-labels';

const t = createTranslator(catalog);

function NeverCameButton({
  gift,
  isBusy,
  onConfirm,
}: {
  gift: TListPledge;
  isBusy: boolean;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={isBusy}>
          <CircleSlash aria-hidden="true" className="size-4" />
          {t('family-gifts.neverCame.button')}
        </Button>
      }
      title={t('family-gifts.neverCame.title')}
      description={t('family-gifts.neverCame.description', {
        gift: formatGiftName(gift.quantity, gift.item.name),
        date: gift.purchasedAt ? formatDate(gift.purchasedAt) : '',
      })}
      confirmLabel={t('family-gifts.neverCame.confirm')}
      pendingLabel={t('family-gifts.saving')}
      cancelLabel={t('family-gifts.neverCame.keepWaiting')}
      onConfirm={onConfirm}
    />
  );
}

/** The buttons under a gift on the family's list: arrived, not yet, never came, and a thank-you. */
export function FamilyGiftActions({
  gift,
  actions,
  canThank,
  thankButtonRef,
  onThank,
}: {
  gift: TListPledge;
  actions: ReturnType<typeof useFamilyGiftActions>;
  /** Shows "Send a thank-you" (false while its form is open). */
  canThank: boolean;
  thankButtonRef: Ref<HTMLButtonElement>;
  onThank: () => void;
}) {
  const { receipt, confirmButtonRef, isBusy } = actions;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {gift.status === 'purchased' ? (
        <Button ref={confirmButtonRef} disabled={isBusy} onClick={receipt.start}>
          <Check aria-hidden="true" className="size-4" />
          {receipt.isSending ? t('family-gifts.saving') : t('family-gifts.actions.confirmReceived')}
        </Button>
      ) : null}
      {gift.status === 'reserved' ? (
        <Button ref={confirmButtonRef} variant="secondary" disabled={isBusy} onClick={receipt.start}>
          <Check aria-hidden="true" className="size-4" />
          {receipt.isSending ? t('family-gifts.saving') : t('family-gifts.actions.alreadyArrived')}
        </Button>
      ) : null}
      {actions.canSayNotYet ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => void actions.onNotReceived()}>
          <PackageX aria-hidden="true" className="size-4" />
          {actions.isSayingNotYet ? t('family-gifts.saving') : t('family-gifts.actions.notReceivedYet')}
        </Button>
      ) : null}
      {actions.canSayNeverCame ? (
        <NeverCameButton gift={gift} isBusy={isBusy} onConfirm={actions.onNeverCame} />
      ) : null}
      {canThank ? (
        <Button ref={thankButtonRef} variant="secondary" onClick={onThank}>
          <Heart aria-hidden="true" className="size-4" />
          {t('family-gifts.actions.sendThanks')}
        </Button>
      ) : null}
    </div>
  );
}
