import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldShell, getControlClassName } from './field-shell';

type TTextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  /** Characters typed so far, shown against maxLength as the person types. */
  length?: number;
  /** The limit `length` is shown against when it is not maxLength (a limit counted as people see it). */
  countLimit?: number;
};

export const TextAreaField = forwardRef<HTMLTextAreaElement, TTextAreaFieldProps>(function TextAreaField(
  { label, hint, error, length, countLimit, id, className, maxLength, ...props },
  ref,
) {
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      count={
        (countLimit ?? maxLength) !== undefined
          ? { length: length ?? 0, max: countLimit ?? maxLength ?? 0 }
          : undefined
      }
    >
      {({ fieldId, describedBy, isInvalid }) => (
        <textarea
          ref={ref}
          id={fieldId}
          maxLength={maxLength}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={getControlClassName(isInvalid, 'min-h-28 px-3 py-2')}
          {...props}
        />
      )}
    </FieldShell>
  );
});
