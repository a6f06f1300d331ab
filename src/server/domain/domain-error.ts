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

export class DomainError extends Error {
  constructor(
    public readonly kind: TDomainErrorKind,
    message: string,
    /** When trying again makes sense (a 'too-many' refusal, some 'conflict' ones). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function formatTooManyRequests(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many requests. Please try again in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`;
}
