import { forwardRef, type InputHTMLAttributes, useId } from 'react';

type TTextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

// A labelled input whose hint and error are tied to it with aria-describedby, so screen readers read
// them with the field and the error is announced when it appears.
export const TextField = forwardRef<HTMLInputElement, TTextFieldProps>(function TextField(
  { label, hint, error, id, className, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-semibold text-slate-900 text-sm">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-700 text-sm">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...props}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
});
