import { useRef } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/family-gifts.json';
import type { TListPledge } from '#shared/schemas/pledge';
import { useMarkNeverCame } from '../api/mark-never-came';
import { useMarkNotReceived } from '../api/mark-not-received';
import { canSayNotReceivedYet, findNeverCameFrom, readDonor } from '../utils/family-gift-labels';
import { useNow } from './use-now';
import { useUndoableReceipt } from './use-undoable-receipt';

const t = createTranslator(catalog);

/**
 * What the family can say about one gift: it arrived (with a moment to undo), not yet, or never came.
 * Each tells `onChanged`, as the gift may move to another group.
 */
export function useFamilyGiftActions({
  listId,
  gift,
  onChanged,
}: {
  listId: string;
  gift: TListPledge;
  onChanged: (pledgeId: string) => void;
}) {
  const receipt = useUndoableReceipt({
    listId,
    pledgeId: gift.id,
    donor: readDonor(gift.donorName),
    onConfirmed: () => onChanged(gift.id),
  });
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const notReceived = useMarkNotReceived();
  const neverCame = useMarkNeverCame();
  const now = useNow();
  const neverCameFrom = findNeverCameFrom(gift);

  const onUndoReceipt = () => {
    receipt.undo();
    showToast({
      title: t('family-gifts.toast.receiptUndone'),
      description: t('family-gifts.toast.receiptUndoneDetail', readDonor(gift.donorName)),
    });
    // The Undo button goes: the keyboard goes back to the button that was pressed.
    requestAnimationFrame(() => confirmButtonRef.current?.focus());
  };
  const onNeverCame = async () => {
    await neverCame.mutateAsync({ listId, pledgeId: gift.id });
    showToast({
      title: t('family-gifts.toast.neverCame'),
      description: t('family-gifts.toast.neverCameDetail'),
    });
    onChanged(gift.id);
  };
  const onNotReceived = async () => {
    try {
      await notReceived.mutateAsync({ listId, pledgeId: gift.id });
      showToast({
        title: t('family-gifts.toast.notReceived'),
        description: t('family-gifts.toast.notReceivedDetail'),
      });
      onChanged(gift.id);
    } catch {
      // shown under the gift
    }
  };

  return {
    now,
    receipt,
    confirmButtonRef,
    error: receipt.error ?? notReceived.error,
    isBusy: receipt.isSending || notReceived.isPending,
    isSayingNotYet: notReceived.isPending,
    canSayNeverCame: neverCameFrom !== null && neverCameFrom <= now,
    canSayNotYet: canSayNotReceivedYet(gift, now),
    onUndoReceipt,
    onNeverCame,
    onNotReceived,
  };
}
