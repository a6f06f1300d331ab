import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { ModalDialog } from '#client/components/ui/modal-dialog';
import { StatusMessage } from '#client/components/ui/status-message';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-detail.json';
import { REPORT_REASONS } from '#shared/needs-list-limits';
import { useReportList } from '../api/report-list';

const t = createTranslator(catalog);

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
      form.setError('reason', { message: t('list-detail.report.chooseReason') });
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
    <ModalDialog
      title={t('list-detail.report.title')}
      description={t('list-detail.report.description')}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusRef.current?.focus();
      }}
    >
      {message ? (
        <div className="mt-4">
          <StatusMessage>{message}</StatusMessage>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
          {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <fieldset>
            <legend className="font-semibold text-slate-900 text-sm">
              {t('list-detail.report.whatIsWrong')}
            </legend>
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
                  <span className="text-slate-900">{t(`list-detail.report.reason.${reason}`)}</span>
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
            label={t('list-detail.report.details')}
            maxLength={1000}
            length={form.watch('details').length}
            rows={3}
            error={errors.details?.message}
            {...form.register('details')}
          />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('list-detail.report.sending') : t('list-detail.report.send')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
