import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldShell, getControlClassName } from './field-shell';

type TSelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string;
  error?: string;
  /** `lang` names an option written in another language than the page (a language named in itself). */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  placeholder?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, TSelectFieldProps>(function SelectField(
  { label, hint, error, options, placeholder, id, className, ...props },
  ref,
) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {({ fieldId, describedBy, isInvalid }) => (
        <select
          ref={ref}
          id={fieldId}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={getControlClassName(error)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
