import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell, getControlClassName } from './field-shell';

type TTextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
  /** Characters typed so far, shown against maxLength as the person types (when given). */
  length?: number;
  /** The limit `length` is shown against when it is not maxLength (a limit counted as people see it). */
  countLimit?: number;
};

export const TextField = forwardRef<HTMLInputElement, TTextFieldProps>(function TextField(
  { label, hint, error, length, countLimit, id, className, ...props },
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
        length !== undefined && (countLimit ?? props.maxLength) !== undefined
          ? { length, max: countLimit ?? props.maxLength ?? 0 }
          : undefined
      }
    >
      {({ fieldId, describedBy, isInvalid }) => (
        <input
          ref={ref}
          id={fieldId}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={getControlClassName(isInvalid)}
          {...props}
        />
      )}
    </FieldShell>
  );
});
