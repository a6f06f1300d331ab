import type { TLocale } from '#shared/i18n/locales';
import { type TMessage, translate } from '../services/translations';

/**
 * What a business rule refuses, in the domain's own terms: the edge (plugins/errors.ts) maps each kind
 * to its HTTP status, so the domain never speaks HTTP.
 */
export type TDomainErrorKind =
  /** The request asks for something the rules do not allow in that form (400). */
  | 'invalid'
  /** Nobody is signed in (401). */
  | 'unauthenticated'
  /** The actor may not do this (403). */
  | 'forbidden'
  /** What is asked for does not exist, or is not shown to this actor (404). */
  | 'not-found'
  /** The state of things forbids it now: already done, ended, taken, changed meanwhile (409). */
  | 'conflict'
  /** It existed but is no more (410). */
  | 'gone'
  /** Too many tries in a while: try again after `retryAfterSeconds` (429). */
  | 'too-many';

/**
 * A refusal's words: a catalog message (or, for a text nobody reads in a language, such as a test's,
 * the text itself), and the field it is about (sent as 'field: text').
 */
export type TRefusal = {
  readonly refusal: TMessage | string;
  /** The request field the refusal names, so a form shows it beside that field. */
  readonly field?: string;
};

export type TRefusalOptions = {
  field?: string;
  /** When trying again makes sense (a 'too-many' refusal, some 'conflict' ones). */
  retryAfterSeconds?: number;
};

/** A refusal in a reader's language: 'field: text', or the text alone. */
export function renderRefusal(locale: TLocale, { refusal, field }: TRefusal): string {
  const text = typeof refusal === 'string' ? refusal : translate(locale, refusal);
  return field ? `${field}: ${text}` : text;
}

export class DomainError extends Error implements TRefusal {
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  /** `.message` is the English words (logs); an answer is written in its reader's language. */
  constructor(
    public readonly kind: TDomainErrorKind,
    public readonly refusal: TMessage,
    { field, retryAfterSeconds }: TRefusalOptions = {},
  ) {
    super(renderRefusal('en', { refusal, field }));
    this.name = 'DomainError';
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** "Too many requests. Please try again in 40 seconds." */
export function tooManyRequests(retryAfterSeconds: number): TMessage {
  return { key: 'errors.tooManyRequests', values: { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) } };
}
