// Writes a message Lingui's compiler compiled (scripts/vite-catalogs.ts) with its values, exactly as
// Lingui's own runtime does (scripts/format-message.test.ts renders every message of every catalog
// both ways), in a fraction of that runtime's bytes: the first visit's JavaScript has a budget
// (decision 031). Client messages use plural, select and number; dates are formatted in code with Intl
// (scripts/catalogs.test.ts refuses the other ICU types in client and shared catalogs).

/** Lingui's compiled form: text, or [argument name, format type, format options or cases]. */
export type TCompiledToken = string | [name: string, type?: string, format?: unknown];
export type TCompiledMessage = string | TCompiledToken[];

type TCases = Record<string, TCompiledToken[]> & { offset?: number };

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function formatNumber(locales: string[], value: unknown, options?: Intl.NumberFormatOptions): string {
  const key = `n${locales}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locales, options);
    formatters.set(key, format);
  }
  return format.format(value as number);
}

function choosePluralCase(locales: string[], value: number, cases: TCases): TCompiledToken[] {
  const key = `p${locales}`;
  let rules = formatters.get(key) as Intl.PluralRules | undefined;
  if (!rules) {
    rules = new Intl.PluralRules(locales);
    formatters.set(key, rules);
  }
  return cases[value] ?? cases[rules.select(value - (cases.offset ?? 0))] ?? cases.other ?? [];
}

function formatArgument(
  token: Exclude<TCompiledToken, string>,
  values: Record<string, unknown>,
  locales: string[],
) {
  const [name, type, format] = token;
  const value = values[name];
  const cases = format as TCases;
  if (type === 'plural') {
    const count = value as number;
    const shown = formatNumber(locales, count - (cases.offset ?? 0));
    return formatTokens(choosePluralCase(locales, count, cases), values, locales, shown);
  }
  // As Lingui does: a '#' inside a select stays a '#', even within a plural.
  if (type === 'select') return formatTokens(cases[String(value)] ?? cases.other ?? [], values, locales);
  if (type === 'number') {
    return formatNumber(locales, value, (typeof format === 'object' ? format : { style: format }) as never);
  }
  return value;
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
    const written = formatArgument(token, values, locales);
    if (written != null) text += String(written);
  }
  return text;
}

export function formatMessage(
  message: TCompiledMessage,
  values: Record<string, unknown> = {},
  locale = 'en',
): string {
  return typeof message === 'string' ? message : formatTokens(message, values, [locale, 'en']);
}
