// The client's message writer (src/shared/i18n/format-message.ts) against Lingui's runtime.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LOCALES } from '#shared/i18n/locales';
import { formatMessage, type TCompiledToken } from '../src/shared/i18n/format-message';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

function readCatalogs(locale: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const side of ['client', 'shared']) {
    const dir = path.join(SRC, side, 'locales', locale);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      Object.assign(messages, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    }
  }
  return messages;
}

/** Each argument of a message with the kind of value it takes, and the cases of a select. */
function collectArguments(tokens: TCompiledToken[], found: Map<string, string[]>): void {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type = 'text', format] = token;
    if (!found.has(name)) found.set(name, [type]);
    if (type === 'select') found.get(name)?.push(...Object.keys(format as object));
    if (type === 'plural' || type === 'select') {
      for (const branch of Object.values(format as Record<string, unknown>)) {
        if (Array.isArray(branch)) collectArguments(branch as TCompiledToken[], found);
      }
    }
  }
}

function sampleValues(found: Map<string, string[]>, round: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, [type, ...cases]] of found) {
    if (type === 'plural') values[name] = [0, 1, 2, 5, 21, 1234][round % 6];
    else if (type === 'number') values[name] = [0, 1, 1234.5, 12.99][round % 4];
    else if (type === 'select') values[name] = [...cases, 'something else'][round % (cases.length + 1)];
    else values[name] = `‹${name} ${round}›`;
  }
  return values;
}

describe.each(LOCALES)('formatMessage in %s', (locale) => {
  const catalog = readCatalogs(locale);
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]),
  );
  const lingui = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: compiled } });

  it('writes every message of every catalog exactly as Lingui does, whatever the values', () => {
    const differences: string[] = [];
    for (const [key, message] of Object.entries(compiled)) {
      const found = new Map<string, string[]>();
      if (Array.isArray(message)) collectArguments(message as TCompiledToken[], found);
      for (let round = 0; round < 6; round += 1) {
        const values = sampleValues(found, round);
        const ours = formatMessage(message as TCompiledToken[], values, INTL_LOCALES[locale]);
        const theirs = lingui._(key, values);
        if (ours !== theirs) differences.push(`${key}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
      }
    }
    expect(differences).toEqual([]);
    expect(Object.keys(compiled).length).toBeGreaterThan(500);
  });

  it('handles plural offsets, exact cases, nesting, number styles and a missing value as Lingui does', () => {
    for (const text of [
      '{n, plural, offset:1 =0 {nobody} =1 {just {name}} one {{name} and # other} other {{name} and # others}}',
      '{kind, select, a {{n, plural, one {# A} other {# As}}} other {#}}',
      '{price, number} and {share, number, percent}',
      'missing: {nothing} and {count, plural, other {# things}}',
    ]) {
      const message = compileMessage(text);
      const i18n = setupI18n({
        locale,
        locales: [INTL_LOCALES[locale]],
        messages: { [locale]: { x: message } },
      });
      for (const values of [
        { n: 0, name: 'Ana', kind: 'a', price: 12.5, share: 0.25 },
        { n: 1, name: 'Ana', kind: 'b', price: 1234, share: 1 },
        { n: 3, name: 'Ana', kind: 'a', price: 0, share: 0 },
        {},
      ]) {
        expect(formatMessage(message, values, INTL_LOCALES[locale]), text).toBe(i18n._('x', values));
      }
    }
  });
});
