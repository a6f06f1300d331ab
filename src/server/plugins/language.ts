import type { FastifyInstance, FastifyReply } from 'fastify';
import { chooseLocale, LANGUAGE_COOKIE, readAcceptLanguage, type TLocale } from '#shared/i18n/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language answers are written in: the language cookie (which a page sets to the language it
     * is shown in), else the browser's Accept-Language, else English (docs/decisions/031).
     */
    readonly language: TLocale;
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

export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter() {
      return readRequestLanguage(this.headers);
    },
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
