// Message catalogs (src/{client,shared}/locales/<locale>/<namespace>.json) are compiled by Lingui's own
// compiler when the client is built, so the browser gets ready-made messages and no ICU parser.
// `#client-catalog/x.json` and `#shared-catalog/x.json` name a catalog in the language being built
// (each language is its own build, docs/decisions/031); TypeScript reads them as the English files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Alias, Plugin } from 'vite';
import { isLocale } from '../src/shared/i18n/locales.ts';

/** The language being built: KINDLIST_LOCALE, English by default. */
export function readBuildLocale(): string {
  const locale = process.env.KINDLIST_LOCALE ?? 'en';
  if (!isLocale(locale)) throw new Error(`KINDLIST_LOCALE must be one of our languages, not "${locale}"`);
  return locale;
}

const CATALOG_FILE = /[\\/]src[\\/](client|shared|server)[\\/]locales[\\/][a-z]{2}[\\/][^\\/]+\.json$/;

export function aliasCatalogs(root: string, locale: string): Alias[] {
  return (['client', 'shared'] as const).map((side) => ({
    find: new RegExp(`^#${side}-catalog/(.*)$`),
    replacement: path.join(root, 'src', side, 'locales', locale, '$1'),
  }));
}

export function compileCatalogs(): Plugin {
  return {
    name: 'kindlist-compile-catalogs',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(catalog)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${file}: the message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}

/** `<html lang>` of the built template (the server sets it again per request). */
export function setDocumentLanguage(locale: string): Plugin {
  return {
    name: 'kindlist-document-language',
    transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`),
  };
}
