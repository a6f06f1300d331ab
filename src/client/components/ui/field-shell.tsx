import { type ReactNode, useId } from 'react';
import { tUi } from '#client/lib/ui-messages';

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
  count,
  className,
  children,
}: {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  /**
   * Characters typed so far against the limit, shown under the control as the person types; past the
   * limit the field is marked and says how many to remove.
   */
  count?: { length: number; max: number };
  className?: string;
  children: (ids: TFieldIds) => ReactNode;
}) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  // Past the limit (a field that keeps what was pasted rather than cutting it): how much to remove comes
  // first, as it changes with every character taken away.
  const overBy = count ? count.length - count.max : 0;
  const shownError = count && overBy > 0 ? tUi('ui.overLimit', { over: overBy, max: count.max }) : error;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = shownError ? `${fieldId}-error` : undefined;
  const countId = count ? `${fieldId}-count` : undefined;
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
      {children({ fieldId, describedBy, isInvalid: shownError ? true : undefined })}
      {count ? (
        <p
          id={countId}
          className={`mt-1 text-right text-xs ${overBy > 0 ? 'font-semibold text-red-800' : 'text-slate-700'}`}
        >
          {tUi('ui.charCount', { length: count.length, max: count.max })}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

export function getControlClassName(error: string | boolean | undefined, extra = 'min-h-11 px-3'): string {
  return `mt-1.5 block w-full rounded-lg border bg-white text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-teal-700 ${extra} ${
    error ? 'border-red-700' : 'border-slate-500'
  }`;
}

/**
 * The length of `text` once it comes near `limit` (four fifths of it) or goes past it, for a counter
 * shown only then (short fields need none while far from their limit); otherwise undefined.
 */
export function countNearLimit(text: string, limit: number): number | undefined {
  return text.length >= limit * 0.8 ? text.length : undefined;
}
