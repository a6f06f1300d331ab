// Writes a message Lingui's compiler compiled (scripts/vite-catalogs.ts) with its values, exactly as
// Lingui's own runtime does (format-message.test.ts renders every message of every catalog both ways),
// in a fraction of that runtime's bytes: the first visit's JavaScript has a budget (decision 031).

/** Lingui's compiled form: text, or [argument name, format type, format options or plural cases]. */
export type TCompiledToken = string | [name: string, type?: string, format?: unknown];
export type TCompiledMessage = string | TCompiledToken[];

type TCases = Record<string, TCompiledToken[]> & { offset?: number };

const cache = new Map<string, unknown>();

function memoize<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function formatNumber(locales: string[], value: unknown, options?: Intl.NumberFormatOptions): string {
  const key = `n${locales}${JSON.stringify(options)}`;
  return memoize(key, () => new Intl.NumberFormat(locales, options)).format(value as number);
}

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  full: { second: 'numeric', minute: 'numeric', hour: 'numeric', timeZoneName: 'short' },
  long: { second: 'numeric', minute: 'numeric', hour: 'numeric', timeZoneName: 'short' },
  short: { minute: 'numeric', hour: 'numeric' },
};

function formatDate(locales: string[], value: unknown, format: unknown, styles: typeof DATE_STYLES): string {
  const fallback =
    styles === DATE_STYLES
      ? { day: 'numeric', month: 'short', year: 'numeric' }
      : { second: 'numeric', minute: 'numeric', hour: 'numeric' };
  const options = (
    typeof format === 'object' && format ? format : (styles[String(format)] ?? fallback)
  ) as Intl.DateTimeFormatOptions;
  const date = typeof value === 'string' ? new Date(value) : (value as Date);
  const key = `d${locales}${JSON.stringify(options)}`;
  return memoize(key, () => new Intl.DateTimeFormat(locales, options)).format(date);
}

function choosePluralCase(locales: string[], type: string, value: number, cases: TCases): TCompiledToken[] {
  const ruleType = type === 'selectordinal' ? 'ordinal' : 'cardinal';
  const rules = memoize(`p${locales}${ruleType}`, () => new Intl.PluralRules(locales, { type: ruleType }));
  return cases[value] ?? cases[rules.select(value - (cases.offset ?? 0))] ?? cases.other ?? [];
}

function formatTokens(
  tokens: TCompiledToken[],
  values: Record<string, unknown>,
  locales: string[],
  /** The count a plural case's '#' stands for, formatted. */
  pluralValue?: string,
): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && pluralValue !== undefined ? pluralValue : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    let written: unknown = value;
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format as TCases;
      const count = value as number;
      const shown = formatNumber(locales, count - (cases.offset ?? 0));
      written = formatTokens(choosePluralCase(locales, type, count, cases), values, locales, shown);
    } else if (type === 'select') {
      const cases = format as TCases;
      // As Lingui does: a '#' inside a select stays a '#', even within a plural.
      written = formatTokens(cases[String(value)] ?? cases.other ?? [], values, locales);
    } else if (type === 'number') {
      written = formatNumber(locales, value, (typeof format === 'object' ? format : { style: format }) as never);
    } else if (type === 'date') {
      written = formatDate(locales, value, format, DATE_STYLES);
    } else if (type === 'time') {
      written = formatDate(locales, value, format, TIME_STYLES);
    }
    if (written != null) text += String(written);
  }
  return text;
}

const ESCAPE_SEQUENCE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

export function formatMessage(
  message: TCompiledMessage,
  values: Record<string, unknown> = {},
  locale = 'en',
): string {
  const locales = [locale, 'en'];
  const text = typeof message === 'string' ? message : formatTokens(message, values, locales);
  return text.replace(ESCAPE_SEQUENCE, (_, unicode: string | undefined, hex: string | undefined) =>
    String.fromCharCode(Number.parseInt(unicode ?? hex ?? '0', 16)),
  );
}
