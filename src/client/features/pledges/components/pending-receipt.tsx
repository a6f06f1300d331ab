import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/family-gifts.json';
import { useNow } from '../hooks/use-now';
import { RECEIPT_UNDO_SECONDS } from '../hooks/use-undoable-receipt';
import type { TDonorValues } from '../utils/family-gift-labels';

const t = createTranslator(catalog);

/**
 * "Confirm received", for the few seconds it can still be undone: nothing has been sent yet. The
 * Undo button takes the focus (the button pressed has gone), and the countdown is for the eye only.
 */
export function PendingReceipt({
  until,
  donor,
  onUndo,
}: {
  until: number;
  donor: TDonorValues;
  onUndo: () => void;
}) {
  const now = useNow(1000);
  const undoRef = useRef<HTMLButtonElement>(null);
  const secondsLeft = Math.max(1, Math.ceil((until - now) / 1000));

  useEffect(() => {
    undoRef.current?.focus();
  }, []);

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-teal-300 bg-teal-50 p-3 text-slate-900">
      <p role="status" className="flex min-w-0 flex-1 basis-56 gap-2">
        <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
        <span>
          <span className="block font-semibold">{t('family-gifts.receipt.marked')}</span>
          <span className="block text-sm">
            <RichText
              t={t}
              id="family-gifts.receipt.undoHint"
              values={{
                donor: donor.donor,
                name: <>{donor.name}</>,
                secondsLeft,
                undoSeconds: RECEIPT_UNDO_SECONDS,
              }}
              components={{ 0: <span aria-hidden="true" />, 1: <span className="sr-only" /> }}
            />
          </span>
        </span>
      </p>
      <Button ref={undoRef} variant="secondary" onClick={onUndo}>
        {t('family-gifts.receipt.undo')}
      </Button>
    </div>
  );
}
