import { type ReactNode, useId } from 'react';

export type TFieldIds = { fieldId: string; describedBy: string | undefined; isInvalid: true | undefined };

/**
 * Label, hint and error around one form control, tied to it with aria-describedby so screen readers
 * read them with the field and announce the error when it appears. `children` renders the control.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  extraDescriptionId,
  className,
  after,
  children,
}: {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  /** Another element describing the control (a character count). */
  extraDescriptionId?: string;
  className?: string;
  /** Shown between the control and its error. */
  after?: ReactNode;
  children: (ids: TFieldIds) => ReactNode;
}) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, extraDescriptionId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children({ fieldId, describedBy, isInvalid: error ? true : undefined })}
      {after}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function getControlClassName(error: string | undefined, extra = 'min-h-11 px-3'): string {
  return `mt-1.5 block w-full rounded-lg border bg-white text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 ${extra} ${
    error ? 'border-red-700' : 'border-slate-400'
  }`;
}
