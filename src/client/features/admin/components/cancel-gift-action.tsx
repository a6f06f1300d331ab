import { useRef, useState } from 'react';
import type { TAdminUserDetail } from '../../../../shared/schemas/admin-users';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast-store';
import { useCancelGift } from '../api/cancel-gift';
import { ReasonDialog } from './reason-dialog';

type TGift = TAdminUserDetail['pledges'][number];

/** "Cancel this gift" for a gift still reserved or reported bought: asks why (kept in the audit log). */
export function CancelGiftAction({ gift }: { gift: TGift }) {
  const cancel = useCancelGift();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const fallbackRef = useRef<HTMLElement>(null);
  const what = `${gift.quantity} × ${gift.itemName} for “${gift.listTitle}”`;
  return (
    <>
      <span ref={fallbackRef} tabIndex={-1} className="outline-none">
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={`Cancel this gift: ${what}`}
          onClick={(event) => setTrigger(event.currentTarget)}
        >
          Cancel this gift
        </Button>
      </span>
      {trigger ? (
        <ReasonDialog
          title="Cancel this gift"
          description={what}
          label="Why are you cancelling this gift?"
          hint="Kept in the audit log. Between 3 and 500 characters."
          submitLabel="Cancel the gift"
          pendingLabel="Cancelling…"
          isDanger
          trigger={trigger}
          fallbackRef={fallbackRef}
          onClose={() => setTrigger(null)}
          onSubmit={async (reason) => {
            await cancel.mutateAsync({ pledgeId: gift.id, reason });
            showToast({
              title: 'Gift cancelled',
              description: 'Its quantity is open to other donors again. The family and the donor were told.',
            });
            setTrigger(null);
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
      ) : null}
    </>
  );
}
