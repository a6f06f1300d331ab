import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';

type TTextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  /** Characters typed so far, shown against maxLength as the person types. */
  length?: number;
};

// The multi-line sibling of TextField: hint, live character count and error tied to the field.
export const TextAreaField = forwardRef<HTMLTextAreaElement, TTextAreaFieldProps>(function TextAreaField(
  { label, hint, error, length, id, className, maxLength, ...props },
  ref,
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const countId = maxLength !== undefined ? `${fieldId}-count` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block font-semibold text-slate-900 text-sm">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-700 text-sm">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block min-h-28 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...props}
      />
      {maxLength !== undefined ? (
        <p id={countId} className="mt-1 text-right text-slate-700 text-xs">
          {length ?? 0} / {maxLength} characters
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
});
