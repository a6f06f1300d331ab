import type { FastifyInstance, FastifyReply } from 'fastify';
import { chooseLocale, LANGUAGE_COOKIE, readAcceptLanguage, type TLocale } from '#shared/i18n/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language answers are written in: the language cookie (which a page sets to the language it
     * is shown in), else the browser's Accept-Language, else English (docs/decisions/031).
     */
    readonly language: TLocale;
    /** Whether `language` was read: the answer is then written in it and says so (varyByLanguage). */
    isLanguageRead: boolean;
  }
}

/** What chooses an answer's language: the language cookie (and a page's account, by its session cookie) and Accept-Language. */
export const LANGUAGE_VARY = ['Accept-Language', 'Cookie'] as const;
/**
 * The cache lifetime of an answer written in the request's language: a browser may keep it but asks
 * again each time, and no shared cache keeps it. Many shared caches (CDNs) ignore Vary, and one that
 * honours `Vary: Cookie` keeps a copy per cookie anyway; the app's own public cache keeps the answers
 * once per language (docs/decisions/007).
 */
export const LANGUAGE_CACHE_CONTROL = 'private, no-cache';

/** A Vary header's value with these names added, each once (case-insensitively). */
export function addToVary(current: string | number | string[] | undefined, names: readonly string[]): string {
  const present = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lowered = new Set(present.map((name) => name.toLowerCase()));
  if (lowered.has('*')) return '*';
  return [...present, ...names.filter((name) => !lowered.has(name.toLowerCase()))].join(', ');
}

/**
 * Says that an answer depends on the request's language: Vary names what chooses it, and a lifetime a
 * shared cache may use becomes a private one (an answer already private or never stored keeps its own).
 */
export function varyByLanguage(reply: FastifyReply): void {
  reply.header('vary', addToVary(reply.getHeader('vary'), LANGUAGE_VARY));
  const cacheControl = reply.getHeader('cache-control');
  if (!cacheControl || !/\b(private|no-store)\b/i.test(String(cacheControl))) {
    reply.header('cache-control', LANGUAGE_CACHE_CONTROL);
  }
}

function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=').trim();
  }
  return null;
}

type THeaders = Headers | Record<string, string | string[] | undefined> | null | undefined;

function readHeader(headers: THeaders, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** The language a request asks for, by cookie then Accept-Language (also for better-auth's hooks). */
export function readRequestLanguage(headers: THeaders): TLocale {
  return chooseLocale(
    readCookie(readHeader(headers, 'cookie'), LANGUAGE_COOKIE),
    readAcceptLanguage(readHeader(headers, 'accept-language')),
  );
}

/**
 * request.language, and every answer that read it says so (Vary, a private lifetime): whatever reads
 * the language (a refusal's words, the blog's list, a page) marks its answer, so no route can forget.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('isLanguageRead', false);
  app.decorateRequest('language', {
    getter() {
      this.isLanguageRead = true;
      return readRequestLanguage(this.headers);
    },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.isLanguageRead) varyByLanguage(reply);
    done(null, payload);
  });
}

const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Keeps a language for this browser a year (the footer's control, or the language a page is shown in). */
export function setLanguageCookie(reply: FastifyReply, language: TLocale, isSecure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure: isSecure,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
