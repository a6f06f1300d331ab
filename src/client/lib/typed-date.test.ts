import { describe, expect, it } from 'vitest';
import { formatTypedDate, getDateOrder, parseTypedDate } from './typed-date';

const SPANISH = 'es-US';
const ENGLISH = 'en-US';
const CHRISTMAS = { kind: 'date', iso: '2026-12-25' };

describe('dates as people type them', () => {
  it('knows the order of each language: day first in Spanish, month first in US English', () => {
    expect(getDateOrder(SPANISH)).toEqual(['day', 'month', 'year']);
    expect(getDateOrder('es-MX')).toEqual(['day', 'month', 'year']);
    expect(getDateOrder(ENGLISH)).toEqual(['month', 'day', 'year']);
    expect(formatTypedDate('2026-12-25', SPANISH)).toBe('25/12/2026');
    expect(formatTypedDate('2026-12-25', ENGLISH)).toBe('12/25/2026');
    expect(formatTypedDate('2027-01-05', SPANISH)).toBe('05/01/2027');
  });

  it('reads what a tired parent types in Spanish as that day, whatever the separator', () => {
    for (const typed of [
      '25/12/2026',
      '25-12-2026',
      '25.12.2026',
      ' 25 / 12 / 2026 ',
      '25 12 2026',
      '2026-12-25',
      '25122026',
    ]) {
      expect(parseTypedDate(typed, SPANISH), typed).toEqual(CHRISTMAS);
    }
    expect(parseTypedDate('5/1/2027', SPANISH)).toEqual({ kind: 'date', iso: '2027-01-05' });
  });

  it('reads the same day in US English in its own order', () => {
    for (const typed of ['12/25/2026', '12-25-2026', '2026-12-25', '12252026']) {
      expect(parseTypedDate(typed, ENGLISH), typed).toEqual(CHRISTMAS);
    }
    expect(parseTypedDate('5/1/2027', ENGLISH)).toEqual({ kind: 'date', iso: '2027-05-01' });
  });

  it('never turns a date typed in the other order into another date: it says what is wrong', () => {
    expect(parseTypedDate('25/12/2026', ENGLISH)).toEqual({
      kind: 'invalid',
      problem: 'noSuchMonth',
      month: 25,
    });
    expect(parseTypedDate('12/25/2026', SPANISH)).toEqual({
      kind: 'invalid',
      problem: 'noSuchMonth',
      month: 25,
    });
    expect(parseTypedDate('31/02/2026', SPANISH)).toEqual({ kind: 'invalid', problem: 'noSuchDay' });
    expect(parseTypedDate('29/02/2028', SPANISH)).toEqual({ kind: 'date', iso: '2028-02-29' });
    expect(parseTypedDate('25/12/1926', SPANISH)).toEqual({ kind: 'invalid', problem: 'range' });
    for (const typed of ['25/12/122026', 'mañana', '25 de diciembre', '2026/25/12', '123/12/2026']) {
      expect(parseTypedDate(typed, SPANISH, { isFinal: true }).kind, typed).toBe('invalid');
    }
  });

  it('waits while a date is being typed, and takes a two-digit year once the person is done', () => {
    for (const typed of [
      '2',
      '25',
      '25/',
      '25/1',
      '25/12/',
      '25/12/2',
      '25/12/20',
      '25/12/202',
      '2026-12-2',
      '251220',
    ]) {
      expect(parseTypedDate(typed, SPANISH), typed).toEqual({ kind: 'incomplete' });
    }
    expect(parseTypedDate('25/12/26', SPANISH, { isFinal: true })).toEqual(CHRISTMAS);
    expect(parseTypedDate('25/12', SPANISH, { isFinal: true })).toEqual({
      kind: 'invalid',
      problem: 'format',
    });
    expect(parseTypedDate('  ', SPANISH)).toEqual({ kind: 'empty' });
  });
});
