import { useRef } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import type { TListPledge } from '#shared/schemas/pledge';
import { useMarkNeverCame } from '../api/mark-never-came';
import { useMarkNotReceived } from '../api/mark-not-received';
import { canSayNotReceivedYet, findNeverCameFrom, formatTold } from '../utils/family-gift-labels';
import { useNow } from './use-now';
import { useUndoableReceipt } from './use-undoable-receipt';

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
    donorName: formatTold(gift.donorName),
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
      title: 'Not marked as received',
      description: `Nothing was sent to ${formatTold(gift.donorName)}.`,
    });
    // The Undo button goes: the keyboard goes back to the button that was pressed.
    requestAnimationFrame(() => confirmButtonRef.current?.focus());
  };
  const onNeverCame = async () => {
    await neverCame.mutateAsync({ listId, pledgeId: gift.id });
    showToast({
      title: 'Marked as never came',
      description: 'It is open to other donors again, and we told the donor.',
    });
    onChanged(gift.id);
  };
  const onNotReceived = async () => {
    try {
      await notReceived.mutateAsync({ listId, pledgeId: gift.id });
      showToast({
        title: 'We told the donor',
        description: 'They will check the order. Confirm it here when it arrives.',
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
