import type { RefObject } from 'react';
import { showToast } from '#client/components/ui/toast-store';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';
import { useCancelGift } from '../api/cancel-gift';
import { ReasonDialog } from './reason-dialog';

export type TAdminGift = TAdminUserDetail['pledges'][number];

/** "{quantity} × {item} for “{list}”": how the admin pages name one gift. */
export function describeAdminGift(gift: TAdminGift): string {
  return `${gift.quantity} × ${gift.itemName} for “${gift.listTitle}”`;
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
      title="Cancel this gift"
      description={describeAdminGift(gift)}
      label="Why are you cancelling this gift?"
      hint="Kept in the audit log. Between 3 and 500 characters."
      submitLabel="Cancel the gift"
      pendingLabel="Cancelling…"
      isDanger
      trigger={trigger}
      fallbackRef={fallbackRef}
      onClose={onClose}
      onSubmit={async (reason) => {
        await cancel.mutateAsync({ pledgeId: gift.id, reason });
        showToast({
          title: 'Gift cancelled',
          description: 'Its quantity is open to other donors again. The family and the donor were told.',
        });
        onClose();
      }}
    >
      <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 text-sm">
        <p>
          {gift.status === 'purchased'
            ? 'The donor reported buying this. Cancelling it re-opens the quantity for other donors; if it arrives anyway, the family keeps it.'
            : 'The reservation ends at once and the quantity re-opens for other donors.'}
        </p>
      </div>
    </ReasonDialog>
  );
}
