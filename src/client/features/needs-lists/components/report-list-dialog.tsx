import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '../../../../shared/needs-list-limits';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { StatusMessage } from '../../../components/ui/status-message';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { showSubmitError } from '../../../lib/form-errors';
import { useReportList } from '../api/report-list';

type TReportValues = { reason: (typeof REPORT_REASONS)[number] | ''; details: string };

/**
 * The report form, loaded only when someone asks to report (its form code is not part of every list
 * page). Open while mounted; closing it calls `onClose`.
 */
export default function ReportListDialog({
  listId,
  returnFocusRef,
  onClose,
}: {
  listId: string;
  /** Gets the focus back when the dialog closes (it has no Radix trigger to return to). */
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const report = useReportList();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TReportValues>({ defaultValues: { reason: '', details: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.reason) {
      form.setError('reason', { message: 'Choose a reason' });
      return;
    }
    try {
      setMessage(
        (await report.mutateAsync({ listId, input: { reason: values.reason, details: values.details } }))
          .message,
      );
    } catch (error) {
      showSubmitError(form.setError, error, ['reason', 'details'] as const);
    }
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-bold text-slate-900 text-xl">Report this list</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-slate-700">
            Tell our moderators what is wrong. The family is not told who reported it.
          </Dialog.Description>
          {message ? (
            <div className="mt-4">
              <StatusMessage>{message}</StatusMessage>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
              {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
              <fieldset>
                <legend className="font-semibold text-slate-900 text-sm">What is wrong?</legend>
                <div className="mt-2 grid gap-2">
                  {REPORT_REASONS.map((reason) => (
                    <label
                      key={reason}
                      className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3"
                    >
                      <input
                        type="radio"
                        value={reason}
                        className="size-4 accent-teal-700"
                        {...form.register('reason')}
                      />
                      <span className="text-slate-900">{REPORT_REASON_LABELS[reason]}</span>
                    </label>
                  ))}
                </div>
                {errors.reason?.message ? (
                  <p role="alert" className="mt-1.5 text-red-800 text-sm">
                    {errors.reason.message}
                  </p>
                ) : null}
              </fieldset>
              <TextAreaField
                label="Details (optional)"
                maxLength={1000}
                length={form.watch('details').length}
                rows={3}
                error={errors.details?.message}
                {...form.register('details')}
              />
              <div>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending…' : 'Send report'}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
