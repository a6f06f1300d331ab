import { useEffect, useState } from 'react';
import { INTL_LOCALE } from '#client/lib/i18n';
import { formatTypedDate, parseTypedDate, type TTypedDate } from '#client/lib/typed-date';
import { tUi } from '#client/lib/ui-messages';
import { TextField } from './text-field';

// The example in the hint and the messages: the same day in every language, in its own order.
const EXAMPLE = formatTypedDate('2026-12-25', INTL_LOCALE);
const LONG_DATE = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

function describeProblem(typed: Extract<TTypedDate, { kind: 'invalid' }>): string {
  switch (typed.problem) {
    case 'noSuchMonth':
      return tUi('ui.date.noSuchMonth', { month: typed.month ?? 0, example: EXAMPLE });
    case 'noSuchDay':
      return tUi('ui.date.noSuchDay');
    case 'range':
      return tUi('ui.date.range');
    case 'format':
      return tUi('ui.date.format', { example: EXAMPLE });
  }
}

/** The value a typed date gives: '' for none, YYYY-MM-DD for a date, null while it is not one. */
function toValue(typed: TTypedDate): string | null {
  if (typed.kind === 'empty') return '';
  return typed.kind === 'date' ? typed.iso : null;
}

/**
 * A date typed in the order of the page's language (día/mes/año, month/day/year), with that order and
 * an example in its hint, and the date it reads in words under it ("Es el 25 de diciembre de 2026"),
 * so a date typed in the other order is seen at once. `onChange` gets '' (none), the date
 * (YYYY-MM-DD), or null while what is typed is not a date; on leaving the field what was typed is
 * written in the usual way, or what is wrong with it is said.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  warning,
  className,
}: {
  label: string;
  /** The date shown: YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string | null) => void;
  /** A problem found elsewhere (the server's). */
  error?: string;
  /** Said when the date reads well but deserves a second look (it has passed). */
  warning?: string;
  className?: string;
}) {
  const [text, setText] = useState(() => (value ? formatTypedDate(value, INTL_LOCALE) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  // A date set from elsewhere (a restored draft, another period) replaces what is typed.
  useEffect(() => {
    setText((current) =>
      toValue(parseTypedDate(current, INTL_LOCALE, { isFinal: true })) === value
        ? current
        : value
          ? formatTypedDate(value, INTL_LOCALE)
          : '',
    );
  }, [value]);
  const reading = parseTypedDate(text, INTL_LOCALE);
  return (
    <div className={className}>
      <TextField
        label={label}
        hint={tUi('ui.date.hint', { example: EXAMPLE })}
        value={text}
        autoComplete="off"
        error={problem ?? error ?? warning}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
          onChange(toValue(parseTypedDate(event.target.value, INTL_LOCALE)));
        }}
        onBlur={() => {
          const typed = parseTypedDate(text, INTL_LOCALE, { isFinal: true });
          if (typed.kind === 'invalid') setProblem(describeProblem(typed));
          if (typed.kind === 'date') setText(formatTypedDate(typed.iso, INTL_LOCALE));
          onChange(toValue(typed));
        }}
      />
      {/* Announced as it appears: the date in words, in case it was typed in the other order. */}
      <p aria-live="polite" className="mt-1 text-slate-700 text-sm empty:hidden">
        {reading.kind === 'date'
          ? tUi('ui.date.readAs', { date: LONG_DATE.format(new Date(reading.iso)) })
          : null}
      </p>
    </div>
  );
}
