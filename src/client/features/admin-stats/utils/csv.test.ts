import { describe, expect, it } from 'vitest';
import { buildCsv, buildCsvFileName, formatCsvCell } from './csv';

describe('formatCsvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(formatCsvCell('Amazon')).toBe('Amazon');
    expect(formatCsvCell('/needslist/abc')).toBe('/needslist/abc');
    expect(formatCsvCell(1234)).toBe('1234');
    expect(formatCsvCell(0)).toBe('0');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(formatCsvCell('a,b')).toBe('"a,b"');
    expect(formatCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(formatCsvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it.each(['=SUM(A1:A2)', '+1', '-1', '@cmd', '\tx', '\rx'])(
    'neutralises %j against formula injection',
    (text) => {
      expect(formatCsvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises and quotes a formula that also holds a comma or quote', () => {
    expect(formatCsvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('keeps negative and non-finite numbers as numbers or empty', () => {
    expect(formatCsvCell(-3)).toBe('-3');
    expect(formatCsvCell(Number.NaN)).toBe('');
  });
});

describe('buildCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      buildCsv([
        ['Retailer', 'Clicks'],
        ['Amazon, UK', 3],
        ['=evil', 1],
      ]),
    ).toBe('Retailer,Clicks\r\n"Amazon, UK",3\r\n\'=evil,1');
  });

  it('returns an empty text for no rows', () => {
    expect(buildCsv([])).toBe('');
  });
});

describe('buildCsvFileName', () => {
  it('names the figures and the period', () => {
    expect(buildCsvFileName('cta-clicks', { from: '2026-10-25', to: '2026-11-23' })).toBe(
      'kindlist-cta-clicks-2026-10-25-to-2026-11-23.csv',
    );
  });

  it('keeps the slug to lower-case letters, digits and single hyphens', () => {
    expect(buildCsvFileName(' Top Pages/../x ', { from: '2026-01-01', to: '2026-01-07' })).toBe(
      'kindlist-top-pages-x-2026-01-01-to-2026-01-07.csv',
    );
  });
});
