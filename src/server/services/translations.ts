import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import enAnswers from '#server/locales/en/answers.json';
import enErrors from '#server/locales/en/errors.json';
import enMail from '#server/locales/en/mail.json';
import enNotifications from '#server/locales/en/notifications.json';
import enPages from '#server/locales/en/pages.json';
import esAnswers from '#server/locales/es/answers.json';
import esErrors from '#server/locales/es/errors.json';
import esMail from '#server/locales/es/mail.json';
import esNotifications from '#server/locales/es/notifications.json';
import esPages from '#server/locales/es/pages.json';
import { INTL_LOCALES, LOCALES, type TLocale } from '#shared/i18n/locales';
import { setValidationRenderer } from '#shared/i18n/validation';
import enRoutes from '#shared/locales/en/routes.json';
import enTitles from '#shared/locales/en/titles.json';
import enValidation from '#shared/locales/en/validation.json';
import esRoutes from '#shared/locales/es/routes.json';
import esTitles from '#shared/locales/es/titles.json';
import esValidation from '#shared/locales/es/validation.json';

// Every catalog the server speaks from, per language: its own (pages, errors, mails, notices) and the
// shared ones (titles, validation). A new catalog is added to both lists.
const CATALOGS: Record<TLocale, readonly object[]> = {
  en: [enRoutes, enTitles, enValidation, enPages, enErrors, enAnswers, enMail, enNotifications],
  es: [esRoutes, esTitles, esValidation, esPages, esErrors, esAnswers, esMail, esNotifications],
};

type TServerCatalog = typeof enRoutes &
  typeof enTitles &
  typeof enValidation &
  typeof enPages &
  typeof enErrors &
  typeof enAnswers &
  typeof enMail &
  typeof enNotifications;
export type TServerMessageKey = keyof TServerCatalog & string;
export type TMessageValues = Record<string, unknown>;
export type TTranslate = (key: TServerMessageKey, values?: TMessageValues) => string;

/**
 * A message named for later: rendered in the language of whoever reads it (an answer, a mail). A value
 * may itself be a message (a field's name), or a list of messages (`{ list, separator }`, joined with
 * ', ' unless told), rendered in the same language first.
 */
export type TMessage = { key: TServerMessageKey; values?: TMessageValues };
export type TMessageList = { list: readonly TMessage[]; separator?: string };

// Catalogs arrive as source text (tsx, the bundled server) or already compiled (under Vitest, whose
// catalog plugin compiles them); both are compiled once, here.
function compileCatalogs(catalogs: readonly object[]): Messages {
  const messages: Messages = {};
  for (const catalog of catalogs) {
    for (const [key, message] of Object.entries(catalog)) {
      messages[key] = typeof message === 'string' ? compileMessage(message) : message;
    }
  }
  return messages;
}

const I18N_BY_LOCALE = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({
      locale,
      locales: [INTL_LOCALES[locale]],
      messages: { [locale]: compileCatalogs(CATALOGS[locale]) },
    }),
  ]),
) as Record<TLocale, I18n>;

/**
 * Named formats a message may use: `{at, date, utcTime}` is a time of day in UTC ("4:05 PM"),
 * `{at, date, utcDateTime}` a day and time in UTC ("November 27, 2026 at 4:05 PM").
 */
const FORMATS = {
  utcTime: { timeStyle: 'short', timeZone: 'UTC' },
  utcDateTime: { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' },
} as const;

// Lingui turns "\u0000" and "\x41" anywhere in a finished message into the characters they name,
// values included: six characters a person typed would become a NUL (which PostgreSQL refuses, failing
// a whole batch of notices) or a direction override. Their backslashes stand aside while it formats.
const BACKSLASH_STAND_IN = '\uE000\uE001';

function formatMessage(locale: TLocale, key: TServerMessageKey, values: TMessageValues | undefined): string {
  const kept: TMessageValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    kept[name] = typeof value === 'string' ? value.replaceAll('\\', BACKSLASH_STAND_IN) : value;
  }
  return I18N_BY_LOCALE[locale]._(key, kept, { formats: FORMATS }).replaceAll(BACKSLASH_STAND_IN, '\\');
}

/** Whether the catalogs have this key (a stored notice's key may be older than the catalogs). */
export function hasMessage(key: string): key is TServerMessageKey {
  return Object.hasOwn(I18N_BY_LOCALE.en.messages, key);
}

export function getTranslator(locale: TLocale): TTranslate {
  return (key, values) => formatMessage(locale, key, values);
}

function isMessage(value: unknown): value is TMessage {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

function isMessageList(value: unknown): value is TMessageList {
  return typeof value === 'object' && value !== null && Array.isArray((value as { list?: unknown }).list);
}

export function translate(locale: TLocale, message: TMessage): string {
  const values: TMessageValues = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (isMessage(value)) values[name] = translate(locale, value);
    else if (isMessageList(value)) {
      values[name] = value.list.map((item) => translate(locale, item)).join(value.separator ?? ', ');
    } else values[name] = value;
  }
  return formatMessage(locale, message.key, values);
}

// The shared schemas' messages, when the server parses, are written in English (logs, and answers
// when no language is asked); a refused request's are named while parsing and written in its reader's
// language (plugins/validation.ts).
setValidationRenderer((message) => translate('en', message));

/** The keys of a language's catalogs (the catalog tests compare the languages). */
export function listMessageKeys(locale: TLocale): string[] {
  return CATALOGS[locale].flatMap((catalog) => Object.keys(catalog));
}
