import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { ModalDialog } from '#client/components/ui/modal-dialog';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { parseFieldError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin.json';
import { normaliseReason, readReasonError, type TAdminWordsKind } from '../utils/admin-reason';
import { returnFocus } from '../utils/return-focus';

const t = createTranslator(catalog);

const REASON_MAX = 500;

/**
 * An action that needs the admin's words (a reason, how a list was verified): open while mounted.
 * `onSubmit` may fail; the server's message then shows here and the dialog stays open. On close the
 * focus goes back to `trigger`, or to `fallbackRef` when the action took the trigger away.
 */
export function ReasonDialog({
  title,
  description,
  label,
  hint,
  submitLabel,
  pendingLabel,
  isDanger = false,
  wordsKind = 'reason',
  trigger,
  fallbackRef,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  label: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  isDanger?: boolean;
  /** Whether the words are a reason (the default) or a note saying how (verifying a list). */
  wordsKind?: TAdminWordsKind;
  trigger: HTMLElement | null;
  fallbackRef: RefObject<HTMLElement | null>;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
  /** What the admin should know before confirming, shown above the field. */
  children?: ReactNode;
}) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problem = readReasonError(value, wordsKind);
    setFieldError(problem);
    setServerError(null);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    setIsPending(true);
    try {
      await onSubmit(normaliseReason(value));
    } catch (error) {
      const message = readApiErrorMessage(error);
      // Validation failures name their field ("reason: …"); anything else (409 "already hidden") is general.
      const field = parseFieldError(message, ['reason', 'note'] as const);
      if (field) {
        setFieldError(field.message);
        fieldRef.current?.focus();
      } else setServerError(message);
      setIsPending(false);
    }
  };

  return (
    <ModalDialog
      title={title}
      description={description}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus(trigger, fallbackRef);
      }}
    >
      {children}
      <form noValidate onSubmit={onFormSubmit} className="mt-4 grid gap-4">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <TextAreaField
          ref={fieldRef}
          label={label}
          hint={hint}
          rows={3}
          maxLength={REASON_MAX}
          length={value.length}
          value={value}
          error={fieldError ?? undefined}
          // The dialog is opened to write this: start there rather than on the Close button.
          autoFocus
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button
            type="submit"
            variant={isDanger ? 'danger' : 'primary'}
            aria-disabled={isPending || undefined}
          >
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
