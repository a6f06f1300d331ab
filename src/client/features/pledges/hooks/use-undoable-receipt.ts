import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import { createDeferredAction } from '#client/lib/deferred-action';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/family-gifts.json';
import { useConfirmReceipt } from '../api/confirm-receipt';
import type { TDonorValues } from '../utils/family-gift-labels';

const t = createTranslator(catalog);

/** How long "Confirm received" can be undone: it is sent to the server only after this. */
export const RECEIPT_UNDO_SECONDS = 10;

/**
 * "Confirm received" that waits RECEIPT_UNDO_SECONDS before it is sent, so a tap on the wrong button
 * can be undone and nobody hears of it (the donor is told only once it is sent). Leaving the page,
 * hiding it (another app, a locked phone) or the card going away sends it at once: a confirmation the
 * family made is never lost.
 */
export function useUndoableReceipt({
  listId,
  pledgeId,
  donor,
  onConfirmed,
}: {
  listId: string;
  pledgeId: string;
  /** Who is told it arrived, as a message's values. */
  donor: TDonorValues;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmReceipt();
  const [pendingUntil, setPendingUntil] = useState<number | null>(null);
  const isMountedRef = useRef(true);
  const latest = useRef({ confirm, listId, pledgeId, donor, onConfirmed });
  latest.current = { confirm, listId, pledgeId, donor, onConfirmed };

  const [action] = useState(() =>
    createDeferredAction(() => {
      setPendingUntil(null);
      const current = latest.current;
      current.confirm
        .mutateAsync({ listId: current.listId, pledgeId: current.pledgeId })
        .then(() => {
          showToast({
            title: t('family-gifts.receipt.marked'),
            description: t('family-gifts.toast.receivedDetail', current.donor),
          });
          // The card has moved to "Received" (a new one): the panel brings the focus there.
          current.onConfirmed();
        })
        .catch((error: unknown) => {
          // On the card when it is still shown; otherwise here, so the family knows to confirm again.
          if (!isMountedRef.current) {
            showToast({
              title: t('family-gifts.toast.notConfirmed'),
              description: readApiErrorMessage(error),
              variant: 'destructive',
            });
          }
        });
    }, RECEIPT_UNDO_SECONDS * 1000),
  );

  useEffect(() => {
    isMountedRef.current = true;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') action.flush();
    };
    const onPageHide = () => action.flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      isMountedRef.current = false;
      action.flush();
    };
  }, [action]);

  const start = useCallback(() => {
    confirm.reset();
    action.start();
    setPendingUntil(Date.now() + RECEIPT_UNDO_SECONDS * 1000);
  }, [action, confirm]);
  const undo = useCallback(() => {
    action.undo();
    setPendingUntil(null);
  }, [action]);

  return { pendingUntil, start, undo, isSending: confirm.isPending, error: confirm.error };
}
