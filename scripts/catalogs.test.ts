// The message catalogs of every language hold the same messages: same files, same keys, the same
// placeholders and tags, each valid ICU; and every key the code names exists (docs/decisions/031).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/shared/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIDES = ['client', 'shared', 'server'] as const;

function readCatalogFiles(side: string, locale: string): Record<string, Record<string, string>> {
  const dir = path.join(ROOT, 'src', side, 'locales', locale);
  const files: Record<string, Record<string, string>> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    files[name] = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>;
  }
  return files;
}

/** Argument names and numbered tags of a message: what a translation must keep. */
/** The values a message names, read from Lingui's own parse (a plural's branch text is no value). */
function readPlaceholders(message: string): string[] {
  const names = new Set<string>();
  const collect = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(`{${name}}`);
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) collect(branch);
    }
  };
  collect(compileMessageOrThrow(message));
  for (const match of message.matchAll(/<(\d+)\/?>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : listSourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe.each(SIDES)('the %s catalogs', (side) => {
  const english = readCatalogFiles(side, 'en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'exist in %s with the same keys as English',
    (locale) => {
      const other = readCatalogFiles(side, locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [file, messages] of Object.entries(english)) {
        expect(Object.keys(other[file] ?? {}).sort(), `${locale}/${file}`).toEqual(
          Object.keys(messages).sort(),
        );
      }
    },
  );

  it.each(LOCALES)(
    'in %s: keys start with their file name, and each message is valid and kept whole',
    (locale) => {
      const files = readCatalogFiles(side, locale);
      for (const [file, messages] of Object.entries(files)) {
        const prefix = `${file.replace(/\.json$/, '')}.`;
        for (const [key, message] of Object.entries(messages)) {
          expect(key.startsWith(prefix), `${locale}/${file}: ${key}`).toBe(true);
          expect(typeof message === 'string' && message.trim() !== '', `${locale}/${file}: ${key}`).toBe(
            true,
          );
          expect(() => compileMessageOrThrow(message), `${locale}/${file}: ${key}`).not.toThrow();
          // The browser's message writer (src/shared/i18n/format-message.ts) knows plural, select and
          // number; a date is formatted in code with Intl and handed in as text.
          if (side !== 'server') {
            expect(message, `${locale}/${file}: ${key}`).not.toMatch(
              /\{\s*\w+\s*,\s*(date|time|selectordinal|spellout|ordinal|duration)\b|\\[ux]/,
            );
          }
          const source = english[file]?.[key];
          if (source !== undefined) {
            expect(readPlaceholders(message), `${locale}/${file}: ${key}`).toEqual(readPlaceholders(source));
          }
        }
      }
    },
  );
});

describe('the keys the code names', () => {
  it('all exist in the English catalogs of their side or the shared ones', () => {
    const known = new Set<string>();
    for (const side of SIDES) {
      for (const messages of Object.values(readCatalogFiles(side, 'en'))) {
        for (const key of Object.keys(messages)) known.add(key);
      }
    }
    const namespaces = new Set([...known].map((key) => key.split('.')[0]));
    const missing: string[] = [];
    for (const file of [
      ...listSourceFiles(path.join(ROOT, 'src')),
      ...listSourceFiles(path.join(ROOT, 'e2e')),
    ]) {
      const text = readFileSync(file, 'utf8');
      // A literal key handed to a translator, a rich text or a message descriptor.
      for (const match of text.matchAll(
        /(?:\bt\w*\(|\bid=\{?|\bkey:\s*|Key:\s*)'([a-z][\w-]*\.[\w.-]*[\w-])'/g,
      )) {
        const key = match[1] ?? '';
        if (namespaces.has(key.split('.')[0]) && !known.has(key)) {
          missing.push(`${path.relative(ROOT, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('build every language the app speaks', () => {
    const build = readFileSync(path.join(ROOT, 'scripts', 'build.mjs'), 'utf8');
    const listed = /const BUILD_LOCALES = \[([^\]]*)\]/.exec(build)?.[1] ?? '';
    expect(listed.split(',').map((entry) => entry.trim().replace(/'/g, ''))).toEqual([...LOCALES]);
  });
});
