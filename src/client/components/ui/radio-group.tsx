import { useId } from 'react';

export type TRadioOption<TValue extends string> = {
  value: TValue;
  label: string;
  hint?: string;
  /** The language the label is written in, when it is not the page's (a language named in itself). */
  lang?: string;
};

/**
 * Choices shown as cards a thumb can hit (44 px and more), one of them checked. A hint under the
 * legend and an error are tied to the group, so a screen reader says them with it.
 */
export function RadioGroup<TValue extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
  error,
}: {
  legend: string;
  name: string;
  value: TValue;
  options: ReadonlyArray<TRadioOption<TValue>>;
  onChange: (value: TValue) => void;
  hint?: string;
  error?: string;
}) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="min-w-0">
      <legend className="font-semibold text-slate-900 text-sm">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-700 text-sm">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-teal-700"
            />
            <span>
              <span lang={option.lang} className="block font-semibold text-slate-900">
                {option.label}
              </span>
              {option.hint ? <span className="block text-slate-700 text-sm">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
