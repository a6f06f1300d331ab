/** Choices shown as cards a thumb can hit (44 px and more), one of them checked. */
export function RadioGroup<TValue extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: TValue;
  options: ReadonlyArray<{ value: TValue; label: string; hint?: string }>;
  onChange: (value: TValue) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900 text-sm">{legend}</legend>
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
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-teal-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {option.hint ? <span className="block text-slate-700 text-sm">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
