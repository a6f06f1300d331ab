import { forwardRef, type SelectHTMLAttributes, useId } from 'react';

type TSelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, TSelectFieldProps>(function SelectField(
  { label, hint, error, options, placeholder, id, className, ...props },
  ref,
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
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
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 ${
          error ? 'border-red-700' : 'border-slate-400'
        }`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
});
