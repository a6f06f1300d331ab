import { INTL_LOCALE } from '#client/lib/i18n';
import * as pagePaths from '#shared/page-path-builders';

// The server refuses pages above this (ZBlogListQuery), so the address never asks for one.
const LAST_ASKABLE_PAGE = 1000;

/** "November 20, 2026" ("20 de noviembre de 2026"), in the reader's own time zone unless one is given (tests pin it). */
export function formatBlogDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long', timeZone }).format(date);
}

/** The page asked for in `?page=N`; anything that is not a page number reads as the first page. */
export function readBlogPage(search: string): number {
  const value = new URLSearchParams(search).get('page');
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page < 1 ? 1 : Math.min(page, LAST_ASKABLE_PAGE);
}

/** The first page is plain /blog, so there is one address for it. */
export function getBlogPageHref(page: number): string {
  return pagePaths.blogPage(page);
}

export function getBlogPostHref(slug: string): string {
  return pagePaths.blogPost(slug);
}
