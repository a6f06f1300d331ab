// The app's own messages, in either language, for specs that look for a text: a spec names a message
// by its catalog key, so the same journey runs in English and Spanish and follows any rewording.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TLocale } from '#shared/i18n/locales';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Every message of one language, from the catalogs of the client, the shared code and the server. */
export function readCatalogs(locale: TLocale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const side of ['client', 'shared', 'server']) {
    const dir = path.join(SRC, side, 'locales', locale);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      Object.assign(messages, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    }
  }
  return messages;
}

export type TE2eTranslate = (key: string, values?: Record<string, unknown>) => string;

export function createTranslator(locale: TLocale): TE2eTranslate {
  const catalog = readCatalogs(locale);
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return (key, values) => {
    if (!(key in catalog)) throw new Error(`No message "${key}" in the ${locale} catalogs`);
    return i18n._(key, values);
  };
}

export const tEnglish = createTranslator('en');
