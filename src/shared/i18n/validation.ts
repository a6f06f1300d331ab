// The messages of the shared schemas (docs/translations.md). A schema names a message of the shared
// `validation` catalog ({ key, values }); the text is written when an issue is raised, by the renderer
// of the side that parses: the client's in its build's language (this module's default, which reads
// `#shared-catalog`), the server's in English, or, for an answer, in the request's language
// (src/server/plugins/validation.ts). Zod's own messages (a wrong type, too short, an unknown key…)
// have generic `validation.zod.*` messages, named from the issue by describeZodIssue.
import type { z } from 'zod';
import catalog from '#shared-catalog/validation.json';
import { formatMessage, type TCompiledMessage } from './format-message';
import { chooseLocale, INTL_LOCALES } from './locales';

export type TValidationKey = keyof typeof catalog & string;
/** A field's name, as validation messages name it ("Title must be at most 140 characters"). */
export type TFieldKey = Extract<TValidationKey, `validation.field.${string}`>;
/** A value of a message: plain, a message (a field's name), or a list of messages ("a, b, c"). */
export type TValidationValue = string | number | TValidationMessage | TValidationList;
export type TValidationMessage = { key: TValidationKey; values?: Record<string, TValidationValue> };
export type TValidationList = { list: readonly TValidationMessage[]; separator?: string };
export type TRenderValidation = (message: TValidationMessage) => string;
/** Translates one key with plain values (a side's own translator). */
export type TTranslateValidation = (key: TValidationKey, values?: Record<string, string | number>) => string;

function isMessage(value: unknown): value is TValidationMessage {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** Renders a message with a translator, its values that are messages (a field's name) first. */
export function renderWith(translate: TTranslateValidation, message: TValidationMessage): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (isMessage(value)) values[name] = renderWith(translate, value);
    else if (typeof value === 'object') {
      values[name] = value.list.map((item) => renderWith(translate, item)).join(value.separator ?? ', ');
    } else values[name] = value;
  }
  return translate(message.key, values);
}

// The catalog of the page's language (each client build imports its own; elsewhere, English), with the
// plural and number rules of that language (<html lang>, which the server sets to the build's).
function createCatalogTranslator(): TTranslateValidation {
  const page = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  const intlLocale = INTL_LOCALES[chooseLocale(page?.documentElement?.lang)];
  // The client's build compiled the catalog (scripts/vite-catalogs.ts); the writer is the client's own.
  const messages = catalog as unknown as Record<string, TCompiledMessage | undefined>;
  return (key, values) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(message, values, intlLocale);
  };
}

let translateDefault: TTranslateValidation | null = null;
let currentRenderer: TRenderValidation = (message) => {
  translateDefault ??= createCatalogTranslator();
  return renderWith(translateDefault, message);
};

/** The text of a message, as the current renderer writes it. */
export function renderValidationMessage(message: TValidationMessage): string {
  return currentRenderer(message);
}

/** Who writes the messages from now on (the server: its English translator). */
export function setValidationRenderer(render: TRenderValidation): void {
  currentRenderer = render;
}

/** Runs a synchronous parse whose messages another renderer writes, then puts the previous one back. */
export function withValidationRenderer<T>(render: TRenderValidation, run: () => T): T {
  const previous = currentRenderer;
  currentRenderer = render;
  try {
    return run();
  } finally {
    currentRenderer = previous;
  }
}

/**
 * A schema's message, for a check or a type: `.max(140, msg('validation.text.tooLong', { field, max }))`,
 * `z.string(msg(...))`. Written when the issue is raised, in the renderer's language.
 */
export function msg(key: TValidationKey, values?: Record<string, TValidationValue>): { error: () => string } {
  return { error: () => renderValidationMessage({ key, values }) };
}

/** A field's name, as a value of a message. */
export function field(key: TFieldKey): TValidationMessage {
  return { key };
}

function toValue(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

type TSizeKeys = {
  atLeast: TValidationKey;
  atMost: TValidationKey;
  above?: TValidationKey;
  below?: TValidationKey;
  exact?: TValidationKey;
};
const NUMBER_SIZES: TSizeKeys = {
  atLeast: 'validation.zod.number.atLeast',
  atMost: 'validation.zod.number.atMost',
  above: 'validation.zod.number.above',
  below: 'validation.zod.number.below',
};
const ARRAY_SIZES: TSizeKeys = {
  atLeast: 'validation.zod.array.tooFew',
  atMost: 'validation.zod.array.tooMany',
  exact: 'validation.zod.array.exact',
};
/** The messages of a size (too small, too big) by what was measured: Zod's issue `origin`. */
const SIZE_KEYS: Readonly<Record<string, TSizeKeys>> = {
  string: {
    atLeast: 'validation.zod.string.tooShort',
    atMost: 'validation.zod.string.tooLong',
    exact: 'validation.zod.string.exact',
  },
  array: ARRAY_SIZES,
  set: ARRAY_SIZES,
  date: { atLeast: 'validation.zod.date.tooEarly', atMost: 'validation.zod.date.tooLate' },
  number: NUMBER_SIZES,
  int: NUMBER_SIZES,
  bigint: NUMBER_SIZES,
};

type TSizeIssue = Extract<z.core.$ZodRawIssue, { code: 'too_small' | 'too_big' }>;

function describeSize(issue: TSizeIssue): TValidationMessage {
  const isTooBig = issue.code === 'too_big';
  const keys = Object.hasOwn(SIZE_KEYS, issue.origin) ? SIZE_KEYS[issue.origin] : undefined;
  if (!keys) return { key: isTooBig ? 'validation.zod.tooBig' : 'validation.zod.tooSmall' };
  const limit = toValue(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const exclusive = issue.inclusive === false ? (isTooBig ? keys.below : keys.above) : undefined;
  const key = (issue.exact ? keys.exact : undefined) ?? exclusive ?? (isTooBig ? keys.atMost : keys.atLeast);
  return { key, values: { limit } };
}

/** The generic message for an issue Zod words itself (no message of ours), from its code and values. */
export function describeZodIssue(issue: z.core.$ZodRawIssue): TValidationMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'validation.zod.required' };
      return { key: 'validation.zod.invalidType', values: { expected: String(issue.expected) } };
    case 'too_small':
    case 'too_big':
      return describeSize(issue);
    case 'invalid_format':
      return { key: 'validation.zod.invalidFormat', values: { format: String(issue.format) } };
    case 'not_multiple_of':
      return { key: 'validation.zod.notMultipleOf', values: { divisor: toValue(issue.divisor) } };
    case 'unrecognized_keys':
      return {
        key: 'validation.zod.unrecognizedKeys',
        values: { count: issue.keys.length, keys: issue.keys.map(quote).join(', ') },
      };
    case 'invalid_value':
      return {
        key: issue.values.length === 1 ? 'validation.zod.invalidLiteral' : 'validation.zod.invalidOption',
        values: { options: issue.values.map(quote).join(', ') },
      };
    default:
      return { key: 'validation.zod.invalid' };
  }
}
