import { Check, CircleSlash, Heart, PackageX } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import type { TListPledge } from '#shared/schemas/pledge';
import type { useFamilyGiftActions } from '../hooks/use-family-gift-actions';
import { formatDate, formatGiftName } from '../utils/gift-labels';

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
          This never came
        </Button>
      }
      title="Did this gift never come?"
      description={`${formatGiftName(gift.quantity, gift.item.name)}, reported bought ${gift.purchasedAt ? `on ${formatDate(gift.purchasedAt)}` : ''}. The gift ends, it is open to other donors again, and we tell the donor so they can check with the store. If it arrives later, it is yours to keep.`}
      confirmLabel="It never came"
      pendingLabel="Saving…"
      cancelLabel="Keep waiting"
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
          {receipt.isSending ? 'Saving…' : 'Confirm received'}
        </Button>
      ) : null}
      {gift.status === 'reserved' ? (
        <Button ref={confirmButtonRef} variant="secondary" disabled={isBusy} onClick={receipt.start}>
          <Check aria-hidden="true" className="size-4" />
          {receipt.isSending ? 'Saving…' : 'It already arrived'}
        </Button>
      ) : null}
      {actions.canSayNotYet ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => void actions.onNotReceived()}>
          <PackageX aria-hidden="true" className="size-4" />
          {actions.isSayingNotYet ? 'Saving…' : 'Not received yet'}
        </Button>
      ) : null}
      {actions.canSayNeverCame ? (
        <NeverCameButton gift={gift} isBusy={isBusy} onConfirm={actions.onNeverCame} />
      ) : null}
      {canThank ? (
        <Button ref={thankButtonRef} variant="secondary" onClick={onThank}>
          <Heart aria-hidden="true" className="size-4" />
          Send a thank-you
        </Button>
      ) : null}
    </div>
  );
}
