import { INTL_LOCALE } from './i18n';

const COUNT_FORMAT = new Intl.NumberFormat(INTL_LOCALE);

/** 12345 → "12,345" (in this build's language). */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}
