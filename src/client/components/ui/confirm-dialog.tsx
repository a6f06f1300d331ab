import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { readApiErrorMessage } from '#client/lib/request';
import { tUi } from '#client/lib/ui-messages';
import { getButtonClassName } from './button';
import { FormAlert } from './form-alert';

/**
 * Asks before something that cannot be undone. `trigger` opens it; the focus starts on "Cancel" and
 * goes back to the trigger when it closes. `onConfirm` may fail: its message is shown and the dialog
 * stays open.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = tUi('ui.cancel'),
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that keeps things as they are, when "Cancel" would be ambiguous ("Cancel reservation"). */
  cancelLabel?: string;
  onConfirm: () => Promise<void>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) setError(null);
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-bold text-slate-900 text-xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          {error ? (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={getButtonClassName('secondary')}>{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              className={getButtonClassName('danger')}
              aria-disabled={isPending || undefined}
              onClick={async () => {
                if (isPending) return;
                setIsPending(true);
                setError(null);
                try {
                  await onConfirm();
                  setIsOpen(false);
                } catch (confirmError) {
                  setError(readApiErrorMessage(confirmError));
                } finally {
                  setIsPending(false);
                }
              }}
            >
              {isPending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
