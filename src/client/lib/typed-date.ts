// Dates as people type them, in the order of the page's language (es: 25/12/2026, en-US: 12/25/2026).
// A browser's own date field follows the browser's language, not the page's: a Spanish page on an
// English phone asked for mm/dd/yyyy, and "25/12/2026" typed into its boxes became "02/05/122026".
// What is typed here becomes the right date or a clear problem, never another date.

export type TDatePart = 'day' | 'month' | 'year';

/** What a typed date says: nothing, a date (YYYY-MM-DD), not finished yet, or a problem. */
export type TTypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  | { kind: 'incomplete' }
  | { kind: 'invalid'; problem: 'format' | 'noSuchMonth' | 'noSuchDay' | 'range'; month?: number };

/** The dates a person may choose: the API's range. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const ORDERS = new Map<string, TDatePart[]>();

/** The order of day, month and year in the locale's numeric dates ("25/12/2026": day, month, year). */
export function getDateOrder(intlLocale: string): TDatePart[] {
  const known = ORDERS.get(intlLocale);
  if (known) return known;
  const parts = new Intl.DateTimeFormat(intlLocale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 11, 25)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is TDatePart => type === 'day' || type === 'month' || type === 'year');
  ORDERS.set(intlLocale, order);
  return order;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date given as YYYY-MM-DD, written as the locale writes dates in numbers ("25/12/2026"). */
export function formatTypedDate(iso: string, intlLocale: string): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) return '';
  const values: Record<TDatePart, string> = { day, month, year };
  return getDateOrder(intlLocale)
    .map((part) => values[part])
    .join('/');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A day, month and year checked: a real day within the range, or what is wrong with them. */
function toDate(year: number, month: number, day: number): TTypedDate {
  if (month < 1 || month > 12) return { kind: 'invalid', problem: 'noSuchMonth', month };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { kind: 'invalid', problem: 'range' };
  if (day < 1 || day > daysInMonth(year, month)) return { kind: 'invalid', problem: 'noSuchDay' };
  return { kind: 'date', iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

// Day, month and year apart by slashes, hyphens, dots or spaces, in the locale's order ("25/12/2026",
// "25-12-2026", "25 12 2026"); the year of four digits, or of two once the person is done typing.
const THREE_NUMBERS = /^(\d{1,4})\s*[-/.\s]\s*(\d{1,2})\s*[-/.\s]\s*(\d{1,4})$/;
// What a date looks like while it is being typed: up to eight digits, or numbers and separators.
const PARTIAL = /^(\d{1,8}|\d{1,4}(\s*[-/.\s]\s*(\d{1,4})?){0,2})$/;

/** Three numbers typed: year first, or in the locale's order with the year last. */
function readThreeNumbers(
  [first, second, third]: [string, string, string],
  intlLocale: string,
  isFinal: boolean,
): TTypedDate {
  if (first.length === 4) {
    // Year first: done once the day has its two digits, or the person has left the field.
    if (!isFinal && third.length < 2) return { kind: 'incomplete' };
    return toDate(Number(first), Number(second), Number(third));
  }
  if (first.length > 2) return { kind: 'invalid', problem: 'format' };
  // The year comes last: done once it has its four digits (two, once the person has left the field).
  if (third.length !== 4 && !(third.length === 2 && isFinal)) {
    return isFinal ? { kind: 'invalid', problem: 'format' } : { kind: 'incomplete' };
  }
  const year = third.length === 2 ? 2000 + Number(third) : Number(third);
  const isMonthFirst = getDateOrder(intlLocale)[0] === 'month';
  const [month, day] = isMonthFirst ? [first, second] : [second, first];
  return toDate(year, Number(month), Number(day));
}

/**
 * Eight digits without separators, as a phone's number pad types them: the locale's order, or year
 * first. At most one of the two readings is a day between 2000 and 2100.
 */
function readEightDigits(typed: string, intlLocale: string): TTypedDate {
  const isMonthFirst = getDateOrder(intlLocale)[0] === 'month';
  const [month, day] = isMonthFirst
    ? [typed.slice(0, 2), typed.slice(2, 4)]
    : [typed.slice(2, 4), typed.slice(0, 2)];
  const localeOrder = toDate(Number(typed.slice(4)), Number(month), Number(day));
  if (localeOrder.kind === 'date') return localeOrder;
  const yearFirst = toDate(Number(typed.slice(0, 4)), Number(typed.slice(4, 6)), Number(typed.slice(6)));
  return yearFirst.kind === 'date' ? yearFirst : localeOrder;
}

/**
 * Reads what a person typed in a date field, in the locale's order of day, month and year, or
 * year first (2026-12-25, as a browser or a copied date may give it). `isFinal`: they have left the
 * field, so a two-digit year is taken (26: 2026) and a date that is not finished is a problem.
 */
export function parseTypedDate(text: string, intlLocale: string, { isFinal = false } = {}): TTypedDate {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const numbers = THREE_NUMBERS.exec(typed);
  if (numbers) {
    const [, first = '', second = '', third = ''] = numbers;
    return readThreeNumbers([first, second, third], intlLocale, isFinal);
  }
  if (/^\d{8}$/.test(typed)) return readEightDigits(typed, intlLocale);
  if (!isFinal && PARTIAL.test(typed)) return { kind: 'incomplete' };
  return { kind: 'invalid', problem: 'format' };
}
