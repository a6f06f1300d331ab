import type { RefObject } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin.json';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';
import { useCancelGift } from '../api/cancel-gift';
import { ReasonDialog } from './reason-dialog';

const t = createTranslator(catalog);

export type TAdminGift = TAdminUserDetail['pledges'][number];

/** "{quantity} × {item} for “{list}”": how the admin pages name one gift. */
export function describeAdminGift(gift: TAdminGift): string {
  return t('admin.gift.describe', { quantity: gift.quantity, item: gift.itemName, list: gift.listTitle });
}

/**
 * Asks why before cancelling a gift still reserved or reported bought (kept in the audit log). Rendered
 * outside the gift's row: the row loses its button as soon as the gift is cancelled.
 */
export function CancelGiftDialog({
  gift,
  trigger,
  fallbackRef,
  onClose,
}: {
  gift: TAdminGift;
  trigger: HTMLElement;
  /** Where the focus goes once the gift is cancelled (its button leaves with it). */
  fallbackRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const cancel = useCancelGift();
  return (
    <ReasonDialog
      title={t('admin.cancelGift.title')}
      description={describeAdminGift(gift)}
      label={t('admin.cancelGift.label')}
      hint={t('admin.cancelGift.hint')}
      submitLabel={t('admin.cancelGift.submit')}
      pendingLabel={t('admin.cancelGift.pending')}
      isDanger
      trigger={trigger}
      fallbackRef={fallbackRef}
      onClose={onClose}
      onSubmit={async (reason) => {
        await cancel.mutateAsync({ pledgeId: gift.id, reason });
        showToast({
          title: t('admin.cancelGift.done.title'),
          description: t('admin.cancelGift.done.description'),
        });
        onClose();
      }}
    >
      <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 text-sm">
        <p>
          {gift.status === 'purchased'
            ? t('admin.cancelGift.notePurchased')
            : t('admin.cancelGift.noteReserved')}
        </p>
      </div>
    </ReasonDialog>
  );
}
