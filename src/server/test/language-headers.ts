import type { IncomingHttpHeaders } from 'node:http';

type THeaders = IncomingHttpHeaders | Record<string, string | string[] | number | undefined>;

/** The header names an answer's Vary lists, lower-cased. */
export function readVary(headers: THeaders): string[] {
  const vary = headers.vary;
  const text = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  return text
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Whether an answer written in the request's language says so: it varies by what chooses the language
 * (the language cookie and the session's account, Accept-Language) and no shared cache may keep it.
 */
export function describeLanguageHeaders(headers: THeaders): { vary: string[]; isSharedCacheable: boolean } {
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  return {
    vary: readVary(headers).filter((name) => name === 'accept-language' || name === 'cookie'),
    isSharedCacheable: !/\b(private|no-store)\b/.test(cacheControl),
  };
}

/** What describeLanguageHeaders gives for an answer that says it depends on the language. */
export const SAYS_IT_DEPENDS_ON_LANGUAGE = { vary: ['accept-language', 'cookie'], isSharedCacheable: false };
