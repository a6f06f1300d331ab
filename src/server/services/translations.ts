import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import enMail from '#server/locales/en/mail.json';
import enNotifications from '#server/locales/en/notifications.json';
import enPages from '#server/locales/en/pages.json';
import esMail from '#server/locales/es/mail.json';
import esNotifications from '#server/locales/es/notifications.json';
import esPages from '#server/locales/es/pages.json';
import { INTL_LOCALES, LOCALES, type TLocale } from '#shared/i18n/locales';
import enRoutes from '#shared/locales/en/routes.json';
import enTitles from '#shared/locales/en/titles.json';
import esRoutes from '#shared/locales/es/routes.json';
import esTitles from '#shared/locales/es/titles.json';

// Every catalog the server speaks from, per language: its own (pages, errors, mails, notices) and the
// shared ones (titles, validation). A new catalog is added to both lists.
const CATALOGS: Record<TLocale, readonly object[]> = {
  en: [enRoutes, enTitles, enPages, enMail, enNotifications],
  es: [esRoutes, esTitles, esPages, esMail, esNotifications],
};

type TServerCatalog = typeof enRoutes &
  typeof enTitles &
  typeof enPages &
  typeof enMail &
  typeof enNotifications;
export type TServerMessageKey = keyof TServerCatalog & string;
export type TMessageValues = Record<string, unknown>;
export type TTranslate = (key: TServerMessageKey, values?: TMessageValues) => string;

/** A message named for later: rendered in the language of whoever reads it (an answer, a mail). */
export type TMessage = { key: TServerMessageKey; values?: TMessageValues };

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

export function getTranslator(locale: TLocale): TTranslate {
  const i18n = I18N_BY_LOCALE[locale];
  return (key, values) => i18n._(key, values);
}

export function translate(locale: TLocale, message: TMessage): string {
  return I18N_BY_LOCALE[locale]._(message.key, message.values);
}

/** The keys of a language's catalogs (the catalog tests compare the languages). */
export function listMessageKeys(locale: TLocale): string[] {
  return CATALOGS[locale].flatMap((catalog) => Object.keys(catalog));
}
