import { useRef, useState } from 'react';
import type { TMyPledge } from '../../../../shared/schemas/pledge';
import { Button } from '../../../components/ui/button';
import { recallStore } from '../utils/last-store';
import { PurchaseForm } from './purchase-form';

/**
 * A reservation that ran out before the donor reported buying it. If they bought it anyway, they can
 * still say so: the server records it while the item is still needed.
 */
export function ExpiredGiftReport({ gift, onReported }: { gift: TMyPledge; onReported: () => void }) {
  const [isReporting, setIsReporting] = useState(false);
  const reportButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="mt-2 grid gap-3">
      <p className="text-slate-800">
        Your reservation ran out, so other donors can reserve this again. If you already bought it, tell the
        family: we record it if it is still needed.
      </p>
      {isReporting ? (
        <PurchaseForm
          pledge={gift}
          defaultStore={recallStore(gift.id)}
          onReported={onReported}
          onClose={() => {
            setIsReporting(false);
            requestAnimationFrame(() => reportButtonRef.current?.focus());
          }}
        />
      ) : (
        <div>
          <Button ref={reportButtonRef} variant="secondary" onClick={() => setIsReporting(true)}>
            I bought it anyway
          </Button>
        </div>
      )}
    </div>
  );
}
