import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { useNow } from '../hooks/use-now';
import { RECEIPT_UNDO_SECONDS } from '../hooks/use-undoable-receipt';

/**
 * "Confirm received", for the few seconds it can still be undone: nothing has been sent yet. The
 * Undo button takes the focus (the button pressed has gone), and the countdown is for the eye only.
 */
export function PendingReceipt({
  until,
  donorName,
  onUndo,
}: {
  until: number;
  donorName: string;
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
          <span className="block font-semibold">Marked as received</span>
          <span className="block text-sm">
            Tapped by mistake? Undo it now: we tell {donorName} in{' '}
            <span aria-hidden="true">{secondsLeft} s</span>
            <span className="sr-only">{RECEIPT_UNDO_SECONDS} seconds</span>.
          </span>
        </span>
      </p>
      <Button ref={undoRef} variant="secondary" onClick={onUndo}>
        Undo
      </Button>
    </div>
  );
}
